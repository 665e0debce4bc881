/**
 * Reads the VITE_* variables, validates them and decides which backend runs.
 * No Firebase variable set → the built-in local backend. A partial Firebase configuration is an
 * error the app shows by name instead of crashing later inside the SDK.
 *
 * Run at build time (vite.config.ts gives the result to src/config.ts), not in the browser: the
 * variables are fixed when the site is built, and this code and its messages would cost every
 * page about 0.8 KB of JavaScript to reach the same answer.
 */

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  /** host:port of the Auth emulator, when one should be used. */
  authEmulatorHost?: string;
  /** host:port of the Firestore emulator, when one should be used. */
  firestoreEmulatorHost?: string;
}

export interface CloudinarySettings {
  cloudName: string;
  /** A signed preset (docs/deploiement.md, step 8): /api/signUpload signs each upload. */
  uploadPreset: string;
  /** The API key the upload widget sends with each signed upload; public (the secret is not). */
  apiKey: string;
  /**
   * The signed preset of the forum's photos (issue 36; docs/deploiement.md, step 8 bis), or null:
   * then photos are unavailable in Firebase mode (the upload says so), and PDFs work as before.
   */
  imagePreset: string | null;
}

export interface PushSettings {
  /** The public half of the VAPID keys (`npx web-push generate-vapid-keys`), base64url. */
  publicKey: string;
  notifyEndpoint: string;
}

/** A P-256 public key, uncompressed (65 bytes), in base64url without padding. */
const VAPID_PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;

export type AppConfig =
  | { backend: 'local' }
  | {
      backend: 'firebase';
      firebase: FirebaseSettings;
      cloudinary: CloudinarySettings | null;
      deleteFileEndpoint: string;
      signUploadEndpoint: string;
      /** Web Push (issue 35): the site's public VAPID key and /api/notify; null: no notifications. */
      push: PushSettings | null;
    }
  | { backend: 'invalid'; missing: string[]; problems: string[] };

export type Env = Record<string, string | boolean | undefined>;

const REQUIRED_FIREBASE = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const HOST_PORT = /^[\w.-]+:\d{1,5}$/;

export function parseConfig(env: Env): AppConfig {
  const requested = read(env, 'VITE_BACKEND');
  if (requested !== undefined && requested !== 'local' && requested !== 'firebase') {
    return {
      backend: 'invalid',
      missing: [],
      problems: [`VITE_BACKEND doit valoir « local » ou « firebase » (reçu : « ${requested} »).`],
    };
  }
  const anyFirebase = Object.values(REQUIRED_FIREBASE).some((name) => read(env, name) !== undefined);
  if (requested === 'local' || (requested === undefined && !anyFirebase)) return { backend: 'local' };

  const missing: string[] = Object.values(REQUIRED_FIREBASE).filter((name) => read(env, name) === undefined);
  const problems: string[] = [];
  const authEmulatorHost = read(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST');
  const firestoreEmulatorHost = read(env, 'VITE_FIRESTORE_EMULATOR_HOST');
  for (const [name, value] of [
    ['VITE_FIREBASE_AUTH_EMULATOR_HOST', authEmulatorHost],
    ['VITE_FIRESTORE_EMULATOR_HOST', firestoreEmulatorHost],
  ] as const) {
    if (value !== undefined && !HOST_PORT.test(value)) {
      problems.push(`${name} doit avoir la forme hôte:port, par exemple 127.0.0.1:9099.`);
    }
  }
  // The three together, or none (no attachments): signed uploads need the API key too. The photos'
  // preset is optional, but needs the three (the cloud and the key are the photos' too).
  const cloudinaryVariables = [
    'VITE_CLOUDINARY_CLOUD_NAME',
    'VITE_CLOUDINARY_UPLOAD_PRESET',
    'VITE_CLOUDINARY_API_KEY',
  ];
  const [cloudName, uploadPreset, cloudinaryApiKey] = cloudinaryVariables.map((name) => read(env, name));
  const imagePreset = read(env, 'VITE_CLOUDINARY_IMAGE_PRESET') ?? null;
  if (imagePreset !== null || cloudinaryVariables.some((name) => read(env, name) !== undefined)) {
    missing.push(...cloudinaryVariables.filter((name) => read(env, name) === undefined));
  }
  const vapidPublicKey = read(env, 'VITE_VAPID_PUBLIC_KEY');
  if (vapidPublicKey !== undefined && !VAPID_PUBLIC_KEY.test(vapidPublicKey)) {
    problems.push(
      'VITE_VAPID_PUBLIC_KEY doit être la clé publique VAPID (87 caractères), celle que donne « npx web-push generate-vapid-keys ».',
    );
  }
  if (missing.length > 0 || problems.length > 0) return { backend: 'invalid', missing, problems };

  const storageBucket = read(env, 'VITE_FIREBASE_STORAGE_BUCKET');
  const messagingSenderId = read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID');
  return {
    backend: 'firebase',
    firebase: {
      apiKey: read(env, REQUIRED_FIREBASE.apiKey)!,
      authDomain: read(env, REQUIRED_FIREBASE.authDomain)!,
      projectId: read(env, REQUIRED_FIREBASE.projectId)!,
      appId: read(env, REQUIRED_FIREBASE.appId)!,
      ...(storageBucket && { storageBucket }),
      ...(messagingSenderId && { messagingSenderId }),
      ...(authEmulatorHost && { authEmulatorHost }),
      ...(firestoreEmulatorHost && { firestoreEmulatorHost }),
    },
    cloudinary:
      cloudName && uploadPreset && cloudinaryApiKey
        ? { cloudName, uploadPreset, apiKey: cloudinaryApiKey, imagePreset }
        : null,
    deleteFileEndpoint: read(env, 'VITE_DELETE_FILE_ENDPOINT') ?? '/api/deleteFile',
    signUploadEndpoint: read(env, 'VITE_SIGN_UPLOAD_ENDPOINT') ?? '/api/signUpload',
    push: vapidPublicKey
      ? { publicKey: vapidPublicKey, notifyEndpoint: read(env, 'VITE_NOTIFY_ENDPOINT') ?? '/api/notify' }
      : null,
  };
}

/**
 * Whether the directory shows the commission's list of src/content/tutors.ts, whose tutors are
 * fictional samples: VITE_ANNUAIRE_EXEMPLES=non hides it on the live site, where the directory
 * then lists the tutor accounts a responsable approved (local mode and the tests keep it).
 */
export function parseShowSampleTutors(env: Env): boolean {
  return read(env, 'VITE_ANNUAIRE_EXEMPLES')?.toLowerCase() !== 'non';
}
