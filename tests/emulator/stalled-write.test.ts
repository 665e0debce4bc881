/**
 * A write over a connection that is up but never answers (Yaoundé's mobile data when it stalls),
 * with the real Firestore SDK: it is pointed at a local port that accepts the connection and then
 * says nothing, as a paused emulator would. The screen must not wait for ever: queuedWrite gives
 * up after its time-out with 'deadline-exceeded' (the screens keep the text and say so).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedWrite } from '@/backend/firebase/queued';
import { followOutbox, type OutboxEvent } from '@/backend/outbox';

let server: Server;
const sockets = new Set<Socket>();
let app: FirebaseApp;
let db: Firestore;

beforeAll(async () => {
  // Accepts every connection and never writes a byte back.
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  app = initializeApp({ projectId: 'demo-commission-etudes', apiKey: 'demo-api-key' }, `stalled-${Date.now()}`);
  db = initializeFirestore(app, {});
  connectFirestoreEmulator(db, '127.0.0.1', address.port);
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await terminate(db).catch(() => undefined);
  await deleteApp(app).catch(() => undefined);
  await new Promise((resolve) => server.close(resolve));
});

describe('a write to a server that accepts the connection and never answers', () => {
  it('gives up after the time-out with deadline-exceeded, and the write stays announced as waiting', async () => {
    const events: OutboxEvent[] = [];
    const stop = followOutbox((event) => events.push(event));
    const started = Date.now();

    const write = queuedWrite(
      () => setDoc(doc(db, 'questions', 'bloquee'), { question: 'Réseau bloqué ?' }),
      'nouvelle question',
      { timeoutMs: 2_000 },
    );

    await expect(write).rejects.toMatchObject({ name: 'BackendError', code: 'deadline-exceeded' });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(1_900);
    expect(waited).toBeLessThan(6_000);
    expect(sockets.size).toBeGreaterThan(0);
    expect(events).toEqual([{ id: expect.any(Number), state: 'waiting' }]);
    stop();
  }, 15_000);
});
