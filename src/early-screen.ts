import { forumFirstPageQuery, runQueryRequest, sendRest } from './backend/firestore-rest';
import { flaggedMember } from './backend/session-hint';
import { isForumPageId } from './domain/forums';

/*
 * What a forum needs, requested by the page's first script beside the app's code rather than
 * once the app has arrived and routed (issue 34: on « Slow 4G » each wave of requests costs more
 * than half a second): the forum's own chunks, and, in Firebase mode for a visitor, its first page
 * of questions over REST. The forum's REST reader (questions-rest.ts) takes that response instead
 * of asking again. A member's forum waits for their session anyway: nothing is read early for them.
 */

const sent = new Map<string, Promise<Response>>();
const keyOf = (request: { url: string; body: string }) => `${request.url}\n${request.body}`;

type Env = Record<string, string | boolean | undefined>;
const variable = (env: Env, name: string) => {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function startScreenEarly(pathname: string, env: Env = import.meta.env): void {
  const pageId = pathname.replace(/^\/+|\/+$/g, '');
  if (!isForumPageId(pageId)) return;
  for (const load of [
    () => import('./features/forum/forum-page'),
    () => import('./features/forum/question-list'),
    () => import('./features/forum/ask-form'),
  ])
    void load().catch(() => undefined); // the route asks again, and says so if it fails
  const projectId = variable(env, 'VITE_FIREBASE_PROJECT_ID');
  const apiKey = variable(env, 'VITE_FIREBASE_API_KEY');
  if (variable(env, 'VITE_BACKEND') === 'local' || !projectId || !apiKey || flaggedMember()) return;
  const settings = { projectId, apiKey, firestoreEmulatorHost: variable(env, 'VITE_FIRESTORE_EMULATOR_HOST') };
  // The reader that takes the response, and its code, in the same wave as the rest.
  void import('./backend/firebase/public-rest').catch(() => undefined);
  const request = runQueryRequest(settings, forumFirstPageQuery(pageId));
  const response = sendRest(request);
  response.catch(() => undefined); // whoever takes it reads the failure
  sent.set(keyOf(request), response);
}

/** The response to `request` if the page's first script sent it, once (then it is forgotten). */
export function takeEarlyResponse(request: { url: string; body: string }): Promise<Response> | undefined {
  const key = keyOf(request);
  const response = sent.get(key);
  sent.delete(key);
  return response;
}
