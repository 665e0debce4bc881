import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '@/backend/types';
import { createFirebaseQuestions } from './questions';
import { fakeFirestore, Timestamp } from './testing/fake-firestore';
import { approvedTutor, fakeSession, parent, pupil, tutor } from './testing/fixtures';
import { createFirestoreProfiles } from './users';

vi.mock('firebase/firestore', () => import('./testing/fake-firestore'));
// A signed-out visitor replies through an anonymous account (fixtures.ts gives one).
vi.mock('firebase/auth', () => ({
  signInAnonymously: (auth: { signInAnonymously: () => Promise<unknown> }) => auth.signInAnonymously(),
}));

const db = {} as Firestore;
const FORUM = 'EncadreurEleve';

/** The questions service as seen by one member (null: a signed-out visitor). */
function as(uid: string | null) {
  return createFirebaseQuestions(db, fakeSession(uid).auth, createFirestoreProfiles(db));
}

function nextForum(pageId: string, accept: (questions: Question[]) => boolean = () => true) {
  return new Promise<Question[]>((resolve, reject) => {
    const stop = as(null).subscribe(
      pageId,
      (questions) => {
        if (!accept(questions)) return;
        stop();
        resolve(questions);
      },
      reject,
    );
  });
}

const attachment = { url: 'https://res.cloudinary.com/x/raw/upload/v1/cours.pdf', publicId: 'cours', fileName: 'cours.pdf' };

/** The record of an upload (file-records.ts): only its owner may attach it. */
function seedUpload(owner: { id: string }, file = attachment) {
  fakeFirestore.seed(`fichiers/${file.publicId}`, { owner: owner.id, publicId: file.publicId, url: file.url, version: 1, fileName: file.fileName, questionId: null });
}

function seedQuestion(id: string, author: typeof pupil | typeof tutor | typeof parent, extra: Record<string, unknown> = {}) {
  fakeFirestore.seed(`questions/${id}`, {
    question: `Question de ${author.prenom}`,
    userId: author.id,
    userName: `${author.prenom} ${author.nom}`,
    role: author.role,
    classe: null,
    matiere: null,
    date: Timestamp.fromDate(new Date('2025-02-01T10:00:00Z')),
    pageId: FORUM,
    attachments: [],
    replies: [],
    ...extra,
  });
}

/** Every value the adapter wrote to a question's `replies` field. */
function writtenReplies() {
  return fakeFirestore.writes.filter((write) => write.data && 'replies' in write.data).map((write) => write.data!.replies);
}

