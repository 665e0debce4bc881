// Types of config.mjs (plain JavaScript, see commande.d.mts).
export interface ServiceAccountKey {
  projectId: string | undefined;
  clientEmail: string;
  privateKey: string;
}

export interface ResponsableSetup {
  projectId: string;
  emulatorHost: string | null;
  firestoreEmulatorHost: string | null;
  serviceAccount: ServiceAccountKey | null;
  warnings: string[];
}

export function resolveSetup(
  env: Record<string, string | undefined>,
  files: { readFile: (path: string | URL) => string; firebasercPath: string | URL },
): ResponsableSetup;
