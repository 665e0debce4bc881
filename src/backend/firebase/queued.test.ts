// @vitest-environment jsdom
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followOutbox, type OutboxEvent } from '@/backend/outbox';
import { messageUseCases } from '@/backend/use-cases/messages';
import { questionUseCases } from '@/backend/use-cases/questions';
import { BackendError } from '@/domain/errors';
import { createFirebaseActing } from './acting';
import { createFirebaseFollowingStore } from './following';
import { createFirebaseMessageStore } from './messages';
import { createFirebaseQuestionStore } from './questions';
import { queuedWrite } from './queued';
import { FirestoreError, fakeFirestore, Timestamp } from './testing/fake-firestore';
import { fakeSession, pupil, tutor } from './testing/fixtures';
import { createFirestoreProfiles } from './users';

vi.mock('firebase/firestore', () => import('./testing/fake-firestore'));

let online = true;

/** navigator.onLine, then the event, as the browser does. */
function network(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/** Whether `promise` has settled after a few turns of the event loop. */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

/** A write the server never answers, as the SDK's promise without a network. */
const unanswered = () => new Promise<void>(() => {});

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

describe('queuedWrite', () => {
  it('online, waits for the server, and passes its refusal on with the SDK’s code', async () => {
    expect(await settlesSoon(queuedWrite(unanswered, 'test'))).toBe(false);
    await expect(queuedWrite(async () => 'ok', 'test')).resolves.toBeUndefined();
    const refused = queuedWrite(
      () => Promise.reject(new FirestoreError('permission-denied', 'Missing permissions')),
      'test',
    );
    await expect(refused).rejects.toBeInstanceOf(BackendError);
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('offline, returns once the write is issued, without waiting for the server', async () => {
    network(false);
    const write = vi.fn(unanswered);
    await expect(queuedWrite(write, 'test')).resolves.toBeUndefined();
    expect(write).toHaveBeenCalledOnce();
  });

  it('stops waiting when the network goes during the write', async () => {
    const call = queuedWrite(unanswered, 'test');
    expect(await settlesSoon(call)).toBe(false);
    network(false);
    await expect(call).resolves.toBeUndefined();
  });

  it('logs a refusal that comes after it returned, instead of losing it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    network(false);
    let refuse!: (error: unknown) => void;
    await queuedWrite(() => new Promise((_, reject) => (refuse = reject)), 'nouvelle question');
    expect(logged).not.toHaveBeenCalled();
    refuse(new FirestoreError('permission-denied', 'Missing permissions'));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledOnce());
    expect(logged.mock.calls[0]![0]).toMatch(/nouvelle question/);
    expect(logged.mock.calls[0]![1]).toMatchObject({ name: 'BackendError', code: 'permission-denied' });
  });

  it('online but stalled, gives up after the time-out with deadline-exceeded, and announces the late outcome', async () => {
    const events: OutboxEvent[] = [];
    const stop = followOutbox((event) => events.push(event));
    let answer!: () => void;
    const started = Date.now();
    const stalled = queuedWrite(() => new Promise<void>((resolve) => (answer = resolve)), 'nouvelle question', {
      timeoutMs: 50,
    });
    await expect(stalled).rejects.toMatchObject({ name: 'BackendError', code: 'deadline-exceeded' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(events).toEqual([{ id: expect.any(Number), state: 'waiting' }]);
    answer();
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ id: events[0]!.id, state: 'sent' }));
    stop();
  });

  it('offline, a refusal that comes after it returned reaches whoever follows the outbox', async () => {
    const events: OutboxEvent[] = [];
    const stop = followOutbox((event) => events.push(event));
    network(false);
    let refuse!: (error: unknown) => void;
    await queuedWrite(() => new Promise((_, reject) => (refuse = reject)), 'nouvelle question');
    refuse(new FirestoreError('permission-denied', 'Missing permissions'));
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events[1]).toMatchObject({
      state: 'refused',
      description: 'nouvelle question',
      error: { code: 'permission-denied' },
    });
    stop();
  });

  it('offline too, reports a value refused at once', async () => {
    network(false);
    const invalid = new FirestoreError('invalid-argument', 'Unsupported field value: undefined');
    await expect(
      queuedWrite(() => {
        throw invalid;
      }, 'test'),
    ).rejects.toMatchObject({ name: 'BackendError', code: 'invalid-argument' });
    await expect(queuedWrite(() => Promise.reject(invalid), 'test')).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});

describe('the firebase adapter’s writes without a network', () => {
  const db = {} as Firestore;
  const FORUM = 'EncadreurEleve';
  const as = (uid: string) => {
    const { auth } = fakeSession(uid);
    const profiles = createFirestoreProfiles(db);
    return {
      questions: questionUseCases(
        createFirebaseQuestionStore(db, auth),
        createFirebaseActing(auth, profiles),
        createFirebaseFollowingStore(db),
      ),
      messages: messageUseCases(createFirebaseMessageStore(db, auth), createFirebaseActing(auth, profiles), () => uid),
    };
  };
  const attachment = {
    url: 'https://res.cloudinary.com/x/raw/upload/v1/cours.pdf',
    publicId: 'cours',
    fileName: 'cours.pdf',
  };

  beforeEach(() => {
    fakeFirestore.reset();
    fakeFirestore.seed(`utilisateurs/${pupil.id}`, pupil);
    fakeFirestore.seed(`utilisateurs/${tutor.id}`, tutor);
    fakeFirestore.seed('questions/q1', {
      question: 'Question de Awa',
      userId: pupil.id,
      userName: 'Awa Ngono',
      role: 'eleve',
      classe: '3e',
      matiere: null,
      date: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')),
      pageId: FORUM,
      attachments: [attachment],
      replies: [],
    });
    fakeFirestore.seed('messages/m1', { from: tutor.id, to: pupil.id, text: 'Bonjour', date: Timestamp.now() });
    // The server does not answer: each write is in the cache at once, its promise waits.
    fakeFirestore.holdWrites();
  });

  it('online, a question waits for the server’s answer', async () => {
    const asked = as(pupil.id).questions.ask({
      pageId: FORUM,
      question: 'En ligne',
      attachments: [],
      matiere: 'Mathématiques',
    });
    expect(await settlesSoon(asked)).toBe(false);
    fakeFirestore.answerHeldWrites();
    await expect(asked).resolves.toBeUndefined();
  });

  it('offline, a question returns at once and is in the local cache, where the live forum reads it', async () => {
    network(false);
    await as(pupil.id).questions.ask({
      pageId: FORUM,
      question: 'Hors ligne',
      attachments: [],
      matiere: 'Mathématiques',
    });
    expect(fakeFirestore.heldWrites).toBe(1);
    expect(fakeFirestore.documentsOf('questions').map((question) => question.question)).toContain('Hors ligne');
  });

  it('offline, every write of messages and questions returns while the server is silent', async () => {
    network(false);
    const pupilSide = as(pupil.id);
    const tutorSide = as(tutor.id);
    await pupilSide.messages.send({ to: tutor.id, text: 'Merci' });
    await pupilSide.messages.remove('m1');
    await pupilSide.questions.edit('q1', 'Question corrigée');
    await tutorSide.questions.reply('q1', 'Voici la réponse.');
    await pupilSide.questions.removeAttachment('q1', attachment);
    await pupilSide.questions.remove('q1');
    expect(fakeFirestore.heldWrites).toBe(6);
    expect(fakeFirestore.get('messages/m1')).toBeUndefined();
    expect(fakeFirestore.get('questions/q1')).toBeUndefined();
  });

  it('offline, the server’s later refusal is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    network(false);
    await as(pupil.id).messages.send({ to: tutor.id, text: 'Merci' });
    fakeFirestore.answerHeldWrites('permission-denied');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledOnce());
    expect(logged.mock.calls[0]![1]).toMatchObject({ code: 'permission-denied' });
  });
});
