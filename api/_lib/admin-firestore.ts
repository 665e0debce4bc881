import { importPKCS8, SignJWT } from 'jose';
import { readVariable, type Env } from './http.js';
import type { FetchLike } from './verify-token.js';

/*
 * Firestore with full rights, for the notifications (issue 35). The other functions read Firestore
 * as their caller (firestore-rest.ts, docs/decisions/0005); a notification needs what no member may
 * read: who follows a question, whose devices are subscribed. So the server speaks for itself:
 * a service account (FIREBASE_SERVICE_ACCOUNT, the JSON key file) exchanged for an OAuth2 access
 * token, or, in development, the Firestore emulator's « owner » bypass. REST only, no SDK: the
 * functions stay small and deploy alone (no firebase-admin).
 */

export const TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const DATASTORE_SCOPE = 'https://www.googleapis.com/auth/datastore';
const PRODUCTION_ORIGIN = 'https://firestore.googleapis.com';
/** A token is renewed this long before Google says it expires: a request never carries a stale one. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const ASSERTION_LIFETIME_S = 3600;

/** Firestore (or Google's token service) could not be asked, or answered what was not expected. */
export class AdminFirestoreError extends Error {
  override name = 'AdminFirestoreError';
}

export interface ServiceAccount {
  client_email: string;
  private_key: string;
  project_id?: string;
}

/** How the server proves itself: a service account in production, the emulator's bypass in development. */
export type AdminCredentials = { emulatorHost: string } | { serviceAccount: ServiceAccount };

/**
 * The credentials the variables give, or the French words of what is missing (a 503). With
 * FIRESTORE_EMULATOR_HOST set, the emulator wins: development never touches a real project.
 */
export function readAdminCredentials(env: Env): { credentials: AdminCredentials } | { problem: string } {
  const emulatorHost = readVariable(env, 'FIRESTORE_EMULATOR_HOST');
  if (emulatorHost) return { credentials: { emulatorHost } };
  const raw = readVariable(env, 'FIREBASE_SERVICE_ACCOUNT');
  if (!raw) return { problem: 'FIREBASE_SERVICE_ACCOUNT manquante' };
  try {
    const parsed = JSON.parse(raw) as Partial<ServiceAccount> | null;
    if (typeof parsed?.client_email === 'string' && typeof parsed.private_key === 'string') {
      return { credentials: { serviceAccount: parsed as ServiceAccount } };
    }
  } catch {
    // said below, without ever repeating the value (it holds a private key)
  }
  return { problem: 'FIREBASE_SERVICE_ACCOUNT illisible (attendu : le contenu JSON de la clé du compte de service)' };
}

// ── Values ──────────────────────────────────────────────────────────────────────────────────────

/** A value as Firestore's REST API writes it. */
export type RestValue = Record<string, unknown>;
type RestFields = Record<string, RestValue>;

/** A REST value as plain JavaScript: timestamps as Date, integers as numbers, maps as objects. */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('nullValue' in value) return null;
  if ('referenceValue' in value) return value.referenceValue;
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: RestFields }).fields ?? {});
  if ('arrayValue' in value) {
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decodeValue);
  }
  return undefined;
}

export function decodeFields(fields: RestFields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decodeValue(value)]));
}

/** Plain JavaScript as a REST value (what the server writes: texts, dates, flags, counts, maps). */
export function encodeValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
  throw new TypeError(`Valeur non enregistrable dans Firestore : ${typeof value}`);
}

function encodeFields(data: Record<string, unknown>): RestFields {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, encodeValue(value)]));
}

// ── Queries ─────────────────────────────────────────────────────────────────────────────────────

const FIELD_OPERATORS = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
  in: 'IN',
} as const;

export interface Filter {
  /** A field, or the segments of a path into a map (['suivies', questionId]): each is quoted as needed. */
  field: string | readonly string[];
  op: keyof typeof FIELD_OPERATORS;
  /** `== null` and `!= null` are Firestore's IS_NULL / IS_NOT_NULL (a map's key present: `!= null`). */
  value: unknown;
}

export interface Query {
  /** The collection's id (`abonnements`), or a collection group's with `allDescendants`. */
  collection: string;
  /** The document the collection is under (`seances/abc` for its participants); the root if absent. */
  parent?: string;
  allDescendants?: boolean;
  where?: readonly Filter[];
  limit?: number;
}

