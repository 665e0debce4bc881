import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiDevPlugin } from './vite-plugin';

const SERVER_VARIABLES = [
  'FIREBASE_PROJECT_ID',
  'CLOUDINARY_CLOUD_NAME',
  'CLOUDINARY_API_KEY',
  'CLOUDINARY_API_SECRET',
];
const SIGN_VARIABLES = [
  'FIREBASE_PROJECT_ID',
  'CLOUDINARY_API_KEY',
  'CLOUDINARY_API_SECRET',
  'CLOUDINARY_UPLOAD_PRESET',
];

const NOTIFY_VARIABLES = [
  'CRON_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'FIREBASE_SERVICE_ACCOUNT',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
];

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  // A dev server with none of the function's variables: its answers show the request went through.
  for (const name of [
    ...SERVER_VARIABLES,
    ...SIGN_VARIABLES,
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_CLOUDINARY_UPLOAD_PRESET',
    ...NOTIFY_VARIABLES,
  ])
    vi.stubEnv(name, '');
  server = await createServer({
    configFile: false,
    envDir: false,
    logLevel: 'silent',
    plugins: [apiDevPlugin()],
    server: { host: '127.0.0.1', port: 0, ws: false },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

describe('apiDevPlugin', () => {
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

  it('hands POST /api/signUpload to its function too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${origin}/api/signUpload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ paramsToSign: {} }),
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { ok: boolean; error: string };
    expect(body.error).toBe(`Configuration du serveur incomplète : ${SIGN_VARIABLES.join(', ')}.`);
  });

  it('answers other methods on those paths with 405', async () => {
    for (const path of ['/api/deleteFile?x=1', '/api/signUpload']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
    }
  });

  it('hands POST /api/notify to its function, and GET /api/reminders (the cron’s method) to its own', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const notify = await fetch(`${origin}/api/notify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'message', messageId: 'm1' }),
    });
    expect(notify.status).toBe(500);
    expect(((await notify.json()) as { error: string }).error).toContain('FIREBASE_PROJECT_ID');

    // Without CRON_SECRET the function serves nobody, the cron included.
    const reminders = await fetch(`${origin}/api/reminders`, { headers: { Authorization: 'Bearer x' } });
    expect(reminders.status).toBe(503);
    expect(reminders.headers.get('Cache-Control')).toBe('no-store');
    expect(((await reminders.json()) as { error: string }).error).toContain('CRON_SECRET');
    expect((await fetch(`${origin}/api/reminders`, { method: 'POST' })).status).toBe(405);
  });

  it('leaves every other path to Vite', async () => {
    for (const path of ['/api/autre', '/api/toString', '/api/constructor']) {
      const response = await fetch(`${origin}${path}`, { method: 'POST' });
      expect(response.headers.get('Cache-Control'), path).not.toBe('no-store');
    }
  });
});