describe('firebase questions', () => {
  beforeEach(() => {
    fakeFirestore.reset();
    for (const person of [pupil, tutor, parent]) fakeFirestore.seed(`utilisateurs/${person.id}`, person);
  });

  it('asks with the name, role, class and subject of the stored profile, listed newest first per forum', async () => {
    seedUpload(tutor);
    await as(pupil.id).ask({ pageId: FORUM, question: '  Comment factoriser x² − 1 ?  ', attachments: [] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await as(tutor.id).ask({ pageId: FORUM, question: 'Exercice du jour', attachments: [attachment] });
    await as(parent.id).ask({ pageId: 'ParentEncadreur', question: 'Réunion ?', attachments: [] });

    const forum = await nextForum(FORUM);

    expect(forum.map((question) => question.userName)).toEqual(['Paul Essomba', 'Awa Ngono']);
    expect(forum[0]).toMatchObject({
      role: 'encadreur',
      classe: 'Terminale',
      matiere: 'Mathématiques',
      attachments: [attachment],
    });
    expect(forum[1]).toMatchObject({
      question: 'Comment factoriser x² − 1 ?',
      role: 'eleve',
      classe: '3e',
      matiere: null,
    });
    expect(forum.every((question) => !Number.isNaN(question.date.getTime()))).toBe(true);
  });

  it('refuses a blank question without attachment, and a signed-out visitor', async () => {
    await expect(as(pupil.id).ask({ pageId: FORUM, question: '  ', attachments: [] })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(as(null).ask({ pageId: FORUM, question: 'Bonjour', attachments: [] })).rejects.toMatchObject({
      code: 'auth/requires-login',
    });
    expect(fakeFirestore.paths('questions')).toEqual([]);
    seedUpload(pupil);
    await as(pupil.id).ask({ pageId: FORUM, question: '', attachments: [attachment] });
    expect(fakeFirestore.paths('questions')).toHaveLength(1);
    // The file is now bound to this question, in the same batch.
    expect(fakeFirestore.get('fichiers/cours')?.questionId).toBe(fakeFirestore.paths('questions')[0]!.split('/')[1]);
  });

  it('reads only the newest questions when a limit is given', async () => {
    for (const [n, day] of [[1, '01'], [2, '02'], [3, '03']] as const) {
      seedQuestion(`q${n}`, pupil, { question: `Question ${n}`, date: Timestamp.fromDate(new Date(`2025-02-${day}T10:00:00Z`)) });
    }
    const newest = await new Promise<Question[]>((resolve) => {
      const stop = as(null).subscribe(FORUM, (questions) => {
        stop();
        resolve(questions);
      }, undefined, { limit: 2 });
    });
    expect(newest.map((question) => question.question)).toEqual(['Question 3', 'Question 2']);
  });

  it('appends a reply atomically, never rewriting the whole list', async () => {
    const earlier = {
      reply: 'Déjà là',
      userId: tutor.id,
      userName: 'Paul Essomba',
      userRole: 'encadreur',
      date: Timestamp.now(),
    };
    seedQuestion('q1', pupil, { replies: [earlier] });
    await as(tutor.id).reply('q1', '  Une identité remarquable.  ');

    const written = writtenReplies();
    expect(written).toHaveLength(1);
    expect(Array.isArray(written[0])).toBe(false);
    expect(fakeFirestore.writes.filter((write) => write.op === 'set' && write.path.startsWith('questions/'))).toEqual([]);

    const [question] = await nextForum(FORUM);
    expect(question!.replies.map((reply) => reply.reply)).toEqual(['Déjà là', 'Une identité remarquable.']);
    expect(question!.replies[1]).toMatchObject({ userId: tutor.id, userName: 'Paul Essomba', userRole: 'encadreur' });
    expect(Number.isNaN(question!.replies[1]!.date.getTime())).toBe(false);
  });

  it('keeps two replies written at the same moment', async () => {
    seedQuestion('q1', pupil);
    await Promise.all([as(pupil.id).reply('q1', 'Je pense à (x − 1)(x + 1).'), as(tutor.id).reply('q1', 'Exactement.')]);

    expect(writtenReplies()).toHaveLength(2);
    const [question] = await nextForum(FORUM);
    expect(question!.replies.map((reply) => reply.userName).sort()).toEqual(['Awa Ngono', 'Paul Essomba']);
  });

  it('records a signed-out visitor’s reply as Utilisateur Anonyme, role eleve', async () => {
    seedQuestion('q1', pupil);
    await as(null).reply('q1', 'Merci !');
    const [question] = await nextForum(FORUM);
    expect(question!.replies).toEqual([
      { id: expect.any(String), reply: 'Merci !', userId: null, userName: 'Utilisateur Anonyme', userRole: 'eleve', date: expect.any(Date) },
    ]);
  });

  it('refuses a blank reply and one to a question that no longer exists', async () => {
    seedQuestion('q1', pupil);
    await expect(as(pupil.id).reply('q1', ' \t ')).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(as(pupil.id).reply('gone', 'Bonjour')).rejects.toMatchObject({ name: 'BackendError', code: 'not-found' });
  });

  it('lets only the author edit a question', async () => {
    seedQuestion('q1', tutor);
    await expect(as(pupil.id).edit('q1', 'modifiée')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(as(tutor.id).edit('q1', '   ')).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(fakeFirestore.get('questions/q1')?.question).toBe('Question de Paul');
    await as(tutor.id).edit('q1', ' Question corrigée ');
    expect(fakeFirestore.get('questions/q1')?.question).toBe('Question corrigée');
  });

  it('lets the author, or an approved tutor for a pupil’s question, delete it', async () => {
    seedQuestion('fromPupil', pupil);
    await expect(as(tutor.id).remove('fromPupil')).rejects.toMatchObject({ code: 'permission-denied' });
    fakeFirestore.seed(`utilisateurs/${tutor.id}`, approvedTutor);
    seedQuestion('fromTutor', tutor);
    await expect(as(pupil.id).remove('fromTutor')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(as(parent.id).remove('fromPupil')).rejects.toMatchObject({ code: 'permission-denied' });
    await as(tutor.id).remove('fromPupil');
    await as(tutor.id).remove('fromTutor');
    expect(fakeFirestore.paths('questions')).toEqual([]);
  });

  it('removes exactly the stored attachment, for its author or an approved tutor only', async () => {
    fakeFirestore.seed(`utilisateurs/${tutor.id}`, approvedTutor);
    const other = { url: 'https://res.cloudinary.com/x/raw/upload/v1/td.pdf', publicId: 'td', fileName: 'td.pdf' };
    // An older client stored an extra key: the stored object must still be found.
    seedQuestion('q1', pupil, { attachments: [{ ...attachment, bytes: 1234 }, other] });
    await expect(as(parent.id).removeAttachment('q1', attachment)).rejects.toMatchObject({ code: 'permission-denied' });
    await as(tutor.id).removeAttachment('q1', attachment);
    expect(fakeFirestore.get('questions/q1')?.attachments).toEqual([other]);
  });
});
