import type { FetchLike } from './verify-token.js';

/** A Firestore REST value, as much of it as this function reads. */
export interface FirestoreValue {
  stringValue?: string;
  booleanValue?: boolean;
  nullValue?: null;
  arrayValue?: { values?: FirestoreValue[] };
  mapValue?: { fields?: Record<string, FirestoreValue> };
}
export type FirestoreFields = Record<string, FirestoreValue>;

/** Firestore could not be asked (network, 5xx, unexpected answer): answer 502. */
export class FirestoreUnavailableError extends Error {
  override name = 'FirestoreUnavailableError';
}

export interface FirestoreReaderOptions {
  projectId: string;
  /** host:port of the Firestore emulator (development), spoken to over plain http. */
  emulatorHost?: string;
  fetch?: FetchLike;
}

/**
 * Reads single documents through the Firestore REST API *as the caller*: their own ID token is the
 * Bearer, so the security rules apply to them exactly as in the browser and no service account is
 * needed. Resolves with the document's fields, or null when it does not exist or the rules hide it.
 */
export function createFirestoreReader(options: FirestoreReaderOptions) {
  const { projectId, emulatorHost, fetch: fetchImpl = fetch } = options;
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  const base = `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;

  return async function getDocument(collection: string, id: string, idToken: string): Promise<FirestoreFields | null> {
    const url = `${base}/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { Authorization: `Bearer ${idToken}` } });
    } catch (error) {
      throw new FirestoreUnavailableError(`Firestore injoignable (${collection}).`, { cause: error });
    }
    if (response.status === 404 || response.status === 403) return null;
    if (!response.ok) {
      throw new FirestoreUnavailableError(`Firestore a répondu HTTP ${response.status} (${collection}).`);
    }
    try {
      const body = (await response.json()) as { fields?: FirestoreFields } | null;
      return body?.fields ?? {};
    } catch (error) {
      throw new FirestoreUnavailableError(`Réponse illisible de Firestore (${collection}).`, { cause: error });
    }
  };
}

export function stringField(fields: FirestoreFields | null, name: string): string | undefined {
  return fields?.[name]?.stringValue;
}

export function booleanField(fields: FirestoreFields | null, name: string): boolean | undefined {
  return fields?.[name]?.booleanValue;
}

/** The publicIds of a question's `attachments` list (entries of any other shape are skipped). */
export function attachmentPublicIds(fields: FirestoreFields | null): string[] {
  const values = fields?.attachments?.arrayValue?.values ?? [];
  return values.flatMap((value) => {
    const publicId = value.mapValue?.fields?.publicId?.stringValue;
    return typeof publicId === 'string' ? [publicId] : [];
  });
}
