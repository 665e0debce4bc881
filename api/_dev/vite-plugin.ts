import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Connect, type Plugin } from 'vite';
import { createDeleteFileHandler, type DeleteFileHandler } from '../deleteFile.js';

export const DELETE_FILE_PATH = '/api/deleteFile';

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

function middleware(getHandler: () => DeleteFileHandler): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== DELETE_FILE_PATH) return next();
    toWebRequest(req)
      .then((request) => getHandler()(request))
      .then((response) => writeWebResponse(response, res))
      .catch(next);
  };
}

/**
 * Serves POST /api/deleteFile in `npm run dev` and `npm run preview` with the very handler Vercel
 * deploys. Its variables are read with loadEnv(mode, root, ''), in the dev server only: unprefixed
 * variables never reach the browser bundle.
 */
export function deleteFileDevPlugin(): Plugin {
  let handler: DeleteFileHandler | undefined;
  let env: Record<string, string> = {};
  const getHandler = () => (handler ??= createDeleteFileHandler({ env }));
  return {
    name: 'commission-etudes:delete-file',
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
