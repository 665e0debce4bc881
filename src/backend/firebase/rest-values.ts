import { takeEarlyResponse } from '@/backend/early-responses';
import { runQueryRequest, sendRest, type RestSettings } from '@/backend/firestore-rest';
import type { Unsubscribe } from '@/backend/types';
import { BackendError } from '@/domain/errors';

export { documentsBase } from '@/backend/firestore-rest';

/**
 * Firestore's REST API gives each field as a typed value ({ stringValue }, { timestampValue }…):
 * these turn a document's fields into the plain values the tolerant readers of src/domain take,
 * for the public pages that read without the SDK (directory-rest.ts, programme-rest.ts).
 */

export interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
  arrayValue?: { values?: RestValue[] };
}

export interface RestDocument {
  name?: string;
  fields?: Record<string, RestValue>;
}

export function fromRestValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.mapValue !== undefined) return fromRestFields(value.mapValue.fields);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromRestValue);
  return null;
}

/** A document's fields as plain values: strings, numbers, booleans, Dates, objects, arrays, null. */
export function fromRestFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

/** The id of a document from its REST name (« projects/…/documents/seances/abc » → « abc »). */
export function restId(document: RestDocument): string | undefined {
  return document.name?.split('/').pop();
}

/**
 * The answer to a REST request: the one the page's first script sent already (src/early-screen.ts),
 * if it did, else a new one. A network failure is `unreachable`.
 */
export async function respond(
  request: { url: string; body: string },
  { signal, fetchImpl = fetch, unreachable }: { signal: AbortSignal; fetchImpl?: typeof fetch; unreachable: string },
): Promise<Response> {
  try {
    return await (takeEarlyResponse(request) ?? sendRest(request, signal, fetchImpl));
  } catch (error) {
    throw new BackendError('unavailable', unreachable, { cause: error });
  }
}

/** What a REST answer that is not OK means: refused by the rules, or the service unavailable. */
export function refusal(response: Response): BackendError {
  return new BackendError(response.status === 403 ? 'permission-denied' : 'unavailable');
}

/**
 * Runs a structured query over Firestore's REST API (runQuery, one round trip): the documents it
 * answers, each as its id and plain fields. `unreachable` is the message of the network failure.
 */
export async function runQuery(
  settings: RestSettings,
  structuredQuery: object,
  { signal, fetchImpl = fetch, unreachable }: { signal: AbortSignal; fetchImpl?: typeof fetch; unreachable: string },
): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const response = await respond(runQueryRequest(settings, structuredQuery), { signal, fetchImpl, unreachable });
  if (!response.ok) throw refusal(response);
  // One entry per document; a query without result answers one entry with only its readTime.
  const entries = (await response.json()) as { document?: RestDocument }[];
  return entries.flatMap(({ document }) => {
    const id = document && restId(document);
    return document && id ? [{ id, fields: fromRestFields(document.fields) }] : [];
  });
}

/**
 * A public list read once over REST, as the port's live subscriptions are called: `onChange` with
 * what `read` gave, or `onError` (after logging `failure`); nothing after the unsubscribe, which
 * aborts the request.
 */
export function readOnce<T>(
  read: (signal: AbortSignal) => Promise<T>,
  onChange: (value: T) => void,
  onError: ((error: BackendError) => void) | undefined,
  failure: string,
): Unsubscribe {
  const stop = new AbortController();
  read(stop.signal).then(
    (value) => {
      if (!stop.signal.aborted) onChange(value);
    },
    (error: unknown) => {
      if (stop.signal.aborted) return;
      console.error(failure, error);
      onError?.(error instanceof BackendError ? error : new BackendError('unknown', String(error)));
    },
  );
  return () => stop.abort();
}
