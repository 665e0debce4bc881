/**
 * The Firebase browser journeys' meeting points: the emulators the global setup started (or found),
 * whose addresses it built into the site and hands the journeys in these variables; where the
 * built site is served (E2E_FIREBASE_SITE_PORT to move it); the project; and the Auth emulator's
 * REST calls a journey needs (the e-mails it would have sent, a custom claim and its appointment).
 */

export const PROJECT_ID = 'demo-commission-etudes';
export const HOST = '127.0.0.1';
export const SITE_PORT = Number(process.env.E2E_FIREBASE_SITE_PORT ?? 4273);
export const SITE_ORIGIN = `http://${HOST}:${SITE_PORT}`;
export const DIST = 'dist-e2e-firebase';

/** Where the global setup says the emulators are (process.env, inherited by the journeys' workers). */
export const EMULATOR_HOSTS = { auth: 'E2E_FIREBASE_AUTH_HOST', firestore: 'E2E_FIREBASE_FIRESTORE_HOST' } as const;

/**
 * The notifications' keys of this run (issue 35), made by the global setup, handed the journeys
 * the same way: the VAPID public key built into the site (its private half stays with the
 * functions), and the secret /api/reminders wants of the cron.
 */
export const PUSH_VARIABLES = {
  vapidPublicKey: 'E2E_FIREBASE_VAPID_PUBLIC_KEY',
  cronSecret: 'E2E_FIREBASE_CRON_SECRET',
} as const;

/**
 * Cloudinary as the journeys meet it (issue 36): the cloud firestore.rules name, the presets and
 * the key built into the site; the secret stays with /api/signUpload, served beside the build, and
 * with the journeys' stand-in of Cloudinary's upload API, which checks the signatures with it.
 */
export const CLOUDINARY = {
  cloudName: 'commission-etudes',
  uploadPreset: 'forum-pdf',
  imagePreset: 'forum-photos',
  apiKey: 'e2e-cle',
  apiSecret: 'e2e-secret',
} as const;

/** `time` (« 14:00 ») today in Yaoundé (UTC+1 all year). */
export function yaoundeToday(time: string): Date {
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  return new Date(`${today}T${time}:00+01:00`);
}

function emulatorHost(which: keyof typeof EMULATOR_HOSTS): string {
  const host = process.env[EMULATOR_HOSTS[which]];
  if (!host)
    throw new Error(
      `${EMULATOR_HOSTS[which]} manquant : les parcours Firebase se lancent par leur configuration Playwright.`,
    );
  return host;
}

/**
 * The build's variables: Firebase mode, demo values, the emulators (docs/developpement.md, « Les
 * émulateurs Firebase en développement »), and the public VAPID key of /api/notify when given.
 */
export function buildEnv(authHost: string, firestoreHost: string, vapidPublicKey?: string): Record<string, string> {
  return {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_API_KEY: 'demo-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_APP_ID: 'demo-app',
    VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost,
    VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
    VITE_SITE_URL: SITE_ORIGIN,
    VITE_CLOUDINARY_CLOUD_NAME: CLOUDINARY.cloudName,
    VITE_CLOUDINARY_UPLOAD_PRESET: CLOUDINARY.uploadPreset,
    VITE_CLOUDINARY_IMAGE_PRESET: CLOUDINARY.imagePreset,
    VITE_CLOUDINARY_API_KEY: CLOUDINARY.apiKey,
    ...(vapidPublicKey && { VITE_VAPID_PUBLIC_KEY: vapidPublicKey }),
  };
}

/** Set by the global setup when the emulators could not start outside CI: the journeys skip, saying why. */
export const SKIP_VARIABLE = 'E2E_FIREBASE_SKIP';

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const identity = (path: string) =>
  `http://${emulatorHost('auth')}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/${path}`;

/** Firestore's REST API on the emulator, for the bench's seeding (its owner token passes the rules). */
export function firestoreDocuments(): string {
  return `http://${emulatorHost('firestore')}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The newest code of this kind the Auth emulator « sent » to `email` (VERIFY_EMAIL, PASSWORD_RESET…). */
export async function oobCode(email: string, requestType: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost('auth')}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  const code = oobCodes.filter((one) => one.email === email.toLowerCase() && one.requestType === requestType).at(-1);
  if (!code) throw new Error(`Aucun e-mail ${requestType} pour ${email} dans l'émulateur Auth.`);
  return code.oobCode;
}

/** The account's uid, looked up by address (as the association's command does). */
export async function uidOf(email: string): Promise<string> {
  const response = await fetch(identity('accounts:lookup'), {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ email: [email.toLowerCase()] }),
  });
  const { users = [] } = (await response.json()) as { users?: { localId: string }[] };
  if (!users[0]) throw new Error(`Aucun compte ${email} dans l'émulateur Auth.`);
  return users[0].localId;
}

/**
 * Appoints a responsable as `npm run responsable -- ajouter` does: the custom claim on the account,
 * and the appointment `responsables/{uid}` that firestore.rules want beside it (issue 32).
 */
export async function appointResponsable(email: string): Promise<void> {
  const localId = await uidOf(email);
  const response = await fetch(identity('accounts:update'), {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ localId, customAttributes: JSON.stringify({ responsable: true }) }),
  });
  if (!response.ok) throw new Error(`Réclamation refusée par l'émulateur Auth : HTTP ${response.status}.`);
  const appointment = await fetch(`${firestoreDocuments()}/responsables/${localId}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({
      fields: { email: { stringValue: email.toLowerCase() }, depuis: { timestampValue: new Date().toISOString() } },
    }),
  });
  if (!appointment.ok) throw new Error(`Nomination refusée par l'émulateur Firestore : HTTP ${appointment.status}.`);
}