/** A field path as Firestore reads it: a segment other than a plain identifier goes between backticks. */
export function fieldPath(field: string | readonly string[]): string {
  const segments = typeof field === 'string' ? [field] : field;
  return segments
    .map((segment) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment.replace(/[`\\]/g, '\\$&')}\``))
    .join('.');
}

function restFilter({ field, op, value }: Filter): RestValue {
  const path = { fieldPath: fieldPath(field) };
  if (value === null && (op === '==' || op === '!=')) {
    return { unaryFilter: { op: op === '==' ? 'IS_NULL' : 'IS_NOT_NULL', field: path } };
  }
  return { fieldFilter: { field: path, op: FIELD_OPERATORS[op], value: encodeValue(value) } };
}

function structuredQuery(query: Query): RestValue {
  const filters = (query.where ?? []).map(restFilter);
  return {
    from: [{ collectionId: query.collection, ...(query.allDescendants && { allDescendants: true }) }],
    ...(filters.length === 1 && { where: filters[0] }),
    ...(filters.length > 1 && { where: { compositeFilter: { op: 'AND', filters } } }),
    ...(query.limit !== undefined && { limit: query.limit }),
  };
}

// ── The client ──────────────────────────────────────────────────────────────────────────────────

export interface AdminDocument {
  /** Its id, the last segment of its path. */
  id: string;
  /** Its path from the database's root: `seances/abc/participants/uid1`. */
  path: string;
  data: Record<string, unknown>;
}

export interface AdminFirestore {
  /** One document, or null when there is none. */
  get(path: string): Promise<AdminDocument | null>;
  query(query: Query): Promise<AdminDocument[]>;
  /**
   * Writes the document only if there is none at `path` (`currentDocument.exists=false`): true
   * when this call created it. Two calls racing: exactly one gets true — the idempotency key.
   */
  createIfAbsent(path: string, data: Record<string, unknown>): Promise<boolean>;
  /** Deletes the document (nothing there is no error). */
  delete(path: string): Promise<void>;
}

export interface AdminFirestoreOptions {
  projectId: string;
  credentials: AdminCredentials;
  fetch?: FetchLike;
  now?: () => Date;
}

type Init = { method?: string; headers?: Record<string, string>; body?: string | URLSearchParams };

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * Firestore's REST API with the server's own rights. The access token is cached until five
 * minutes before it expires, and shared by concurrent requests (one exchange at a time).
 */
export function createAdminFirestore(options: AdminFirestoreOptions): AdminFirestore {
  const { projectId, credentials, fetch: fetchImpl = fetch, now = () => new Date() } = options;
  const origin = 'emulatorHost' in credentials ? `http://${credentials.emulatorHost}` : PRODUCTION_ORIGIN;
  const root = `projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  const base = `${origin}/v1/${root}`;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function exchange(account: ServiceAccount): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    let assertion: string;
    try {
      assertion = await new SignJWT({ scope: DATASTORE_SCOPE })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(account.client_email)
        .setAudience(TOKEN_URL)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ASSERTION_LIFETIME_S)
        .sign(await importPKCS8(account.private_key, 'RS256'));
    } catch (error) {
      throw new AdminFirestoreError('Clé privée du compte de service inutilisable.', { cause: error });
    }
    const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion });
    const answer = await call<{ access_token?: unknown; expires_in?: unknown }>('jeton Google', TOKEN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (typeof answer?.access_token !== 'string') throw new AdminFirestoreError('Google n’a pas donné de jeton.');
    const lifetimeMs = (Number(answer.expires_in) || ASSERTION_LIFETIME_S) * 1000;
    cached = { token: answer.access_token, renewAt: now().getTime() + lifetimeMs - TOKEN_MARGIN_MS };
    return answer.access_token;
  }

  async function authorization(): Promise<string> {
    if ('emulatorHost' in credentials) return 'Bearer owner';
    if (cached && now().getTime() < cached.renewAt) return `Bearer ${cached.token}`;
    pending ??= exchange(credentials.serviceAccount).finally(() => (pending = null));
    return `Bearer ${await pending}`;
  }

  /** A request answered as JSON; 404 gives null. Any other failure is an AdminFirestoreError. */
  async function call<T>(what: string, url: string, init: Init, conflict?: () => T): Promise<T | null> {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      throw new AdminFirestoreError(`Injoignable (${what}).`, { cause: error });
    }
    if (response.status === 404) return null;
    if (response.status === 409 && conflict) return conflict();
    if (!response.ok) throw new AdminFirestoreError(`HTTP ${response.status} (${what}).`);
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new AdminFirestoreError(`Réponse illisible (${what}).`, { cause: error });
    }
  }

  const firestore = async <T>(what: string, url: string, init: Init = {}, conflict?: () => T) =>
    call<T>(what, url, { ...init, headers: { ...init.headers, Authorization: await authorization() } }, conflict);

  const toDocument = (document: { name: string; fields?: RestFields }): AdminDocument => {
    const path = document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length);
    return { id: path.slice(path.lastIndexOf('/') + 1), path, data: decodeFields(document.fields ?? {}) };
  };

  return {
    async get(path) {
      const document = await firestore<{ name: string; fields?: RestFields }>(path, `${base}/${encodePath(path)}`);
      return document ? toDocument(document) : null;
    },

    async query(query) {
      const parent = query.parent ? `${base}/${encodePath(query.parent)}` : base;
      const rows = await firestore<{ document?: { name: string; fields?: RestFields } }[]>(
        `requête ${query.collection}`,
        `${parent}:runQuery`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ structuredQuery: structuredQuery(query) }),
        },
      );
      if (rows !== null && !Array.isArray(rows)) throw new AdminFirestoreError('Réponse de requête inattendue.');
      return (rows ?? []).flatMap((row) => (row.document ? [toDocument(row.document)] : []));
    },

    async createIfAbsent(path, data) {
      // 409 ALREADY_EXISTS: someone (a retry, a doubled run) created it first.
      const created = await firestore<unknown>(
        path,
        `${base}/${encodePath(path)}?currentDocument.exists=false`,
        {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ fields: encodeFields(data) }),
        },
        () => false,
      );
      return created !== false;
    },

    async delete(path) {
      await firestore<unknown>(path, `${base}/${encodePath(path)}`, { method: 'DELETE' });
    },
  };
}
