// Types of commande.mjs (plain JavaScript, so that `node scripts/responsable.mjs` needs no TypeScript runner).
import type { Auth } from 'firebase-admin/auth';

export const EXIT: Readonly<{ ok: 0; echec: 1; usage: 2 }>;
export const USAGE: string;

export class ResponsableError extends Error {
  constructor(message: string, exitCode?: number);
  exitCode: number;
}

export type ResponsableAuth = Pick<
  Auth,
  'getUserByEmail' | 'setCustomUserClaims' | 'revokeRefreshTokens' | 'listUsers'
>;

/** The appointments `responsables/{uid}` (nominations.mjs over Firestore). */
export interface Nominations {
  has(uid: string): Promise<boolean>;
  write(uid: string, email: string | undefined): Promise<void>;
  remove(uid: string): Promise<void>;
  list(): Promise<{ uid: string; email: string | null }[]>;
}

export interface ResponsableDeps {
  auth: ResponsableAuth | (() => Promise<ResponsableAuth>);
  nominations: Nominations | (() => Promise<Nominations>);
  out: (text: string) => void;
  err: (text: string) => void;
}

export function parseArgs(
  args: readonly string[],
):
  | { action: 'aide' }
  | { action: 'lister' }
  | { action: 'completer' }
  | { action: 'ajouter'; email: string }
  | { action: 'retirer'; email: string }
  | { usage: string };
export function explain(error: unknown, email?: string): ResponsableError;
export function runResponsable(args: readonly string[], deps: ResponsableDeps): Promise<number>;
