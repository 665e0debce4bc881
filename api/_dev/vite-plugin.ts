import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport, type Connect, type Plugin } from 'vite';
import type { Env, Handler } from '../_lib/http.js';
import { createDeleteFileHandler } from '../deleteFile.js';
import { createSignUploadHandler } from '../signUpload.js';

export const DELETE_FILE_PATH = '/api/deleteFile';
export const SIGN_UPLOAD_PATH = '/api/signUpload';
export const NOTIFY_PATH = '/api/notify';
/** Vercel Cron's GET in production; by hand in development, with `Authorization: Bearer <CRON_SECRET>`. */
export const REMINDERS_PATH = '/api/reminders';

type Create = (deps: { env: Env }) => Handler;

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A function loaded on its first request by Vite's module runner, with the site's `@/` alias.
 * The notifications' functions reach files of src/ that import through that alias, which the
 * bundler of vite.config.ts (this file is part of it) cannot resolve: imported here statically,
 * they would stop every `vite` and `vitest` command at startup.
 */
function loadedOnDemand(file: string, name: string): () => Promise<Create> {
  return async () => {
    const { module } = await runnerImport<Record<string, Create>>(here(file), {
      configFile: false,
      envFile: false,
      logLevel: 'error',
      resolve: { alias: { '@': here('../../src') } },
    });
    return module[name]!;
  };
}

/** The functions of api/, by the path Vercel serves each at. */
const FUNCTIONS: Record<string, () => Promise<Create>> = {
  [DELETE_FILE_PATH]: async () => createDeleteFileHandler,
  [SIGN_UPLOAD_PATH]: async () => createSignUploadHandler,
  [NOTIFY_PATH]: loadedOnDemand('../notify.ts', 'createNotifyHandler'),
  [REMINDERS_PATH]: loadedOnDemand('../reminders.ts', 'createRemindersHandler'),
};

/** Node's request as a Web Request (the body is buffered: it is a few bytes of JSON). */
async function toWebRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method,
    headers,
    ...(hasBody && { body: Buffer.concat(chunks) }),
  });
}

async function writeWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

function middleware(getHandler: (path: string) => Promise<Handler> | undefined): Connect.NextHandleFunction {
  return (req, res, next) => {
    const handler = getHandler((req.url ?? '').split('?')[0] ?? '');
    if (!handler) return next();
    Promise.all([handler, toWebRequest(req)])
      .then(([handle, request]) => handle(request))
      .then((response) => writeWebResponse(response, res))
      .catch(next);
  };
}

/**
 * Serves the functions of FUNCTIONS (POST /api/deleteFile, /api/signUpload, /api/notify; GET
 * /api/reminders: every method reaches its function, which answers the others 405) in `npm run dev`
 * and `npm run preview` with the very handlers Vercel deploys. Their variables are read with loadEnv(mode, root, ''), in the
 * dev server only: unprefixed variables never reach the browser bundle.
 */
export function apiDevPlugin(): Plugin {
  const handlers = new Map<string, Promise<Handler>>();
  let env: Record<string, string> = {};
  const getHandler = (path: string): Promise<Handler> | undefined => {
    const load = Object.hasOwn(FUNCTIONS, path) ? FUNCTIONS[path] : undefined;
    if (!load) return undefined;
    let handler = handlers.get(path);
    if (!handler) {
      handler = load().then((create) => create({ env }));
      // A load that failed (a syntax error being fixed) is tried again on the next request.
      handler.catch(() => handlers.delete(path));
      handlers.set(path, handler);
    }
    return handler;
  };
  return {
    name: 'commission-etudes:api',
    apply: 'serve', // dev and preview servers, never the build
    configResolved(config) {
      // Every variable (prefix ''), process.env winning over the .env files, as on a host.
      env = loadEnv(config.mode, config.envDir, '');
    },
    configureServer(server) {
      server.middlewares.use(middleware(getHandler));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(getHandler));
    },
  };
}
