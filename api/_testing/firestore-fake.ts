/*
 * Firestore's REST API in memory, as api/_lib/admin-firestore.ts speaks it, for the tests of the
 * notifications: get, runQuery (field and unary filters, AND, collection or collection group,
 * parent, limit), PATCH with `currentDocument.exists=false`, DELETE. Documents are set and read
 * as plain values (Date for a timestamp); its own encoding, so it checks the client's rather than
 * sharing it. It also plays Google's token service for a service account. It is a `fetch`: any
 * other address is refused, so a test never reaches the network by mistake.
 * tests/emulator/admin-firestore.test.ts checks the same requests against the real emulator.
 */
import { decodeJwt, jwtVerify, type CryptoKey } from 'jose';

type Plain = Record<string, unknown>;
type Rest = Record<string, unknown>;

function encode(value: unknown): Rest {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: fieldsOf(value as Plain) } };
}

function decode(value: Rest): unknown {
  const [[type, inner]] = Object.entries(value) as [[string, unknown]];
  switch (type) {
    case 'timestampValue':
      return new Date(inner as string);
    case 'integerValue':
      return Number(inner);
    case 'arrayValue':
      return ((inner as { values?: Rest[] }).values ?? []).map(decode);
    case 'mapValue':
      return decodeFields((inner as { fields?: Record<string, Rest> }).fields ?? {});
    default:
      return inner;
  }
}

const fieldsOf = (data: Plain) => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));

const decodeFields = (fields: Record<string, Rest>): Plain =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decode(value)]));

/** `suivies.\`0a-b\`` → ['suivies', '0a-b']. */
function segments(path: string): string[] {
  return [...path.matchAll(/`((?:[^`\\]|\\.)*)`|([^.`]+)/g)].map(([, quoted, plain]) =>
    quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : plain!,
  );
}

function valueAt(data: Plain, path: string): unknown {
  return segments(path).reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' && !(value instanceof Date) ? (value as Plain)[key] : undefined,
    data,
  );
}

const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : value) as number | string;

function matches(data: Plain, filter: Rest): boolean {
  if ('compositeFilter' in filter) {
    return (filter.compositeFilter as { filters: Rest[] }).filters.every((inner) => matches(data, inner));
  }
  if ('unaryFilter' in filter) {
    const { op, field } = filter.unaryFilter as { op: string; field: { fieldPath: string } };
    const value = valueAt(data, field.fieldPath);
    if (op === 'IS_NOT_NULL') return value !== undefined && value !== null;
    if (op === 'IS_NULL') return value === null;
    throw new Error(`filtre non imité : ${op}`);
  }
  const { op, field, value } = filter.fieldFilter as { op: string; field: { fieldPath: string }; value: Rest };
  const actual = valueAt(data, field.fieldPath);
  const wanted = decode(value);
  if (actual === undefined) return false;
  if (op === 'ARRAY_CONTAINS') return Array.isArray(actual) && actual.includes(wanted);
  if (op === 'EQUAL') return comparable(actual) === comparable(wanted);
  // Firestore compares within one type only: a range on dates skips the texts.
  if (typeof comparable(actual) !== typeof comparable(wanted) || actual instanceof Date !== wanted instanceof Date)
    return false;
  const [a, b] = [comparable(actual), comparable(wanted)];
  const results: Record<string, boolean> = {
    LESS_THAN: a < b,
    LESS_THAN_OR_EQUAL: a <= b,
    GREATER_THAN: a > b,
    GREATER_THAN_OR_EQUAL: a >= b,
  };
  if (!(op in results)) throw new Error(`filtre non imité : ${op}`);
  return results[op]!;
}

export interface FirestoreFake {
  /** A document, as plain values. */
  set(path: string, data: Plain): void;
  get(path: string): Plain | undefined;
  /** The paths under a collection (`abonnements`), sorted. */
  paths(collection: string): string[];
  /** Every request, with its Authorization. */
  calls: { method: string; url: string; authorization: string | null }[];
  /** Empties the database and forgets the calls (between tests). */
  reset(): void;
  /** How many access tokens the token service gave. */
  tokensIssued: number;
  /** Serves Firestore (at `origin`) and Google's token service; refuses anything else. */
  fetch: typeof fetch;
}

export interface FirestoreFakeOptions {
  projectId: string;
  /** `http://<emulator host>` or https://firestore.googleapis.com. */
  origin: string;
  /** The public key of the service account whose assertions the token service accepts. */
  serviceAccount?: { email: string; publicKey: CryptoKey };
}

