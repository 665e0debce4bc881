import type { Auth } from 'firebase/auth';
import type { Backend } from '@/backend/types';
import { BackendError } from '@/domain/errors';
import { isResponsableClaim } from './users';

/**
 * Issue 32: a responsable the association removed (`npm run responsable -- retirer`) keeps the
 * claim in the ID token their session holds, up to an hour; firestore.rules refuse them at once,
 * their appointment `responsables/{uid}` being gone. The first refusal such a session meets asks
 * Firebase for a fresh token: Google refuses it (`retirer` revoked the refresh tokens) and the SDK
 * signs the member out; or the fresh token comes without the claim (the Auth emulator, which does
 * not refuse a revoked refresh token), and the session, which follows the token's claim (auth.ts),
 * stops showing the Espace responsable. Nothing is read for it: a refusal to a member without the
 * claim costs nothing, and a session whose claim survives a fresh token (a responsable appointed
 * before the appointments, not brought over yet) asks again at most once a minute.
 */
export function createRefusalCheck(
  auth: Auth,
  { quietMs = 60_000, now = () => Date.now() }: { quietMs?: number; now?: () => number } = {},
): (error: unknown) => void {
  let last = Number.NEGATIVE_INFINITY;
  let checking = false;
  return (error) => {
    if (!(error instanceof BackendError) || error.code !== 'permission-denied') return;
    const user = auth.currentUser;
    if (!user || user.isAnonymous || checking || now() - last < quietMs) return;
    checking = true;
    void (async () => {
      if (!(await isResponsableClaim(user))) return;
      last = now();
      await user.getIdToken(true);
    })()
      .catch((failure: unknown) => console.warn('Jeton de connexion non renouvelé après un refus :', failure))
      .finally(() => {
        checking = false;
      });
  };
}

/** The services that read and write Firestore, where the rules may refuse a responsable removed since. */
const FIRESTORE_SERVICES = ['users', 'messages', 'questions', 'following', 'seances', 'reports', 'governance'] as const;

/** The service, each refusal it reports (a command that fails, an error handed to a callback) seen by `refused` first. */
function watched<T extends object>(service: T, refused: (error: unknown) => void): T {
  const seeing =
    (callback: (...values: unknown[]) => unknown) =>
    (...values: unknown[]) => {
      if (values[0] instanceof BackendError) refused(values[0]);
      return callback(...values);
    };
  return Object.fromEntries(
    Object.entries(service).map(([name, member]) => {
      if (typeof member !== 'function') return [name, member];
      const method = member as (...args: unknown[]) => unknown;
      return [
        name,
        (...args: unknown[]) => {
          const result = method.apply(
            service,
            args.map((arg) => (typeof arg === 'function' ? seeing(arg as (...values: unknown[]) => unknown) : arg)),
          );
          if (!(result instanceof Promise)) return result;
          return result.catch((error: unknown) => {
            refused(error);
            throw error;
          });
        },
      ];
    }),
  ) as T;
}

/** The Firebase backend whose Firestore refusals reach `refused` (createRefusalCheck). */
export function checkingRefusals(backend: Backend, refused: (error: unknown) => void): Backend {
  const checked = { ...backend };
  for (const name of FIRESTORE_SERVICES) Object.assign(checked, { [name]: watched(backend[name], refused) });
  return checked;
}
