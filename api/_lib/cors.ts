import type { Handler } from './http.js';

/*
 * Same-origin only by default. When the site is hosted elsewhere (Firebase Hosting) than the
 * functions (Vercel), ALLOWED_ORIGINS lists the site's exact origins, comma-separated: those get CORS
 * headers (preflight included); any other origin gets none, and its browser withholds the answer.
 */

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * ALLOWED_ORIGINS as a set of origins (`https://host[:port]`, a trailing slash tolerated), or null
 * when it is unset or blank. Entries that are not an origin (a path, a wildcard…) are left out,
 * with a warning naming them (and the function, `name`, that read them).
 */
export function parseAllowedOrigins(value: string | undefined, name = 'api'): ReadonlySet<string> | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const origins = new Set<string>();
  const rejected: string[] = [];
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      const web = url.protocol === 'https:' || url.protocol === 'http:';
      // Browsers send the host in lower case: so is it compared.
      if (web && url.origin === entry.toLowerCase()) origin = url.origin;
    } catch {
      // not a URL at all
    }
    if (origin) origins.add(origin);
    else rejected.push(entry);
  }
  if (rejected.length > 0) {
    console.warn(
      `${name} : ALLOWED_ORIGINS ignore ce qui n’est pas une origine (https://hôte[:port]) : ${rejected.join(', ')}`,
    );
  }
  return origins;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/**
 * Adds CORS for the allowed origins around the handler. A preflight (OPTIONS) from an allowed
 * origin gets 204 and the permissions of a POST with a bearer token; any answer to an allowed
 * origin names it in Access-Control-Allow-Origin. Other origins get the plain answers.
 */
export function withCors(handler: Handler, origins: ReadonlySet<string> | null): Handler {
  if (origins === null) return handler;
  return async (request) => {
    const origin = request.headers.get('Origin');
    const allowed = origin !== null && origins.has(origin);
    if (allowed && request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
          Vary: 'Origin',
        },
      });
    }
    const response = await handler(request);
    // The answer depends on Origin once origins are listed, allowed or not.
    return withHeaders(
      response,
      allowed ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' },
    );
  };
}
