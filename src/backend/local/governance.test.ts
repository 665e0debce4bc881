import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend, JournalEntry, PublicTutor, Question, Report, UserProfile } from '@/backend/types';
import { RATE_LIMITS } from '@/domain/rate-limit';
import { people } from '@tests/setup/people';
import { createTestBackend, memoryStorage, testClock } from '@tests/setup/test-backend';

/**
 * The local adapter's governance (issue « Trust and safety »): powers granted by a responsable,
 * never claimed at sign-up; reports; suspensions; rate limits; files owned by their uploader.
 * Four tabs of one browser: a pupil, a tutor, a responsable (a parent appointed through the local
 * demonstration), and a signed-out visitor.
 */

function firstValue<T>(subscribe: (onChange: (value: T) => void, onError: (error: unknown) => void) => () => void, accept: (value: T) => boolean = () => true) {
  return new Promise<T>((resolve, reject) => {
    const stop = subscribe(
      (value) => {
        if (!accept(value)) return;
        queueMicrotask(() => stop());
        resolve(value);
      },
      (error) => {
        queueMicrotask(() => stop());
        reject(error);
      },
    );
  });
}

function pdf(name: string) {
  return new File([new TextEncoder().encode('%PDF-1.7\n%…')], name, { type: 'application/pdf' });
}

let clock: ReturnType<typeof testClock>;
let pupilTab: Backend;
let tutorTab: Backend;
let responsableTab: Backend;
let visitorTab: Backend;
let pupil: UserProfile;
let tutor: UserProfile;
let responsable: UserProfile;