export function firestoreFake({ projectId, origin, serviceAccount }: FirestoreFakeOptions): FirestoreFake {
  const documents = new Map<string, Plain>();
  const prefix = `${origin}/v1/projects/${projectId}/databases/(default)/documents`;
  const name = (path: string) => `projects/${projectId}/databases/(default)/documents/${path}`;
  const issued = new Set<string>();
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const error = (status: number, code: string) => json({ error: { code: status, status: code } }, status);

  const fake: FirestoreFake = {
    set: (path, data) => void documents.set(path, structuredClone(data)),
    get: (path) => documents.get(path),
    paths: (collection) => [...documents.keys()].filter((path) => path.startsWith(`${collection}/`)).sort(),
    calls: [],
    tokensIssued: 0,
    reset() {
      documents.clear();
      fake.calls = [];
    },

    async fetch(input, init) {
      const request = new Request(input, init);
      const { method, url } = request;
      const authorization = request.headers.get('Authorization');
      fake.calls.push({ method, url, authorization });

      if (url === 'https://oauth2.googleapis.com/token' && serviceAccount) {
        const form = new URLSearchParams(await request.text());
        const assertion = form.get('assertion') ?? '';
        // The test's clock, not the machine's: the assertion is checked at the time it says it was made.
        const { iat = 0 } = decodeJwt(assertion);
        const { payload } = await jwtVerify(assertion, serviceAccount.publicKey, {
          issuer: serviceAccount.email,
          audience: 'https://oauth2.googleapis.com/token',
          currentDate: new Date(iat * 1000),
          maxTokenAge: 3600,
        });
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return error(400, 'grant_type');
        if ((payload.exp ?? Infinity) - iat > 3600) return error(400, 'invalid_grant');
        if (payload.scope !== 'https://www.googleapis.com/auth/datastore') return error(400, 'invalid_scope');
        fake.tokensIssued += 1;
        const token = `ya29.jeton-${fake.tokensIssued}`;
        issued.add(token);
        return json({ access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }
      if (!url.startsWith(prefix)) throw new TypeError(`Adresse hors du faux Firestore : ${url}`);
      const allowed = serviceAccount
        ? issued.has(authorization?.replace(/^Bearer /, '') ?? '')
        : authorization === 'Bearer owner';
      if (!allowed) return error(403, 'PERMISSION_DENIED');

      const { pathname, searchParams } = new URL(url);
      const path = decodeURIComponent(pathname.slice(new URL(prefix).pathname.length)).replace(/^\//, '');
      if (method === 'POST' && path.endsWith(':runQuery')) {
        const parent = path.slice(0, -':runQuery'.length);
        const { structuredQuery } = (await request.json()) as { structuredQuery: Rest };
        const [{ collectionId, allDescendants }] = structuredQuery.from as [
          { collectionId: string; allDescendants?: boolean },
        ];
        const under = parent ? `${parent}/` : '';
        const rows = [...documents.entries()]
          .filter(([docPath]) => {
            if (!docPath.startsWith(under)) return false;
            const parts = docPath.slice(under.length).split('/');
            return allDescendants ? parts.at(-2) === collectionId : parts.length === 2 && parts[0] === collectionId;
          })
          .filter(([, data]) => !structuredQuery.where || matches(data, structuredQuery.where as Rest))
          .slice(0, (structuredQuery.limit as number | undefined) ?? Infinity)
          .map(([docPath, data]) => ({ document: { name: name(docPath), fields: fieldsOf(data) } }));
        return json(rows.length > 0 ? rows : [{ readTime: new Date().toISOString() }]);
      }
      if (method === 'GET') {
        const data = documents.get(path);
        return data ? json({ name: name(path), fields: fieldsOf(data) }) : error(404, 'NOT_FOUND');
      }
      if (method === 'PATCH' && searchParams.get('currentDocument.exists') === 'false') {
        // Read first: the check and the write below happen with no await between, as one step.
        const { fields } = (await request.json()) as { fields: Record<string, Rest> };
        if (documents.has(path)) return error(409, 'ALREADY_EXISTS');
        documents.set(path, decodeFields(fields));
        return json({ name: name(path), fields });
      }
      if (method === 'DELETE') {
        documents.delete(path);
        return json({});
      }
      throw new TypeError(`Requête non imitée : ${method} ${url}`);
    },
  };
  return fake;
}
