import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Conversation, Message, ProfileFields, PublicTutor, Question, SignUpInput } from '@/domain/entities';
import { DELETED_ACCOUNT_NAME } from '@/domain/limits';
import type { Participation, Seance } from '@/domain/seances';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import { TO_MODERATOR, type ContractWorld, type Member } from '../world';
import { TUTORS_FORUM } from './questions';
import { seanceInput } from './seances';

const LEAVER: ProfileFields = {
  role: 'eleve',
  nom: 'Mbarga',
  prenom: 'Chantal',
  telephone: '690 12 34 56',
  classe: 'Seconde',
  examen: 'Probatoire',
  quartier: 'Nkolbisson',
};

const LEAVING_TUTOR: ProfileFields = {
  role: 'encadreur',
  nom: 'Owona',
  prenom: 'Gérard',
  telephone: '677 12 34 56',
  classe: 'Terminale',
  profession: 'Ingénieur',
  matiere: 'Physique',
  quartier: 'Bastos',
};

let joined = 0;

/** A new member (an address of their own), signed in in a tab of their own: the one who leaves. */
async function join(world: ContractWorld, profile: ProfileFields = LEAVER) {
  joined += 1;
  const input: SignUpInput = {
    email: `depart.${Date.now()}.${joined}@example.cm`,
    password: 'au-revoir-123',
    profile,
    consentement: true,
    ...(profile.role === 'eleve' && { naissance: '2010-01-20' }),
    ...(profile.role === 'encadreur' && { charte: true }),
  };
  const tab = world.newTab();
  const { id: uid } = await tab.auth.signUp(input);
  await tab.auth.signIn(input.email, input.password);
  // Confirmed, as a member who writes private messages must be (docs/decisions/0013).
  const [code] = await world.emailCodes(input.email, 'VERIFY_EMAIL');
  await tab.auth.confirmEmail(code!);
  return { tab, uid, input };
}

/** The id of `author`'s newest question in the tutor–pupil forum, as the forum lists it. */
async function askedBy(tab: Backend, author: string): Promise<string> {
  const questions = await firstValue<Question[]>(
    (onChange, onError) => tab.questions.subscribe(TUTORS_FORUM, (items) => onChange(items), onError),
    (items) => items.some((question) => question.userId === author),
  );
  return questions.find((question) => question.userId === author)!.id;
}

function inbox(world: ContractWorld, member: Member, accept: (messages: Message[]) => boolean): Promise<Message[]> {
  return firstValue<Message[]>(
    (onChange, onError) =>
      world.as(member).messages.subscribeInbox(world.uid(member), (items) => onChange(items), onError),
    accept,
  );
}

/** What a refused sign-in of a deleted account gives: Firebase may hide which of the two it is. */
const GONE = ['auth/user-not-found', 'auth/invalid-credential'];

