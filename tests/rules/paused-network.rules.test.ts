/**
 * The real Firestore SDK and the real rules, over a connection that stalls and comes back
 * (Yaoundé's mobile data): between the SDK and the emulator sits a relay that can stop passing
 * bytes while keeping the connection open, as a paused emulator (SIGSTOP) or a frozen mobile link
 * would. A write on the stalled link gives up after its time-out with 'deadline-exceeded'; when
 * the link comes back, the SDK sends the write it kept, and the rules' refusal reaches the outbox,
 * where the screens show it to its author (hooks/late-writes.ts).
 */
import { readFileSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedWrite } from '@/backend/firebase/queued';
import { followOutbox, type OutboxEvent } from '@/backend/outbox';
import { emulator } from './rules-env';

/** Relays TCP to the emulator; `paused` stops the bytes both ways, the connections stay open. */
function relay(target: { host: string; port: number }) {
  const pairs = new Set<[Socket, Socket]>();
  let paused = false;
  const server: Server = createServer((client) => {
    const upstream = createConnection(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (paused) pair.forEach((socket) => socket.pause());
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  return {
    server,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    pause() {
      paused = true;
      for (const pair of pairs) pair.forEach((socket) => socket.pause());
    },
    resume() {
      paused = false;
      for (const pair of pairs) pair.forEach((socket) => socket.resume());
    },
    close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!emulator)('a write over a link that stalls, then comes back', () => {
  let link: ReturnType<typeof relay>;
  let env: RulesTestEnvironment;
  let db: Firestore;

  beforeAll(async () => {
    link = relay(emulator!);
    const port = await link.listen();
    env = await initializeTestEnvironment({
      projectId: `demo-stalled-${Date.now()}`,
      firestore: {
        host: '127.0.0.1',
        port,
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
    // A visitor without an account: the rules let them read the forums, never ask a question.
    db = env.unauthenticatedContext().firestore() as unknown as Firestore;
  });

  afterAll(async () => {
    link.resume();
    await env?.cleanup();
    await link?.close();
  });

  it('gives up after the time-out, then the rules’ refusal comes through the outbox once the link is back', async () => {
    // The link works: the SDK is connected.
    await getDoc(doc(db, 'questions', 'aucune'));
    const events: OutboxEvent[] = [];
    const stop = followOutbox((event) => events.push(event));

    link.pause();
    const started = Date.now();
    const write = queuedWrite(
      () =>
        setDoc(doc(db, 'questions', 'bloquee'), { question: 'Écrite sur un réseau figé', pageId: 'EncadreurEleve' }),
      'nouvelle question',
      { timeoutMs: 2_000 },
    );
    await expect(write).rejects.toMatchObject({ name: 'BackendError', code: 'deadline-exceeded' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(events).toEqual([{ id: expect.any(Number), state: 'waiting' }]);

    link.resume();
    await expect.poll(() => events.length, { timeout: 15_000 }).toBe(2);
    expect(events[1]).toMatchObject({
      id: events[0]!.id,
      state: 'refused',
      description: 'nouvelle question',
      error: { code: 'permission-denied' },
    });
    stop();
  }, 30_000);
});
