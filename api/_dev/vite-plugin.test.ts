// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteFileDevPlugin } from './vite-plugin';

const SERVER_VARIABLES = ['FIREBASE_PROJECT_ID', 'CLOUDINARY_CLOUD_NAME', 'CLOUDINARY_API_KEY', 'CLOUDINARY_API_SECRET'];

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  // A dev server with none of the function's variables: its answers show the request went through.
  for (const name of [...SERVER_VARIABLES, 'VITE_FIREBASE_PROJECT_ID']) vi.stubEnv(name, '');
  server = await createServer({
    configFile: false,
    envDir: false,
    logLevel: 'silent',
    plugins: [deleteFileDevPlugin()],
    server: { host: '127.0.0.1', port: 0, ws: false },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

describe('deleteFileDevPlugin', () => {
  it('hands POST /api/deleteFile to the function, with its JSON and headers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${origin}/api/deleteFile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ publicId: 'forum/a.pdf' }),
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { ok: boolean; error: string };
    expect(body.ok).toBe(false);
    for (const name of SERVER_VARIABLES) expect(body.error).toContain(name);
  });

  it('answers other methods on that path with 405', async () => {
    const response = await fetch(`${origin}/api/deleteFile?x=1`);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });

  it('leaves every other path to Vite', async () => {
    const response = await fetch(`${origin}/api/autre`, { method: 'POST' });
    expect(response.headers.get('Cache-Control')).not.toBe('no-store');
  });
});
