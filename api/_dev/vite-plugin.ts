import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Connect, type Plugin } from 'vite';
import type { Env, Handler } from '../_lib/http.js';
import { createDeleteFileHandler } from '../deleteFile.js';
import { createSignUploadHandler } from '../signUpload.js';

export const DELETE_FILE_PATH = '/api/deleteFile';
export const SIGN_UPLOAD_PATH = '/api/signUpload';

/** The functions of api/, by the path Vercel serves each at. */
const FUNCTIONS: Record<string, (deps: { env: Env }) => Handler> = {
  [DELETE_FILE_PATH]: createDeleteFileHandler,
  [SIGN_UPLOAD_PATH]: createSignUploadHandler,
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

function middleware(getHandler: (path: string) => Handler | undefined): Connect.NextHandleFunction {
  return (req, res, next) => {
    const handler = getHandler((req.url ?? '').split('?')[0] ?? '');
    if (!handler) return next();
    toWebRequest(req)
      .then((request) => handler(request))
      .then((response) => writeWebResponse(response, res))
      .catch(next);
  };
}

/**
 * Serves POST /api/deleteFile and POST /api/signUpload in `npm run dev` and `npm run preview` with
 * the very handlers Vercel deploys. Their variables are read with loadEnv(mode, root, ''), in the
 * dev server only: unprefixed variables never reach the browser bundle.
 */
export function apiDevPlugin(): Plugin {
  const handlers = new Map<string, Handler>();
  let env: Record<string, string> = {};
  const getHandler = (path: string): Handler | undefined => {
    const create = Object.hasOwn(FUNCTIONS, path) ? FUNCTIONS[path] : undefined;
    if (!create) return undefined;
    let handler = handlers.get(path);
    if (!handler) handlers.set(path, (handler = create({ env })));
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
