/*
 * What every server function of api/ does the same way: read its variables, answer JSON
 * `{ ok, error? }` (never cached), accept POST only, read a small JSON body, name missing variables
 * in a 500 and never crash without an answer. Each function keeps only its own decision.
 */

export type Env = Record<string, string | undefined>;
export type Handler = (request: Request) => Promise<Response>;

/** A variable's trimmed value, or undefined when it is unset or blank. */
export function readVariable(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** `{ ok: true, ...extra }` for a success, `{ ok: false, error }` for a refusal; never cached. */
export function reply(
  status: number,
  error?: string,
  headers: Record<string, string> = {},
  extra: Record<string, string> = {},
): Response {
  return Response.json(error === undefined ? { ok: true, ...extra } : { ok: false, error }, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

const BODY_MAX_LENGTH = 10_000;

/** The request's body as a JSON object, or the French words of what is wrong with it (a 400). */
export async function readJsonObject(
  request: Request,
): Promise<{ body: Record<string, unknown> } | { problem: string }> {
  const text = await request.text();
  if (text.length > BODY_MAX_LENGTH) return { problem: 'Requête trop volumineuse.' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: 'Le corps de la requête doit être du JSON.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { problem: 'Le corps de la requête doit être un objet JSON.' };
  }
  return { body: body as Record<string, unknown> };
}

/** A server variable a function needs, and the site's variable that may stand in for it. */
export interface Variable<N extends string> {
  name: N;
  fallback?: string;
}

const methodNotAllowed = () => reply(405, 'Méthode non autorisée : utilisez POST.', { Allow: 'POST' });

/**
 * A POST-only function `name` built from its variables once they are all set. Until then it
 * answers 500 naming the missing ones (never their values). Other methods get 405; anything the
 * function throws becomes a logged 500.
 */
export function createPostEndpoint<N extends string>(
  name: string,
  env: Env,
  variables: readonly Variable<N>[],
  build: (values: Record<N, string>) => Handler,
): Handler {
  const values: Partial<Record<N, string>> = {};
  const missing: string[] = [];
  for (const variable of variables) {
    const value =
      readVariable(env, variable.name) ?? (variable.fallback ? readVariable(env, variable.fallback) : undefined);
    if (value === undefined) missing.push(variable.name);
    else values[variable.name] = value;
  }
  if (missing.length > 0) {
    return async (request) => {
      if (request.method !== 'POST') return methodNotAllowed();
      console.error(`${name} : variables serveur manquantes : ${missing.join(', ')}`);
      return reply(500, `Configuration du serveur incomplète : ${missing.join(', ')}.`);
    };
  }
  const handle = build(values as Record<N, string>);
  return async (request) => {
    if (request.method !== 'POST') return methodNotAllowed();
    try {
      return await handle(request);
    } catch (error) {
      console.error(`${name} : erreur inattendue :`, error);
      return reply(500, 'Erreur interne du serveur.');
    }
  };
}

/**
 * A function's Vercel entry points: one handler, built on first use from the deployment's variables
 * (process.env), answering every method (others than POST get 405 with `Allow: POST`; OPTIONS is
 * the CORS preflight when ALLOWED_ORIGINS is set).
 */
export function vercelEntries(create: (env: Env) => Handler) {
  let handler: Handler | undefined;
  const handle: Handler = (request) => {
    handler ??= create(process.env);
    return handler(request);
  };
  return { POST: handle, GET: handle, PUT: handle, PATCH: handle, DELETE: handle, OPTIONS: handle };
}