beforeEach(async () => {
  clock = testClock();
  const name = `governance-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage(), now: clock.now };
  const tab = () => createTestBackend(name, options);
  [pupilTab, tutorTab, responsableTab, visitorTab] = [tab(), tab(), tab(), tab()];
  pupil = await pupilTab.auth.signUp(people.eleve);
  tutor = await pupilTab.auth.signUp(people.encadreur);
  responsable = await pupilTab.auth.signUp(people.parent);
  await pupilTab.auth.signIn(people.eleve.email, people.eleve.password);
  await tutorTab.auth.signIn(people.encadreur.email, people.encadreur.password);
  await responsableTab.auth.signIn(people.parent.email, people.parent.password);
  await responsableTab.demo!.setResponsable(true);
});

const directory = (tab: Backend, accept?: (tutors: PublicTutor[]) => boolean) =>
  firstValue<PublicTutor[]>((onChange, onError) => tab.directory.subscribe(onChange, onError), accept);
const journal = (accept?: (entries: JournalEntry[]) => boolean) =>
  firstValue<JournalEntry[]>((onChange, onError) => responsableTab.governance.subscribeJournal(onChange, onError), accept);
const reports = (accept?: (open: Report[]) => boolean) =>
  firstValue<Report[]>((onChange, onError) => responsableTab.governance.subscribeReports(onChange, onError), accept);

async function askedBy(tab: Backend, text: string, pageId = 'EncadreurEleve'): Promise<Question> {
  await tab.questions.ask({ pageId, question: text, attachments: [] });
  clock.advance(11);
  const list = await firstValue<Question[]>((onChange, onError) => tab.questions.subscribe(pageId, onChange, onError));
  return list.find((question) => question.question === text)!;
}

describe('tutors are vetted by a responsable', () => {
  it('keeps a new tutor account waiting, out of the directory and without a tutor’s powers', async () => {
    expect(tutor).toMatchObject({ role: 'encadreur', statut: 'en-attente', motifRefus: '', responsable: false });
    expect(await directory(visitorTab)).toEqual([]);
    const question = await askedBy(pupilTab, 'Comment calculer une moyenne ?');
    await expect(tutorTab.questions.remove(question.id)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lists an approved tutor in the directory, gives the powers, and records who approved', async () => {
    await responsableTab.governance.approveTutor(tutor.id);
    const [listed] = await directory(visitorTab, (tutors) => tutors.length === 1);
    expect(listed).toEqual({
      uid: tutor.id,
      nom: 'Essomba',
      prenom: 'Paul',
      matiere: 'Mathématiques',
      classe: 'Terminale',
      profession: 'Enseignant',
      telephone: '',
    });
    const question = await askedBy(pupilTab, 'Comment calculer une moyenne ?');
    await tutorTab.questions.remove(question.id);
    const [entry] = await journal((entries) => entries.length > 0);
    expect(entry).toMatchObject({ action: 'encadreur-approuve', targetId: tutor.id, targetName: 'Paul Essomba', by: responsable.id, byName: 'Marie Atangana' });
  });

  it('refuses a tutor with a reason the tutor reads, and never a blank reason', async () => {
    await expect(responsableTab.governance.refuseTutor(tutor.id, '   ')).rejects.toMatchObject({ code: 'invalid-argument' });
    await responsableTab.governance.refuseTutor(tutor.id, 'Merci de passer nous voir au local avec vos diplômes.');
    expect(await tutorTab.users.get(tutor.id)).toMatchObject({ statut: 'refuse', motifRefus: 'Merci de passer nous voir au local avec vos diplômes.' });
  });

  it('shows the phone in the directory only once an approved tutor publishes it', async () => {
    await expect(tutorTab.users.setPhonePublic(true)).rejects.toMatchObject({ code: 'permission-denied' });
    await responsableTab.governance.approveTutor(tutor.id);
    await tutorTab.users.setPhonePublic(true);
    const [listed] = await directory(visitorTab, (tutors) => tutors[0]?.telephone !== '');
    expect(listed?.telephone).toBe('677 00 11 22');
  });

  it('refuses every governance action to a member who is not responsable', async () => {
    await expect(tutorTab.governance.approveTutor(tutor.id)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(pupilTab.governance.setSuspended(tutor.id, true)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      firstValue((onChange, onError) => pupilTab.governance.subscribeMembers(onChange, onError)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(pupilTab.users.get(tutor.id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await responsableTab.users.get(tutor.id)).toMatchObject({ nom: 'Essomba' });
  });
});

describe('suspension and names', () => {
  it('lets a suspended member read and delete their own question, but not post, until reinstated', async () => {
    const question = await askedBy(pupilTab, 'Ma question d’avant');
    await responsableTab.governance.setSuspended(pupil.id, true);
    await expect(pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Encore ?', attachments: [] })).rejects.toMatchObject({
      code: 'account/suspended',
    });
    await expect(pupilTab.questions.reply(question.id, 'Je réponds')).rejects.toMatchObject({ code: 'account/suspended' });
    await expect(pupilTab.questions.edit(question.id, 'Modifiée')).rejects.toMatchObject({ code: 'account/suspended' });
    await expect(pupilTab.messages.send({ to: tutor.id, text: 'Bonjour' })).rejects.toMatchObject({ code: 'account/suspended' });
    await pupilTab.questions.remove(question.id);
    await responsableTab.governance.setSuspended(pupil.id, false);
    await pupilTab.messages.send({ to: tutor.id, text: 'Bonjour' });
    const entries = await journal((list) => list.length === 2);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['membre-retabli', 'membre-suspendu']);
  });

  it('takes an approved tutor out of the directory while suspended', async () => {
    await responsableTab.governance.approveTutor(tutor.id);
    await directory(visitorTab, (tutors) => tutors.length === 1);
    await responsableTab.governance.setSuspended(tutor.id, true);
    await directory(visitorTab, (tutors) => tutors.length === 0);
  });

  it('lets a responsable correct a name, never to a reserved one, and keeps the former name in the journal', async () => {
    await expect(responsableTab.governance.correctName(pupil.id, { prenom: 'Commission', nom: 'des Études' })).rejects.toMatchObject({
      code: 'profile/reserved-name',
    });
    await responsableTab.governance.correctName(pupil.id, { prenom: 'Awa Marie', nom: 'Ngono' });
    expect(await pupilTab.users.get(pupil.id)).toMatchObject({ prenom: 'Awa Marie' });
    const [entry] = await journal((list) => list.length === 1);
    expect(entry).toMatchObject({ action: 'nom-corrige', details: 'Ancien nom\u00a0: Awa Ngono' });
  });

  it('refuses a reserved name at sign-up', async () => {
    await expect(
      visitorTab.auth.signUp({ ...people.eleve, email: 'faux@example.cm', profile: { ...people.eleve.profile, prenom: 'Modérateur' } }),
    ).rejects.toMatchObject({ code: 'profile/reserved-name' });
  });
});

describe('reports and moderation', () => {
  it('takes a member’s report of a reply to the responsables, who delete the reply and close the report', async () => {
    const question = await askedBy(pupilTab, 'Qui a le corrigé ?');
    await tutorTab.questions.reply(question.id, 'Achetez mes corrigés, 5 000 F !');
    const [withReply] = await firstValue<Question[]>((onChange) => pupilTab.questions.subscribe('EncadreurEleve', onChange), (l) => l[0]?.replies.length === 1);
    const reply = withReply!.replies[0]!;
    await expect(
      tutorTab.reports.send({ target: { type: 'reponse', questionId: question.id, replyId: reply.id, pageId: 'EncadreurEleve' }, reason: 'spam', details: '' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await pupilTab.reports.send({
      target: { type: 'reponse', questionId: question.id, replyId: reply.id, pageId: 'EncadreurEleve' },
      reason: 'spam',
      details: 'Il vend des corrigés.',
    });
    const [report] = await reports((open) => open.length === 1);
    expect(report).toMatchObject({ excerpt: 'Achetez mes corrigés, 5 000 F !', authorId: tutor.id, authorName: 'Paul Essomba', reportedByName: 'Awa Ngono', reason: 'spam' });
    await responsableTab.governance.resolveReport(report!, 'supprimer');
    expect((await pupilTab.questions.get(question.id))?.replies).toEqual([]);
    await reports((open) => open.length === 0);
    const [entry] = await journal((list) => list.length === 1);
    expect(entry).toMatchObject({ action: 'reponse-supprimee', targetName: 'Paul Essomba', details: 'spam' });
  });

  it('lets a member report only messages they received; closing without action keeps the message', async () => {
    await tutorTab.messages.send({ to: pupil.id, text: 'Viens seul au cours.' });
    const [message] = await firstValue<{ id: string }[]>((onChange) => pupilTab.messages.subscribeInbox(pupil.id, onChange), (l) => l.length === 1);
    await expect(responsableTab.reports.send({ target: { type: 'message', messageId: message!.id }, reason: 'harcelement', details: '' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await pupilTab.reports.send({ target: { type: 'message', messageId: message!.id }, reason: 'harcelement', details: '' });
    const [report] = await reports((open) => open.length === 1);
    expect(report?.excerpt).toBe('Viens seul au cours.');
    await responsableTab.governance.resolveReport(report!, 'classer');
    await reports((open) => open.length === 0);
    expect(await journal((list) => list.length === 1)).toMatchObject([{ action: 'signalement-classe' }]);
  });

  it('lets a reply’s author delete it, nobody else but a responsable', async () => {
    const question = await askedBy(tutorTab, 'Révisions jeudi ?');
    await pupilTab.questions.reply(question.id, 'Oui !');
    clock.advance(11);
    await tutorTab.questions.reply(question.id, 'Parfait.');
    const replies = (await pupilTab.questions.get(question.id))!.replies;
    await expect(tutorTab.questions.removeReply(question.id, replies[0]!.id)).rejects.toMatchObject({ code: 'permission-denied' });
    await pupilTab.questions.removeReply(question.id, replies[0]!.id);
    await responsableTab.questions.removeReply(question.id, replies[1]!.id);
    expect((await pupilTab.questions.get(question.id))!.replies).toEqual([]);
  });

  it('lets a responsable delete any question, and records it', async () => {
    const question = await askedBy(tutorTab, 'Question d’encadreur', 'ParentEncadreur');
    await responsableTab.questions.remove(question.id);
    expect(await journal((list) => list.length === 1)).toMatchObject([{ action: 'question-supprimee', targetName: 'Paul Essomba' }]);
  });
});

describe('rate limits', () => {
  it('lets a signed-out visitor reply once every 30 s, and says how long to wait', async () => {
    const question = await askedBy(pupilTab, 'Besoin d’aide');
    await visitorTab.questions.reply(question.id, 'Première réponse');
    clock.advance(10);
    await expect(visitorTab.questions.reply(question.id, 'Trop tôt')).rejects.toMatchObject({ code: 'rate/too-fast', retryAfterSeconds: 20 });
    clock.advance(20);
    await visitorTab.questions.reply(question.id, 'Maintenant');
    expect((await visitorTab.questions.get(question.id))!.replies.map((reply) => reply.userName)).toEqual([
      'Utilisateur Anonyme',
      'Utilisateur Anonyme',
    ]);
  });

  it('stops a visitor at the daily cap, so no visitor fills a question alone', async () => {
    const question = await askedBy(pupilTab, 'Très demandée');
    for (let n = 0; n < RATE_LIMITS.visiteur.perDay; n += 1) {
      await visitorTab.questions.reply(question.id, `Réponse ${n}`);
      clock.advance(31);
    }
    await expect(visitorTab.questions.reply(question.id, 'Une de trop')).rejects.toMatchObject({ code: 'rate/daily-limit' });
    await pupilTab.questions.reply(question.id, 'Un membre peut encore répondre');
  });

  it('lets a member post six times a minute, not seven', async () => {
    for (let n = 0; n < RATE_LIMITS.membre.perWindow; n += 1) await pupilTab.messages.send({ to: tutor.id, text: `Message ${n}` });
    await expect(pupilTab.messages.send({ to: tutor.id, text: 'Un de trop' })).rejects.toMatchObject({ code: 'rate/too-fast' });
    clock.advance(60);
    await pupilTab.messages.send({ to: tutor.id, text: 'Après une minute' });
  });
});

describe('files belong to whoever uploaded them', () => {
  async function upload(tab: Backend, name: string) {
    if (tab.files.picker !== 'device') throw new Error('local files expected');
    return tab.files.upload(pdf(name));
  }

  it('refuses attaching someone else’s file, and a file already attached', async () => {
    const theirs = await upload(tutorTab, 'cours.pdf');
    await expect(pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Avec le PDF d’un autre', attachments: [theirs] })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const mine = await upload(pupilTab, 'exercices.pdf');
    await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Mes exercices', attachments: [mine] });
    clock.advance(11);
    await expect(pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Encore', attachments: [mine] })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('deletes a file only for its question’s author or moderator, or its uploader while attached to nothing', async () => {
    const draft = await upload(pupilTab, 'brouillon.pdf');
    expect(await responsableTab.files.remove(draft, '')).toBe(false);
    expect(await pupilTab.files.remove(draft, '')).toBe(true);

    const attached = await upload(pupilTab, 'sujet.pdf');
    const question = await askedBy(pupilTab, 'Voici le sujet');
    expect(question.attachments).toEqual([]);
    await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: 'Le sujet en PDF', attachments: [attached] });
    const [withFile] = await firstValue<Question[]>((onChange) => pupilTab.questions.subscribe('EncadreurEleve', onChange), (l) => l.some((q) => q.attachments.length > 0));
    const holder = withFile!;
    expect(await pupilTab.files.remove(attached, '')).toBe(false); // attached: named question needed
    expect(await tutorTab.files.remove(attached, holder.id)).toBe(false); // pending tutor
    await responsableTab.governance.approveTutor(tutor.id);
    expect(await tutorTab.files.remove(attached, holder.id)).toBe(true);
  });

  it('never leaves a question without text nor attachment', async () => {
    const only = await upload(pupilTab, 'seul.pdf');
    await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question: '', attachments: [only] });
    const [question] = await firstValue<Question[]>((onChange) => pupilTab.questions.subscribe('EncadreurEleve', onChange), (l) => l.length === 1);
    await expect(pupilTab.questions.removeAttachment(question!.id, only)).rejects.toMatchObject({ code: 'question/would-be-empty' });
  });
});
