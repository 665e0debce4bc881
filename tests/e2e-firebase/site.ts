/**
 * The Firebase browser journeys' fixed points: where the emulators and the built site listen (the
 * build bakes the emulators' addresses in, so they cannot be chosen at run time), the project, and
 * the Auth emulator's REST calls a journey needs (the e-mails it would have sent, a custom claim).
 * E2E_FIREBASE_*_PORT move them when something else holds these ports.
 */

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const PROJECT_ID = 'demo-commission-etudes';
export const HOST = '127.0.0.1';
export const AUTH_HOST = `${HOST}:${port('E2E_FIREBASE_AUTH_PORT', 9399)}`;
export const FIRESTORE_HOST = `${HOST}:${port('E2E_FIREBASE_FIRESTORE_PORT', 8399)}`;
export const SITE_PORT = port('E2E_FIREBASE_SITE_PORT', 4273);
export const SITE_ORIGIN = `http://${HOST}:${SITE_PORT}`;
export const DIST = 'dist-e2e-firebase';

/** The build's variables: Firebase mode, demo values, the emulators (README, « Passer à Firebase »). */
export const BUILD_ENV: Record<string, string> = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
  VITE_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
  VITE_SITE_URL: SITE_ORIGIN,
};

/** Set by the global setup when the emulators could not start outside CI: the journeys skip, saying why. */
export const SKIP_VARIABLE = 'E2E_FIREBASE_SKIP';

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const identity = (path: string) => `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/${path}`;

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The newest code of this kind the Auth emulator « sent » to `email` (VERIFY_EMAIL, PASSWORD_RESET…). */
export async function oobCode(email: string, requestType: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  const code = oobCodes.filter((one) => one.email === email.toLowerCase() && one.requestType === requestType).at(-1);
  if (!code) throw new Error(`Aucun e-mail ${requestType} pour ${email} dans l'émulateur Auth.`);
  return code.oobCode;
}

/** The account's uid, looked up by address (as the association's command does). */
export async function uidOf(email: string): Promise<string> {
  const response = await fetch(identity('accounts:lookup'), { method: 'POST', headers: OWNER, body: JSON.stringify({ email: [email.toLowerCase()] }) });
  const { users = [] } = (await response.json()) as { users?: { localId: string }[] };
  if (!users[0]) throw new Error(`Aucun compte ${email} dans l'émulateur Auth.`);
  return users[0].localId;
}

/** Appoints a responsable as `npm run responsable -- ajouter` does: the custom claim on the account. */
export async function appointResponsable(email: string): Promise<void> {
  const localId = await uidOf(email);
  const response = await fetch(identity('accounts:update'), {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ localId, customAttributes: JSON.stringify({ responsable: true }) }),
  });
  if (!response.ok) throw new Error(`Réclamation refusée par l'émulateur Auth : HTTP ${response.status}.`);
}
