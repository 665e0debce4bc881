/*
 * Responses to REST requests sent before the app was there (src/early-screen.ts, issue 34), each
 * taken once by the reader that would have sent the same request (backend/firebase/rest-values.ts).
 * A module of its own, with firestore-rest.ts, so that a REST reader does not pull in the early
 * screen's chunk and its lists of the forum's files.
 */

const sent = new Map<string, Promise<Response>>();
const keyOf = (request: { url: string; body: string }) => `${request.url}\n${request.body}`;

/** Keeps the response to `request` for its reader. */
export function keepEarlyResponse(request: { url: string; body: string }, response: Promise<Response>): void {
  response.catch(() => undefined); // whoever takes it reads the failure
  sent.set(keyOf(request), response);
}

/** The response to `request` if it was sent early, once (then it is forgotten). */
export function takeEarlyResponse(request: { url: string; body: string }): Promise<Response> | undefined {
  const key = keyOf(request);
  const response = sent.get(key);
  sent.delete(key);
  return response;
}