export function accountDeletionContract(world: ContractWorld): void {
  describe('account deletion', () => {
    it('removes the member’s messages, files, profile and login, signs their posts « Compte supprimé », keeps everyone else’s', async () => {
      const leaver = await join(world);
      const attachment = await world.upload(leaver.tab, 'exercice.pdf');
      const draft = await world.upload(leaver.tab, 'brouillon.pdf');
      await leaver.tab.questions.ask({
        pageId: TUTORS_FORUM,
        matiere: 'Mathématiques',
        question: 'Comment résoudre x² = 4 ?',
        attachments: [attachment],
      });
      const asked = await askedBy(leaver.tab, leaver.uid);
      await world.as('moderator').questions.reply(asked, 'x = 2 ou x = -2');
      const other = await world.seedQuestion('stranger', { pageId: TUTORS_FORUM, question: 'Et les fractions ?' });
      await leaver.tab.questions.reply(other, 'Je me pose la même question');
      await world.as('moderator').questions.reply(other, 'Réduis au même dénominateur.');
      await leaver.tab.questions.reply(other, 'Merci, j’ai compris');
      await leaver.tab.messages.send({ to: world.uid('moderator'), ...TO_MODERATOR, text: 'Merci Monsieur' });
      await world.as('moderator').messages.send({ to: leaver.uid, text: 'Avec plaisir' });
      await world.as('pupil').messages.send({ to: world.uid('moderator'), text: 'Message d’une autre élève' });

      expect(GONE.concat('auth/wrong-password')).toContain(
        (await refusal(leaver.tab.users.deleteAccount('mauvais-mot'))).code,
      );
      expect((await leaver.tab.users.exportData()).messagesRecus.map((message) => message.texte)).toEqual([
        'Avec plaisir',
      ]);

      await leaver.tab.users.deleteAccount(leaver.input.password);

      const question = (await world.newTab().questions.get(asked))!;
      expect(question).toMatchObject({
        question: 'Comment résoudre x² = 4 ?',
        userName: DELETED_ACCOUNT_NAME,
        classe: null,
        matiere: null,
        attachments: [],
      });
      expect(question.userId).toBeFalsy();
      expect(question.replies.map((reply) => [reply.userId, reply.reply])).toEqual([
        [world.uid('moderator'), 'x = 2 ou x = -2'],
      ]);
      const theirs = (await world.newTab().questions.get(other))!;
      expect(theirs).toMatchObject({ userId: world.uid('stranger'), question: 'Et les fractions ?' });
      // Two replies of theirs in one question (one write each), the tutor's between them untouched, in order.
      expect(theirs.replies.map((reply) => [reply.userId, reply.userName, reply.reply])).toEqual([
        [null, DELETED_ACCOUNT_NAME, 'Je me pose la même question'],
        [world.uid('moderator'), 'Sylvie Eba', 'Réduis au même dénominateur.'],
        [null, DELETED_ACCOUNT_NAME, 'Merci, j’ai compris'],
      ]);
      expect(JSON.stringify([question, theirs])).not.toMatch(/Mbarga|Chantal|Seconde|Nkolbisson/);
      // A post signed « Compte supprimé » may still be reported.
      await world.as('parent').reports.send({
        target: { type: 'question', questionId: asked, pageId: TUTORS_FORUM },
        reason: 'spam',
        details: '',
      });

      const moderatorInbox = await inbox(world, 'moderator', (items) => items.length === 1);
      expect(moderatorInbox.map((message) => message.text)).toEqual(['Message d’une autre élève']);
      const files = await world.storedFiles();
      expect(files).not.toContain(attachment.publicId);
      expect(files).not.toContain(draft.publicId);

      expect(GONE).toContain(
        (await refusal(world.newTab().auth.signIn(leaver.input.email, leaver.input.password))).code,
      );
      expect((await refusal(leaver.tab.users.exportData())).code).toBe('auth/requires-login');
      expect(await world.as('responsable').users.get(leaver.uid)).toBeNull();
      // The address is free again: the account itself is gone, not only its profile.
      await expect(world.newTab().auth.signUp(leaver.input)).resolves.toMatchObject({ email: leaver.input.email });
    });

    it('removes the member’s conversations, and what others had not read of them from their counts', async () => {
      const leaver = await join(world);
      await leaver.tab.messages.send({
        to: world.uid('moderator'),
        toName: 'Sylvie Eba',
        ...TO_MODERATOR,
        text: 'Bonjour Madame',
      });
      await leaver.tab.messages.send({ to: world.uid('moderator'), text: 'Vous êtes là ?' });
      await world.as('pupil').messages.send({ to: world.uid('moderator'), text: 'Bonsoir' });
      await world.as('moderator').messages.send({ to: leaver.uid, text: 'Oui, je suis là' });
      const unread = (expected: number) =>
        firstValue<number>(
          (onChange, onError) =>
            world.as('moderator').messages.subscribeUnread(world.uid('moderator'), onChange, onError),
          (count) => count === expected,
        );
      await unread(3);

      await leaver.tab.users.deleteAccount(leaver.input.password);

      await unread(1);
      const left = await firstValue<Conversation[]>(
        (onChange, onError) =>
          world.as('moderator').messages.subscribeConversations(world.uid('moderator'), onChange, onError),
        (items) => items.length === 1,
      );
      expect(left.map((item) => [item.withId, item.unread])).toEqual([[world.uid('pupil'), 1]]);
      expect(JSON.stringify(left)).not.toMatch(/Mbarga|Chantal/);
    });

    it('pages through a long history: 450 messages received, more than a batch holds', async () => {
      const leaver = await join(world);
      await world.seedMessages('moderator', { uid: leaver.uid }, 450);
      await world.as('moderator').messages.send({ to: world.uid('pupil'), text: 'Pour une autre élève' });

      await leaver.tab.users.deleteAccount(leaver.input.password);

      expect(GONE).toContain(
        (await refusal(world.newTab().auth.signIn(leaver.input.email, leaver.input.password))).code,
      );
      const sent = (await world.as('moderator').users.exportData()).messagesEnvoyes;
      expect(sent.map((message) => message.texte)).toEqual(['Pour une autre élève']);
    });

    it('takes the member out of the séances they joined, their places freed', async () => {
      const leaver = await join(world);
      const [id] = await world.as('responsable').seances.publish(seanceInput({ capacite: 2 }));
      await leaver.tab.seances.attend(id!, true);
      await world.as('pupil').seances.attend(id!, true);
      await leaver.tab.users.deleteAccount(leaver.input.password);

      const people = await firstValue<Participation[]>(
        (onChange, onError) => world.as('responsable').seances.subscribeParticipants(id!, onChange, onError),
        (items) => items.length === 1,
      );
      expect(people.map((person) => person.uid)).toEqual([world.uid('pupil')]);
      const seances = await firstValue<Seance[]>(
        (onChange, onError) => world.newTab().seances.subscribeUpcoming(onChange, onError),
        (items) => items.some((item) => item.id === id && item.participants === 1),
      );
      expect(seances.find((item) => item.id === id)!.participants).toBe(1);
    });

    it('takes a listed tutor out of the directory', async () => {
      const tutor = await join(world, LEAVING_TUTOR);
      await world.as('responsable').governance.approveTutor(tutor.uid);
      const listed = (tutors: PublicTutor[]) => tutors.some((card) => card.uid === tutor.uid);
      await firstValue<PublicTutor[]>(
        (onChange, onError) => world.newTab().directory.subscribe(onChange, onError),
        listed,
      );

      await tutor.tab.users.deleteAccount(tutor.input.password);

      const after = await firstValue<PublicTutor[]>(
        (onChange, onError) => world.newTab().directory.subscribe(onChange, onError),
        (tutors) => !listed(tutors),
      );
      expect(JSON.stringify(after)).not.toContain('Owona');
    });

    it('signs an approved tutor’s posts « Compte supprimé » without « Encadreur validé »', async () => {
      const tutor = await join(world, LEAVING_TUTOR);
      await world.as('responsable').governance.approveTutor(tutor.uid);
      await tutor.tab.questions.ask({
        pageId: TUTORS_FORUM,
        question: 'Qui vient au TD de jeudi ?',
        attachments: [],
        matiere: 'Mathématiques',
      });
      const asked = await askedBy(tutor.tab, tutor.uid);
      await tutor.tab.questions.reply(asked, 'Salle 3, à 16 h.');
      const before = (await world.newTab().questions.get(asked))!;
      expect([before.encadreurValide, before.replies[0]?.encadreurValide]).toEqual([true, true]);

      await tutor.tab.users.deleteAccount(tutor.input.password);

      const after = (await world.newTab().questions.get(asked))!;
      expect([after.userName, after.encadreurValide]).toEqual([DELETED_ACCOUNT_NAME, false]);
      expect(after.replies.map((reply) => [reply.userName, reply.encadreurValide])).toEqual([
        [DELETED_ACCOUNT_NAME, false],
      ]);
    });

    it('finishes a deletion cut off after its first step when the member asks again', async () => {
      const leaver = await join(world);
      await leaver.tab.questions.ask({
        pageId: TUTORS_FORUM,
        question: 'Qu’est-ce qu’un vecteur ?',
        attachments: [],
        matiere: 'Mathématiques',
      });
      const asked = await askedBy(leaver.tab, leaver.uid);
      await world.interruptDeletion(leaver.uid, 'mark');

      await leaver.tab.users.deleteAccount(leaver.input.password);

      expect((await world.newTab().questions.get(asked))!.userName).toBe(DELETED_ACCOUNT_NAME);
      expect(GONE).toContain(
        (await refusal(world.newTab().auth.signIn(leaver.input.email, leaver.input.password))).code,
      );
    });

    it.skipIf(world.kind === 'local')(
      'finishes a deletion cut off once the profile is gone when the member signs in again',
      async () => {
        const leaver = await join(world);
        await leaver.tab.questions.ask({
          pageId: TUTORS_FORUM,
          matiere: 'Mathématiques',
          question: 'Qu’est-ce qu’une dérivée ?',
          attachments: [],
        });
        const asked = await askedBy(leaver.tab, leaver.uid);
        await leaver.tab.messages.send({ to: world.uid('moderator'), ...TO_MODERATOR, text: 'Bonsoir Monsieur' });
        await world.interruptDeletion(leaver.uid, 'profile');

        expect(GONE).toContain(
          (await refusal(world.newTab().auth.signIn(leaver.input.email, leaver.input.password))).code,
        );

        expect((await world.newTab().questions.get(asked))!.userName).toBe(DELETED_ACCOUNT_NAME);
        expect(await inbox(world, 'moderator', (items) => items.length === 0)).toEqual([]);
        await expect(world.newTab().auth.signUp(leaver.input)).resolves.toMatchObject({ email: leaver.input.email });
      },
    );

    it('exports the files the member uploaded and attached to no question yet', async () => {
      const draft = await world.upload('pupil', 'brouillon.pdf');
      const attached = await world.upload('pupil', 'exercice.pdf');
      const id = await world.seedQuestion('pupil', {
        pageId: TUTORS_FORUM,
        question: 'Avec PDF',
        attachments: [attached],
      });
      await world.upload('stranger', 'autre.pdf');

      const { fichiers } = await world.as('pupil').users.exportData();

      expect(fichiers).toEqual([
        { nom: 'exercice.pdf', lien: attached.url, question: id },
        { nom: 'brouillon.pdf', lien: draft.url, question: null },
      ]);
    });
  });
}
