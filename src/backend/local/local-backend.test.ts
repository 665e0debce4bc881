import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend, Message, Question, UserProfile } from '@/backend/types';
import { REPLIES_MAX } from '@/domain/limits';
import { people } from '@tests/setup/people';
import { createTestBackend, memoryStorage, testClock } from '@tests/setup/test-backend';

const clock = testClock();

/** Two tabs of one browser: one database and one localStorage, one sessionStorage each; one clock. */
function twoTabs() {
  const databaseName = `local-backend-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage(), now: clock.now };
  return [createTestBackend(databaseName, options), createTestBackend(databaseName, options)] as const;
}

/** A responsable (the local demonstration's way) approves the tutor, from the given tab. */
async function approve(tab: Backend, tutorId: string) {
  await tab.demo!.setResponsable(true);
  await tab.governance.approveTutor(tutorId);
  await tab.demo!.setResponsable(false);
}

// Typed in mixed case: accounts must not depend on the letter case of the address.
const eleve = { ...people.eleve, email: 'Awa.Ngono@Example.cm' };
const encadreur = people.encadreur;

function nextValue<T>(subscribe: (onChange: (value: T) => void) => () => void, accept: (value: T) => boolean) {
  return new Promise<T>((resolve) => {
    const stop = subscribe((value) => {
      if (accept(value)) {
        queueMicrotask(() => stop());
        resolve(value);
      }
    });
  });
}

describe('local backend: accounts', () => {
  let tab: Backend;
  beforeEach(() => {
    [tab] = twoTabs();
  });

  it('creates an account, keeps the session signed out, then signs in with any letter case', async () => {
    const created = await tab.auth.signUp(eleve);
    expect(created).toMatchObject({ email: 'awa.ngono@example.cm', role: 'eleve', quartier: 'Mvog-Ada' });
    expect(await tab.auth.getIdToken()).toBeNull();

    const user = await tab.auth.signIn('AWA.NGONO@example.cm', 'secret-123');
    expect(user).toEqual({
      ...eleve.profile,
      id: created.id,
      email: 'awa.ngono@example.cm',
      suspendu: false,
      responsable: false,
    });
    expect(await tab.auth.getIdToken()).toBe(`local:${created.id}`);
  });

  it('answers with the error codes of Firebase Auth', async () => {
    await tab.auth.signUp(eleve);
    await expect(tab.auth.signUp(eleve)).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
    await expect(tab.auth.signUp({ ...eleve, email: 'x@y.cm', password: '12345' })).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
    await expect(tab.auth.signUp({ ...eleve, email: 'pas-un-email' })).rejects.toMatchObject({
      code: 'auth/invalid-email',
    });
    await expect(tab.auth.signIn('inconnu@example.cm', 'secret-123')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    await expect(tab.auth.signIn(eleve.email, 'mauvais')).rejects.toMatchObject({ code: 'auth/wrong-password' });
  });

  it('never stores the password itself', async () => {
    const indexedDbDump = JSON.stringify(await tab.auth.signUp(eleve));
    expect(indexedDbDump).not.toContain('secret-123');
  });

  it('keeps only the fields of the chosen role', async () => {
    const created = await tab.auth.signUp({
      ...encadreur,
      profile: { ...encadreur.profile, examen: 'BEPC', isAdmin: true } as unknown as typeof encadreur.profile,
    });
    expect(created).not.toHaveProperty('examen');
    expect(created).not.toHaveProperty('isAdmin');
  });

  it('streams the session: null, then the profile after sign-in, then null after sign-out', async () => {
    const seen: (UserProfile | null)[] = [];
    const stop = tab.auth.subscribe((user) => seen.push(user));
    await tab.auth.signUp(eleve);
    await tab.auth.signIn(eleve.email, eleve.password);
    await expect.poll(() => seen.at(-1)?.prenom).toBe('Awa');
    await tab.auth.signOut();
    await expect.poll(() => seen.at(-1)).toBeNull();
    stop();
    expect(seen[0]).toBeNull();
  });

  it('lets two tabs hold two different members side by side', async () => {
    const [first, second] = twoTabs();
    await first.auth.signUp(eleve);
    await first.auth.signUp(encadreur);
    await first.auth.signIn(eleve.email, eleve.password);
    await second.auth.signIn(encadreur.email, encadreur.password);
    const inFirst = await nextValue<UserProfile | null>((cb) => first.auth.subscribe(cb), (u) => u !== null);
    const inSecond = await nextValue<UserProfile | null>((cb) => second.auth.subscribe(cb), (u) => u !== null);
    expect(inFirst?.role).toBe('eleve');
    expect(inSecond?.role).toBe('encadreur');
  });

  it('lets a member read their own profile only', async () => {
    const a = await tab.auth.signUp(eleve);
    const b = await tab.auth.signUp(encadreur);
    await tab.auth.signIn(eleve.email, eleve.password);
    expect((await tab.users.get(a.id))?.nom).toBe('Ngono');
    await expect(tab.users.get(b.id)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('local backend: messages and questions', () => {
  let pupilTab: Backend;
  let tutorTab: Backend;
  let pupil: UserProfile;
  let tutor: UserProfile;

  beforeEach(async () => {
    [pupilTab, tutorTab] = twoTabs();
    pupil = await pupilTab.auth.signUp(eleve);
    tutor = await pupilTab.auth.signUp(encadreur);
    await pupilTab.auth.signIn(eleve.email, eleve.password);
    await tutorTab.auth.signIn(encadreur.email, encadreur.password);
  });

  afterEach(async () => {
    await pupilTab.auth.signOut();
    await tutorTab.auth.signOut();
  });

  it('delivers a message live to the other tab, with the sender name and role from the profile', async () => {
    const inbox = nextValue<Message[]>((cb) => tutorTab.messages.subscribeInbox(tutor.id, cb), (l) => l.length > 0);
    await pupilTab.messages.send({ to: tutor.id, text: '  Bonjour monsieur  ' });
    const [message] = await inbox;
    expect(message).toMatchObject({ from: pupil.id, text: 'Bonjour monsieur', senderName: 'Awa Ngono', senderRole: 'eleve' });
  });

  it('refuses a blank or over-long message, and a delete by anyone but the recipient', async () => {
    await expect(pupilTab.messages.send({ to: tutor.id, text: '   ' })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(pupilTab.messages.send({ to: tutor.id, text: 'a'.repeat(2001) })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await pupilTab.messages.send({ to: tutor.id, text: 'Merci' });
    const [message] = await nextValue<Message[]>((cb) => tutorTab.messages.subscribeInbox(tutor.id, cb), (l) => l.length === 1);
    await expect(pupilTab.messages.remove(message!.id)).rejects.toMatchObject({ code: 'permission-denied' });
    await tutorTab.messages.remove(message!.id);
    await nextValue<Message[]>((cb) => tutorTab.messages.subscribeInbox(tutor.id, cb), (l) => l.length === 0);
  });

  it('gives only the newest questions of a forum when a limit is given', async () => {
    for (const n of [1, 2, 3]) {
      await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: `Question ${n}`, attachments: [] });
      clock.advance(11); // distinct dates, under the members' rate
    }
    const newest = await nextValue<Question[]>(
      (cb) => tutorTab.questions.subscribe('EncadreurEleve', cb, undefined, { limit: 2 }),
      (l) => l.length > 0,
    );
    expect(newest.map((q) => q.question)).toEqual(['Question 3', 'Question 2']);
  });

  it('keeps two replies written at the same moment in two tabs', async () => {
    await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Comment factoriser x² − 1 ?', attachments: [] });
    const [asked] = await nextValue<Question[]>((cb) => tutorTab.questions.subscribe('EncadreurEleve', cb), (l) => l.length === 1);
    await Promise.all([
      pupilTab.questions.reply(asked!.id, 'Je pense à (x − 1)(x + 1).'),
      tutorTab.questions.reply(asked!.id, 'Exactement : une identité remarquable.'),
    ]);
    const [withReplies] = await nextValue<Question[]>((cb) => tutorTab.questions.subscribe('EncadreurEleve', cb), (l) => l[0]?.replies.length === 2);
    expect(withReplies!.replies.map((r) => r.userName).sort()).toEqual(['Awa Ngono', 'Paul Essomba']);
  });

  it('applies the forum permissions: an approved tutor deletes a pupil question, the pupil cannot edit the tutor one', async () => {
    await approve(pupilTab, tutor.id);
    await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Question de l’élève', attachments: [] });
    await tutorTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Question de l’encadreur', attachments: [] });
    const list = await nextValue<Question[]>((cb) => pupilTab.questions.subscribe('EncadreurEleve', cb), (l) => l.length === 2);
    const fromPupil = list.find((q) => q.role === 'eleve')!;
    const fromTutor = list.find((q) => q.role === 'encadreur')!;
    expect(fromTutor).toMatchObject({ classe: 'Terminale', matiere: 'Mathématiques' });
    expect(fromPupil).toMatchObject({ classe: '3e', matiere: null });
    await expect(pupilTab.questions.edit(fromTutor.id, 'modifiée')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(pupilTab.questions.remove(fromTutor.id)).rejects.toMatchObject({ code: 'permission-denied' });
    await tutorTab.questions.remove(fromPupil.id);
    await nextValue<Question[]>((cb) => pupilTab.questions.subscribe('EncadreurEleve', cb), (l) => l.length === 1);
  });

  it('keeps at most REPLIES_MAX replies, refuses the next, and refuses a question outside the forums', async () => {
    await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Très demandée', attachments: [] });
    const [asked] = await nextValue<Question[]>((cb) => pupilTab.questions.subscribe('EncadreurEleve', cb), (l) => l.length === 1);
    for (let n = 0; n < REPLIES_MAX; n += 1) {
      await tutorTab.questions.reply(asked!.id, `Réponse ${n}`);
      clock.advance(11); // under the members' rate: 6 posts a minute
    }
    await expect(pupilTab.questions.reply(asked!.id, 'Une de trop')).rejects.toMatchObject({ code: 'question/full' });
    await expect(
      pupilTab.questions.ask({ pageId: 'AutreForum', question: 'Ailleurs', attachments: [] }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    const pdf = { url: 'local-file:x', publicId: 'x', fileName: 'x.pdf' };
    await expect(
      pupilTab.questions.ask({ pageId: 'ParentEncadreur', question: 'Avec PDF', attachments: [pdf] }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
