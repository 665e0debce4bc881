import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { BackendError, type Message } from '@/backend/types';
import { createFirebaseMessages } from './messages';
import { fakeFirestore, Timestamp } from './testing/fake-firestore';
import { fakeSession, pupil, tutor, type FakeSession } from './testing/fixtures';
import { createFirestoreProfiles } from './users';

vi.mock('firebase/firestore', () => import('./testing/fake-firestore'));

const db = {} as Firestore;

/** The next list the inbox delivers that `accept` approves. */
function nextInbox(
  service: ReturnType<typeof createFirebaseMessages>,
  uid: string,
  accept: (messages: Message[]) => boolean = () => true,
) {
  return new Promise<Message[]>((resolve, reject) => {
    const stop = service.subscribeInbox(
      uid,
      (messages) => {
        if (!accept(messages)) return;
        stop();
        resolve(messages);
      },
      reject,
    );
  });
}

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('firebase messages', () => {
  let session: FakeSession;
  let messages: ReturnType<typeof createFirebaseMessages>;

  beforeEach(() => {
    fakeFirestore.reset();
    fakeFirestore.seed(`utilisateurs/${pupil.id}`, pupil);
    fakeFirestore.seed(`utilisateurs/${tutor.id}`, tutor);
    session = fakeSession(pupil.id);
    messages = createFirebaseMessages(db, session.auth, createFirestoreProfiles(db));
  });

  it('lists the messages sent to uid only, newest first, naming an unknown sender Anonyme/Inconnu', async () => {
    const base = { from: pupil.id, to: tutor.id, senderName: 'Awa Ngono', senderRole: 'eleve' };
    fakeFirestore.seed('messages/old', { ...base, text: 'Bonjour', date: at('2025-01-02T08:00:00Z') });
    fakeFirestore.seed('messages/new', { ...base, text: 'Merci', date: at('2025-03-01T08:00:00Z') });
    fakeFirestore.seed('messages/legacy', { from: 'x', to: tutor.id, text: 'Salut', date: at('2025-02-01T08:00:00Z') });
    fakeFirestore.seed('messages/other', {
      ...base,
      to: 'someone-else',
      text: 'Pas pour toi',
      date: at('2025-04-01T08:00:00Z'),
    });

    const inbox = await nextInbox(messages, tutor.id);

    expect(inbox.map((message) => message.id)).toEqual(['new', 'legacy', 'old']);
    expect(inbox[1]).toMatchObject({ senderName: 'Anonyme', senderRole: 'Inconnu', text: 'Salut' });
    expect(inbox[0]?.date.toISOString()).toBe('2025-03-01T08:00:00.000Z');
  });

  it('sends as the signed-in member, with name and role from the stored profile, and shows it dated at once', async () => {
    const before = Date.now();
    const arrived = nextInbox(messages, tutor.id, (list) => list.length === 1);
    // A caller cannot choose who the message seems to come from.
    const forged = {
      to: tutor.id,
      text: '  Bonjour monsieur  ',
      from: 'x',
      senderName: 'Directeur',
      senderRole: 'encadreur',
    };
    await messages.send(forged);

    const [message] = await arrived;
    expect(message).toMatchObject({
      from: pupil.id,
      to: tutor.id,
      text: 'Bonjour monsieur',
      senderName: 'Awa Ngono',
      senderRole: 'eleve',
    });
    // The server has not confirmed the time yet: the estimate stands in for it.
    expect(message!.date.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('refuses blank or over-long text and a signed-out sender, writing nothing', async () => {
    for (const text of ['', '   \n ', 'a'.repeat(MESSAGE_MAX_LENGTH + 1)]) {
      await expect(messages.send({ to: tutor.id, text })).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    session.signIn(null);
    await expect(messages.send({ to: tutor.id, text: 'Bonjour' })).rejects.toMatchObject({
      code: 'auth/requires-login',
    });
    expect(fakeFirestore.writes).toEqual([]);

    session.signIn(pupil.id);
    await messages.send({ to: tutor.id, text: 'a'.repeat(MESSAGE_MAX_LENGTH) });
    expect(fakeFirestore.paths('messages')).toHaveLength(1);
  });

  it('refuses to send for an account whose profile is missing', async () => {
    session.signIn('ghost-uid');
    await expect(messages.send({ to: tutor.id, text: 'Bonjour' })).rejects.toMatchObject({
      code: 'auth/requires-login',
    });
    expect(fakeFirestore.paths('messages')).toEqual([]);
  });

  it('reports a refused subscription as a BackendError keeping the SDK code', async () => {
    fakeFirestore.failListens('permission-denied');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await new Promise<BackendError>((resolve) => {
      messages.subscribeInbox(tutor.id, () => {}, resolve);
    });
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe('permission-denied');
  });

  it('deletes a message', async () => {
    fakeFirestore.seed('messages/m1', { from: pupil.id, to: pupil.id, text: 'Note', date: at('2025-01-01') });
    await messages.remove('m1');
    expect(fakeFirestore.get('messages/m1')).toBeUndefined();
  });
});
