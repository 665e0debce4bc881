/*
 * The Firestore REST requests of the Firebase mode (no SDK): how they are built and sent, without
 * any import, for the REST readers (firebase/rest-values.ts) and for src/early-screen.ts, which
 * may send a forum's before the app is here (issue 34; the forum's own: forum-requests.ts).
 */

/** What a REST read needs of the settings. */
export interface RestSettings {
  projectId: string;
  apiKey: string;
  firestoreEmulatorHost?: string | undefined;
}

/** Where the REST API of the project's Firestore answers (its emulator in tests). */
export function documentsBase(settings: Pick<RestSettings, 'projectId' | 'firestoreEmulatorHost'>): string {
  const origin = settings.firestoreEmulatorHost
    ? `http://${settings.firestoreEmulatorHost}`
    : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${encodeURIComponent(settings.projectId)}/databases/(default)/documents`;
}

/** A structured query's request (runQuery): its address and its body. */
export function runQueryRequest(settings: RestSettings, structuredQuery: object): { url: string; body: string } {
  return {
    url: `${documentsBase(settings)}:runQuery?key=${encodeURIComponent(settings.apiKey)}`,
    body: JSON.stringify({ structuredQuery }),
  };
}

/** One document's request (a GET: its body is empty). */
export function documentRequest(settings: RestSettings, path: string): { url: string; body: string } {
  return { url: `${documentsBase(settings)}/${path}?key=${encodeURIComponent(settings.apiKey)}`, body: '' };
}

/** Sends a request built above: a POST of JSON, or a GET without a body. */
export function sendRest(
  request: { url: string; body: string },
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
) {
  return fetchImpl(request.url, {
    ...(request.body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body } : {}),
    ...(signal ? { signal } : {}),
  });
}
