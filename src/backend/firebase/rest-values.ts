import type { Unsubscribe } from '@/backend/types';
import { BackendError } from '@/domain/errors';

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

/** Where the REST API of the project's Firestore answers (its emulator in tests). */
export function documentsBase(settings: { projectId: string; firestoreEmulatorHost?: string | undefined }): string {
  const origin = settings.firestoreEmulatorHost
    ? `http://${settings.firestoreEmulatorHost}`
    : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${encodeURIComponent(settings.projectId)}/databases/(default)/documents`;
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
