import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * A copy of the built site served as the hosts serve it (clean URLs: /blog from blog.html, shell.html
 * for any other address), on its own port, that a test may change, or stop to be offline for real:
 * the service worker's requests then fail as they would without a network. Text is gzipped for a
 * browser that accepts it, as Firebase Hosting and Vercel do: the benches on a throttled network
 * (tests/e2e-firebase/screens.bench.ts) then download what a phone downloads. Functions of api/
 * may be served beside it, in this process, as Vercel serves them (`functions`, by path).
 */

const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.xml', '.txt']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** A server function as Vercel runs it (api/_lib/http.ts): a Web Request in, a Web Response out. */
export type SiteFunction = (request: Request) => Promise<Response>;

export interface SiteCopy {
  root: string;
  origin: string;
  /** Stops answering at once (open connections are cut). */
  stop(): Promise<void>;
  /** Stops, and deletes the copy. */
  dispose(): Promise<void>;
}

function fileFor(root: string, pathname: string): string | undefined {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = extname(path)
    ? [path]
    : path === '/'
      ? ['/index.html']
      : [`${path.replace(/\/+$/, '')}.html`, '/shell.html'];
  return candidates
    .map((candidate) => join(root, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

type NodeRequest = IncomingMessage | Http2ServerRequest;
type NodeResponse = ServerResponse | Http2ServerResponse;

/** Node's request as a Web Request (its body buffered: a function's is a few bytes of JSON). */
async function webRequest(request: NodeRequest, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || value === undefined) continue; // HTTP/2's pseudo-headers
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    ...(method !== 'GET' && method !== 'HEAD' && { body: Buffer.concat(chunks) }),
  });
}

/** Answers with what `run` returns; a function that throws is a 500, as on Vercel. */
async function answerWith(run: SiteFunction, request: NodeRequest, response: NodeResponse, origin: string) {
  let answer: Response;
  try {
    answer = await run(await webRequest(request, origin));
  } catch (error) {
    console.error(`Fonction ${request.url} :`, error);
    answer = new Response(null, { status: 500 });
  }
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, headers);
  response.end(body);
}

/**
 * Serves a copy of `dist` on `port` (a free one by default). With `tls` (a key and its certificate),
 * over HTTPS and HTTP/2, as the hosts serve a site: a page's chunks then share one connection,
 * where HTTP/1.1 queues them six at a time (tests/e2e-firebase/bench-kit.ts). `functions` answer
 * their paths (`/api/notify`: every method) before any file.
 */
export async function serveCopy(
  dist: string,
  port = 0,
  tls?: { key: string; cert: string },
  functions: Record<string, SiteFunction> = {},
): Promise<SiteCopy> {
  const root = mkdtempSync(join(tmpdir(), 'pwa-site-'));
  cpSync(dist, root, { recursive: true });
  const sockets = new Set<Socket>();
  const gzipped = new Map<string, Buffer>();
  let origin = '';
  const answer = (request: NodeRequest, response: NodeResponse): void => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const run = Object.hasOwn(functions, pathname) ? functions[pathname] : undefined;
    if (run) {
      answerWith(run, request, response, origin).catch((error: unknown) => console.error(error)); // a client gone
      return;
    }
    const file = fileFor(root, pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const cache = file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cache,
      vary: 'accept-encoding',
    };
    if (COMPRESSED.has(extname(file)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      // A test may change a file of the copy (a new deployment): compressed again on each request.
      const body = file.includes('/assets/') ? gzipped.get(file) : undefined;
      const compressed = body ?? gzipSync(readFileSync(file));
      if (file.includes('/assets/')) gzipped.set(file, compressed);
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      response.end(compressed);
      return;
    }
    response.writeHead(200, headers);
    response.end(readFileSync(file));
  };
  const server: Server | ReturnType<typeof createSecureServer> = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, answer)
    : createServer(answer);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  origin = `${tls ? 'https' : 'http'}://127.0.0.1:${listening}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    root,
    origin,
    stop,
    dispose: async () => {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
