import { keepEarlyResponse } from './backend/early-responses';
import { runQueryRequest, sendRest } from './backend/firestore-rest';
import { forumFirstPageQuery, questionRequest } from './backend/forum-requests';

/*
 * A forum's first page of questions (or a question's page, its document), requested by the page's first script beside the app's code
 * (which the shell preloads) rather than once the app has arrived and routed (issue 34: on « Slow
 * 4G » each wave of requests costs more than half a second). In Firebase mode, for a visitor: the
 * forum's REST reader (questions-rest.ts) takes that response instead of asking again; a member's
 * forum waits for their session anyway. The forum's chunks are requested here too, all at once.
 *
 * A chunk of its own, that the shell's first script asks for beside the app (src/main.tsx): kept
 * tiny, it imports nothing of the app's, whose whole modules would come along. The forums'
 * addresses, the page size and the session flag are therefore written here again;
 * early-screen.test.ts checks them against domain/forums.ts, domain/limits.ts and
 * backend/session-hint.ts.
 */

export const EARLY_FORUMS = /^\/(EncadreurEleve|ParentEncadreur)\/?$/;
/** A question's own page (paths.question): its forum, then its id. */
export const EARLY_QUESTION = /^\/(EncadreurEleve|ParentEncadreur)\/question\/([^/]+)\/?$/;
export const EARLY_PAGE_SIZE = 20;
export const EARLY_SESSION_FLAG = 'commission-etudes.session';

const trimmed = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

function signedIn(): boolean {
  try {
    return (sessionStorage.getItem(EARLY_SESSION_FLAG) ?? localStorage.getItem(EARLY_SESSION_FLAG)) !== null;
  } catch {
    return false;
  }
}

/** The id as the router gives it (a malformed escape: as written, the page then finds no question). */
function decoded(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** The variables it reads (import.meta.env by default), each named so that the build inlines it alone. */
export interface EarlyEnv {
  backend?: unknown;
  projectId?: unknown;
  apiKey?: unknown;
  firestoreEmulatorHost?: unknown;
}

const BUILT: EarlyEnv = {
  backend: import.meta.env.VITE_BACKEND,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  firestoreEmulatorHost: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
};

export function startScreenEarly(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  env: EarlyEnv = BUILT,
): void {
  const pageId = EARLY_FORUMS.exec(pathname)?.[1];
  const questionId = EARLY_QUESTION.exec(pathname)?.[2];
  if (!pageId && !questionId) return;
  // The forum's code and all it imports, in one wave (vite.config.ts: modulePreload); the route
  // takes the same modules when the app gets there.
  const code = pageId
    ? [
        () => import('./features/forum/forum-page'),
        () => import('./features/forum/question-list'),
        () => import('./features/forum/ask-form'),
      ]
    : [() => import('./features/forum/question-page'), () => import('./features/forum/single-question')];
  for (const load of code) void load().catch(() => undefined);
  const projectId = trimmed(env.projectId);
  const apiKey = trimmed(env.apiKey);
  // A filtered view or a search (?matiere=…, ?q=…) reads its own query, not the first page.
  const filtered = pageId !== undefined && new URLSearchParams(search).toString() !== '';
  if (trimmed(env.backend) === 'local' || !projectId || !apiKey || signedIn() || filtered) return;
  // The REST readers (no SDK in them), which read the response below.
  void import('./backend/firebase/public-rest').catch(() => undefined);
  void import('./backend/firebase/questions-rest').catch(() => undefined);
  const settings = { projectId, apiKey, firestoreEmulatorHost: trimmed(env.firestoreEmulatorHost) };
  const request = pageId
    ? runQueryRequest(settings, forumFirstPageQuery(pageId, EARLY_PAGE_SIZE))
    : questionRequest(settings, decoded(questionId!));
  keepEarlyResponse(request, sendRest(request));
}
