/**
 * firestore.rules: powers granted by the association, never claimed. Profiles' governed fields
 * (tutor status, suspension, names), the public directory `annuaire`, the journal, the reports.
 * Each allow has a deny beside it that differs only in what the test names.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { JOURNAL } from '@/backend/firebase/journal';
import { LIMITS } from '@/backend/firebase/posting';
import { REPORTS } from '@/backend/firebase/reports';
import { DIRECTORY, USERS } from '@/backend/firebase/users';
import type { EncadreurProfile, JournalAction, NewReport, StoredProfile } from '@/domain/entities';
import {
  newJournalFields,
  newMessageFields,
  newQuestionFields,
  newReplyFields,
  newReportFields,
} from '@/domain/new-records';
import { RATE_LIMITS } from '@/domain/rate-limit';
import { directoryCardOf } from '@/domain/records';
import { searchKey, withSearchKey } from '@/domain/search-key';
import { people } from '../setup/people';
import { counted } from './posting';
import {
  APPOINTMENTS,
  emulator,
  members,
  signUpProfile,
  useRulesEnvironment,
  VERIFIED,
  type Member,
} from './rules-env';

const { pupil, tutor, moderator, responsable } = members;
const AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));
type Tutor = Omit<EncadreurProfile, 'responsable'>;

const tutorProfile = tutor.profile as Tutor;
const moderatorProfile = moderator.profile as Tutor;

/** The journal line a responsable writes with an action. */
function journalLine(by: Member, action: JournalAction, target: { id: string; name: string }, details = '') {
  return { ...newJournalFields(members[by].profile, action, target, details), date: serverTimestamp() };
}

describe.skipIf(!emulator)('firestore.rules — governance', () => {
  const world = useRulesEnvironment();
  const profile = (db: Firestore, uid: string) => doc(db, USERS, uid);
  const card = (db: Firestore, uid: string) => doc(db, DIRECTORY, uid);

  /** A responsable's change of a profile, with the directory card and the journal line, as governance.ts writes it. */
  function govern(
    db: Firestore,
    uid: string,
    changes: Partial<StoredProfile>,
    options: { card?: 'set' | 'delete' | 'none'; after?: StoredProfile; action?: JournalAction } = {},
  ) {
    const before = Object.values(members).find((member) => member.uid === uid)!.profile;
    const after = (options.after ?? { ...before, ...changes }) as Tutor;
    const batch = writeBatch(db);
    batch.update(profile(db, uid), changes);
    if (options.card === 'set') batch.set(card(db, uid), directoryCardOf(after));
    if (options.card === 'delete') batch.delete(card(db, uid));
    batch.set(
      doc(collection(db, JOURNAL)),
      journalLine('responsable', options.action ?? 'encadreur-approuve', { id: uid, name: 'x' }),
    );
    return batch.commit();
  }

  describe('tutor approval', () => {
    it('lets a responsable approve a tutor, with the directory card in the same batch', async () => {
      await assertSucceeds(govern(world.db.responsable, tutor.uid, { statut: 'approuve' }, { card: 'set' }));
      const listed = await getDoc(card(world.db.signedOut, tutor.uid));
      expect(listed.data()).toEqual({
        nom: 'Essomba',
        prenom: 'Paul',
        matiere: 'Mathématiques',
        classe: 'Terminale',
        profession: 'Enseignant',
        telephone: '',
      });
    });

    it('refuses the approval without the card (the directory would lag behind)', async () => {
      await assertFails(govern(world.db.responsable, tutor.uid, { statut: 'approuve' }, { card: 'none' }));
    });

    it('refuses a member approving themselves, even with the card', async () => {
      const batch = writeBatch(world.db.tutor);
      batch.update(profile(world.db.tutor, tutor.uid), { statut: 'approuve' });
      batch.set(card(world.db.tutor, tutor.uid), directoryCardOf({ ...tutorProfile, statut: 'approuve' }));
      await assertFails(batch.commit());
    });

    it('refuses a member granting themselves the responsable role: no document holds it', async () => {
      await assertFails(updateDoc(profile(world.db.pupil, pupil.uid), { responsable: true }));
      await assertFails(setDoc(doc(world.db.pupil, 'responsables', pupil.uid), { depuis: serverTimestamp() }));
    });

    it('lets a responsable refuse a tutor with a reason, never without one', async () => {
      await assertFails(
        govern(world.db.responsable, tutor.uid, { statut: 'refuse', motifRefus: '' }, { action: 'encadreur-refuse' }),
      );
      await assertSucceeds(
        govern(
          world.db.responsable,
          tutor.uid,
          { statut: 'refuse', motifRefus: 'Passez nous voir avec vos diplômes.' },
          { action: 'encadreur-refuse' },
        ),
      );
    });

    it('refuses a non-responsable refusing a tutor', async () => {
      const changes = { statut: 'refuse', motifRefus: 'Non.' };
      await assertFails(updateDoc(profile(world.db.moderator, tutor.uid), changes));
    });
  });

  describe('names and roles', () => {
    it('lets a member change their phone, not their name', async () => {
      await assertSucceeds(updateDoc(profile(world.db.pupil, pupil.uid), { telephone: '699 00 00 09' }));
      await assertFails(updateDoc(profile(world.db.pupil, pupil.uid), { nom: 'Essomba' }));
      await assertFails(updateDoc(profile(world.db.pupil, pupil.uid), { prenom: 'Paul' }));
    });

    it('refuses a member changing their role or what the association governs', async () => {
      await assertFails(
        updateDoc(profile(world.db.pupil, pupil.uid), { suspendu: false, telephone: '699 00 00 09', role: 'parent' }),
      );
      await assertFails(updateDoc(profile(world.db.tutor, tutor.uid), { motifRefus: 'rien' }));
      await assertFails(updateDoc(profile(world.db.pupil, pupil.uid), { suspendu: true }));
    });

    it('lets a responsable correct a name, never to a reserved one', async () => {
      await assertSucceeds(govern(world.db.responsable, pupil.uid, { prenom: 'Awa Marie' }, { action: 'nom-corrige' }));
      await assertFails(
        govern(world.db.responsable, pupil.uid, { prenom: 'Commission', nom: 'des Études' }, { action: 'nom-corrige' }),
      );
    });

    it('refuses a reserved name at sign-up, and accepts an ordinary one', async () => {
      const db = world.as('uid-nouveau', 'nouveau@example.cm');
      // A new account: its address not confirmed yet.
      const fresh = withSearchKey(signUpProfile('uid-nouveau', 'nouveau@example.cm', people.eleve));
      await assertFails(setDoc(profile(db, 'uid-nouveau'), { ...fresh, prenom: 'Utilisateur', nom: 'Anonyme' }));
      await assertFails(setDoc(profile(db, 'uid-nouveau'), { ...fresh, nom: 'Modérateur' }));
      await assertSucceeds(setDoc(profile(db, 'uid-nouveau'), fresh));
    });

    it('refuses a new tutor account that says it is approved, and accepts it waiting', async () => {
      const db = world.as('uid-nouvel-encadreur', 'nouvel.encadreur@example.cm');
      const fresh = withSearchKey(
        signUpProfile('uid-nouvel-encadreur', 'nouvel.encadreur@example.cm', people.encadreur),
      );
      await assertFails(setDoc(profile(db, 'uid-nouvel-encadreur'), { ...fresh, statut: 'approuve' }));
      await assertFails(setDoc(profile(db, 'uid-nouvel-encadreur'), { ...fresh, suspendu: true }));
      await assertSucceeds(setDoc(profile(db, 'uid-nouvel-encadreur'), fresh));
    });
  });

  describe('suspension', () => {
    it('lets a responsable suspend a member, and takes an approved tutor out of the directory', async () => {
      await world.seed({ [`${DIRECTORY}/${moderator.uid}`]: directoryCardOf(moderatorProfile) });
      await assertFails(govern(world.db.responsable, moderator.uid, { suspendu: true }, { action: 'membre-suspendu' }));
      await assertSucceeds(
        govern(world.db.responsable, moderator.uid, { suspendu: true }, { card: 'delete', action: 'membre-suspendu' }),
      );
      await assertSucceeds(govern(world.db.responsable, pupil.uid, { suspendu: true }, { action: 'membre-suspendu' }));
    });

    it('refuses a member suspending someone else', async () => {
      await assertFails(updateDoc(profile(world.db.moderator, pupil.uid), { suspendu: true }));
    });
  });

  // Issue 32: the claim stays in any ID token issued before the removal (up to an hour);
  // `npm run responsable -- retirer` deletes the appointment first, and the rules want both.
  describe('a responsable the association removed', () => {
    const approve = (db: Firestore) => govern(db, tutor.uid, { statut: 'approuve' }, { card: 'set' });
    const suspendPupil = (db: Firestore) => govern(db, pupil.uid, { suspendu: true }, { action: 'membre-suspendu' });
    const removed = () => world.unseed(`${APPOINTMENTS}/${responsable.uid}`);

    it('approves a waiting tutor with the claim and the appointment; with the claim alone, is refused', async () => {
      await assertSucceeds(approve(world.db.responsable));
      // Waiting again, out of the directory: only the appointment differs below.
      await world.seed({ [`${USERS}/${tutor.uid}`]: tutor.profile });
      await world.unseed(`${DIRECTORY}/${tutor.uid}`);

      await removed();
      // The same token, its claim still there.
      await assertFails(approve(world.db.responsable));
    });

    it('suspends a pupil with the claim and the appointment; with the claim alone, is refused', async () => {
      await assertSucceeds(suspendPupil(world.db.responsable));
      await world.seed({ [`${USERS}/${pupil.uid}`]: pupil.profile }); // not suspended again

      await removed();
      await assertFails(suspendPupil(world.db.responsable));
    });

    it('loses the other powers with it: the members, the journal, the reports', async () => {
      await removed();
      await assertFails(getDocs(collection(world.db.responsable, USERS)));
      await assertFails(getDoc(profile(world.db.responsable, pupil.uid)));
      await assertFails(getDocs(collection(world.db.responsable, JOURNAL)));
      await assertFails(getDocs(collection(world.db.responsable, REPORTS)));
      // Still a member: their own profile.
      await assertSucceeds(getDoc(profile(world.db.responsable, responsable.uid)));
    });

    // The heaviest of a responsable's writes, exactly as the site sends it (governance.ts: the search
    // key with every act, the card of a tutor whose address is confirmed): the appointment's read
    // must fit in the rules' budget (10 document reads, 1000 expressions per request) beside it.
    it('approves a listed tutor exactly as the site writes it, within the rules’ limits', async () => {
      const asTheSite = (db: Firestore) =>
        govern(db, tutor.uid, { statut: 'approuve', cle: searchKey(tutorProfile) } as Partial<StoredProfile>, {
          card: 'set',
        });
      await assertSucceeds(asTheSite(world.db.responsable));
      await world.seed({ [`${USERS}/${tutor.uid}`]: tutor.profile });
      await world.unseed(`${DIRECTORY}/${tutor.uid}`);
      await removed();
      await assertFails(asTheSite(world.db.responsable));
    });

    it('refuses the appointment without the claim (a token from before the appointment)', async () => {
      const withoutClaim = world.as(responsable.uid, responsable.email, VERIFIED);
      await assertFails(approve(withoutClaim));
      await assertFails(suspendPupil(withoutClaim));
      await assertSucceeds(approve(world.db.responsable));
    });
  });

  describe('the appointments, responsables/{uid}', () => {
    const appointment = (db: Firestore, uid: string) => doc(db, APPOINTMENTS, uid);

    it('lets a member learn whether they are appointed, nobody else', async () => {
      await assertSucceeds(getDoc(appointment(world.db.responsable, responsable.uid)));
      await assertSucceeds(getDoc(appointment(world.db.pupil, pupil.uid)));
      await assertFails(getDoc(appointment(world.db.pupil, responsable.uid)));
      await assertFails(getDoc(appointment(world.db.signedOut, responsable.uid)));
      await assertFails(getDocs(collection(world.db.responsable, APPOINTMENTS)));
    });

    it('is written by no client: neither a member appointing themselves nor a responsable', async () => {
      const depuis = serverTimestamp();
      await assertFails(setDoc(appointment(world.db.pupil, pupil.uid), { email: pupil.email, depuis }));
      await assertFails(setDoc(appointment(world.db.responsable, moderator.uid), { email: moderator.email, depuis }));
      await assertFails(updateDoc(appointment(world.db.responsable, responsable.uid), { depuis }));
      // A removed responsable cannot put it back; nor does anyone remove it but the command.
      await assertFails(deleteDoc(appointment(world.db.responsable, responsable.uid)));
      await world.unseed(`${APPOINTMENTS}/${responsable.uid}`);
      await assertFails(
        setDoc(appointment(world.db.responsable, responsable.uid), { email: responsable.email, depuis }),
      );
    });
  });

  describe('reading profiles', () => {
    it('lets a responsable list and read every profile; a member still only their own', async () => {
      await assertSucceeds(getDocs(collection(world.db.responsable, USERS)));
      await assertSucceeds(getDoc(profile(world.db.responsable, pupil.uid)));
      await assertFails(getDocs(collection(world.db.moderator, USERS)));
      await assertFails(getDoc(profile(world.db.moderator, pupil.uid)));
    });
  });

  describe('the directory', () => {
    it('lets anyone read it, signed out too', async () => {
      await world.seed({ [`${DIRECTORY}/${moderator.uid}`]: directoryCardOf(moderatorProfile) });
      await assertSucceeds(getDocs(collection(world.db.signedOut, DIRECTORY)));
    });

    it('lets an approved tutor publish their phone with their profile, not on the card alone', async () => {
      await world.seed({ [`${DIRECTORY}/${moderator.uid}`]: directoryCardOf(moderatorProfile) });
      const withPhone = directoryCardOf({ ...moderatorProfile, telephonePublic: true });
      await assertFails(setDoc(card(world.db.moderator, moderator.uid), withPhone));
      const batch = writeBatch(world.db.moderator);
      batch.update(profile(world.db.moderator, moderator.uid), { telephonePublic: true });
      batch.set(card(world.db.moderator, moderator.uid), withPhone);
      await assertSucceeds(batch.commit());
    });

    it('refuses a profile change that leaves the card behind', async () => {
      await world.seed({ [`${DIRECTORY}/${moderator.uid}`]: directoryCardOf(moderatorProfile) });
      await assertFails(updateDoc(profile(world.db.moderator, moderator.uid), { telephonePublic: true }));
      await assertSucceeds(updateDoc(profile(world.db.moderator, moderator.uid), { quartier: 'Mimboman' }));
    });

    it('sends an approved tutor who changes subject back to waiting, out of the directory, in one batch', async () => {
      await world.seed({ [`${DIRECTORY}/${moderator.uid}`]: directoryCardOf(moderatorProfile) });
      const db = world.db.moderator;
      const change = (changes: DocumentData, cardWrite: 'keep' | 'delete') => {
        const batch = writeBatch(db);
        batch.update(profile(db, moderator.uid), changes);
        if (cardWrite === 'delete') batch.delete(card(db, moderator.uid));
        return batch.commit();
      };
      // Still « approuve » with a subject nobody vetted; or waiting while the card stays.
      await assertFails(change({ matiere: 'Mathématiques' }, 'delete'));
      await assertFails(change({ matiere: 'Mathématiques' }, 'keep'));
      await assertFails(change({ matiere: 'Mathématiques', statut: 'en-attente' }, 'keep'));
      await assertFails(change({ matiere: 'Mathématiques', statut: 'refuse' }, 'delete'));
      await assertSucceeds(change({ matiere: 'Mathématiques', statut: 'en-attente' }, 'delete'));
      expect((await getDoc(card(world.db.signedOut, moderator.uid))).exists()).toBe(false);
    });

    it('refuses a tutor changing their own status in any other way', async () => {
      // Waiting, approving oneself with a new subject; approved, leaving without changing subject.
      await assertFails(
        updateDoc(profile(world.db.tutor, tutor.uid), { matiere: 'Physique-Chimie', statut: 'approuve' }),
      );
      await world.seed({ [`${DIRECTORY}/${moderator.uid}`]: directoryCardOf(moderatorProfile) });
      const batch = writeBatch(world.db.moderator);
      batch.update(profile(world.db.moderator, moderator.uid), { statut: 'en-attente' });
      batch.delete(card(world.db.moderator, moderator.uid));
      await assertFails(batch.commit());
      // A waiting tutor changes subject and stays waiting.
      await assertSucceeds(updateDoc(profile(world.db.tutor, tutor.uid), { matiere: 'Physique-Chimie' }));
    });

    it('refuses a card for a tutor still waiting, even written by themselves', async () => {
      await assertFails(setDoc(card(world.db.tutor, tutor.uid), directoryCardOf(tutorProfile)));
      await assertFails(setDoc(card(world.db.responsable, tutor.uid), directoryCardOf(tutorProfile)));
    });

    it('refuses a card that says something else than the profile', async () => {
      await assertFails(
        setDoc(card(world.db.moderator, moderator.uid), { ...directoryCardOf(moderatorProfile), nom: 'Autre' }),
      );
      await assertFails(
        setDoc(card(world.db.moderator, moderator.uid), { ...directoryCardOf(moderatorProfile), quartier: 'Mimboman' }),
      );
      await assertSucceeds(setDoc(card(world.db.moderator, moderator.uid), directoryCardOf(moderatorProfile)));
    });
  });

  describe('the journal', () => {
    const line = (by: Member) => journalLine(by, 'membre-suspendu', { id: pupil.uid, name: 'Awa Ngono' });

    it('lets a responsable write a line as themselves, not as someone else', async () => {
      await assertSucceeds(setDoc(doc(collection(world.db.responsable, JOURNAL)), line('responsable')));
      await assertFails(
        setDoc(doc(collection(world.db.responsable, JOURNAL)), { ...line('responsable'), by: moderator.uid }),
      );
      await assertFails(setDoc(doc(collection(world.db.responsable, JOURNAL)), { ...line('responsable'), date: AT }));
    });

    it('refuses anyone else writing or reading it', async () => {
      await assertFails(setDoc(doc(collection(world.db.moderator, JOURNAL)), line('moderator')));
      await world.seed({ [`${JOURNAL}/j1`]: { ...line('responsable'), date: AT } });
      await assertSucceeds(getDocs(collection(world.db.responsable, JOURNAL)));
      await assertFails(getDocs(collection(world.db.moderator, JOURNAL)));
      await assertFails(getDoc(doc(world.db.pupil, JOURNAL, 'j1')));
    });

    it('refuses changing or deleting a line, even to a responsable', async () => {
      await world.seed({ [`${JOURNAL}/j1`]: { ...line('responsable'), date: AT } });
      await assertFails(updateDoc(doc(world.db.responsable, JOURNAL, 'j1'), { details: 'effacé' }));
      await assertFails(deleteDoc(doc(world.db.responsable, JOURNAL, 'j1')));
    });
  });

  describe('reports', () => {
    async function seedItems() {
      await world.seed({
        'questions/paul': {
          ...newQuestionFields(moderatorProfile, {
            pageId: 'EncadreurEleve',
            matiere: 'Mathématiques',
            question: 'Achetez mes corrigés !',
            attachments: [],
          }),
          date: AT,
          replies: [
            { ...newReplyFields(pupil.profile, 'Merci pour la question', 'r0'), date: AT },
            { ...newReplyFields(moderatorProfile, 'Promo ce week-end', 'r1'), date: AT },
          ],
          nbReponses: 2,
          activite: AT,
        },
        'questions/awa': {
          ...newQuestionFields(pupil.profile, {
            pageId: 'EncadreurEleve',
            matiere: 'Mathématiques',
            question: 'Ma question',
            attachments: [],
          }),
          date: AT,
        },
        'messages/m1': { ...newMessageFields(moderatorProfile, pupil.uid, 'Viens seul.'), date: AT },
      });
    }

    type Item = { excerpt: string; authorId: string | null; authorName: string; replyIndex?: number };
    function report(by: Member, target: NewReport['target'], item: Item): DocumentData {
      return {
        ...newReportFields(members[by].profile, { target, reason: 'spam', details: '' }, item),
        date: serverTimestamp(),
      };
    }
    const onQuestion = { type: 'question', questionId: 'paul', pageId: 'EncadreurEleve' } as const;
    const onReply = { type: 'reponse', questionId: 'paul', replyId: 'r1', pageId: 'EncadreurEleve' } as const;
    const fromModerator = { authorId: moderator.uid, authorName: 'Sylvie Eba' };
    /** A report as the adapters file it: with the reporter's rate record in the same batch. */
    function file(db: Firestore, data: DocumentData) {
      const ref = doc(collection(db, REPORTS));
      return counted(db, `${REPORTS}/${ref.id}`, (batch) => batch.set(ref, data));
    }

    it('lets a member report a question with its true text, not a forged one', async () => {
      await seedItems();
      await assertSucceeds(
        file(world.db.pupil, report('pupil', onQuestion, { ...fromModerator, excerpt: 'Achetez mes corrigés !' })),
      );
      await assertFails(
        file(world.db.pupil, report('pupil', onQuestion, { ...fromModerator, excerpt: 'Des insultes inventées' })),
      );
    });

    it('refuses a question report under a forged author name', async () => {
      await seedItems();
      const forged = {
        authorId: moderator.uid,
        authorName: 'Commission des Études',
        excerpt: 'Achetez mes corrigés !',
      };
      await assertFails(file(world.db.pupil, report('pupil', onQuestion, forged)));
    });

    it('refuses a member reporting their own question', async () => {
      await seedItems();
      const own = { type: 'question', questionId: 'awa', pageId: 'EncadreurEleve' } as const;
      // The question names its pupil as anyone reads her (issue 33): the report quotes it so.
      const item = { excerpt: 'Ma question', authorId: pupil.uid, authorName: 'Awa N.' };
      await assertFails(
        file(world.db.pupil, { ...report('stranger', own, item), reportedBy: pupil.uid, reportedByName: 'Awa Ngono' }),
      );
      await assertSucceeds(file(world.db.stranger, report('stranger', own, item)));
    });

    it('lets a member report a reply found at its place, with its own text and author', async () => {
      await seedItems();
      const item = { ...fromModerator, excerpt: 'Promo ce week-end', replyIndex: 1 };
      await assertSucceeds(file(world.db.stranger, report('stranger', onReply, item)));
      await assertFails(file(world.db.stranger, report('stranger', { ...onReply, pageId: 'ParentEncadreur' }, item)));
    });

    it('refuses a report of a reply that does not exist, with invented words attributed to an approved tutor', async () => {
      await seedItems();
      const invented = { ...fromModerator, excerpt: 'Envoyez-moi vos photos.' };
      // An id no reply has, at a place that holds another reply, or past the last one.
      await assertFails(
        file(
          world.db.stranger,
          report('stranger', { ...onReply, replyId: 'r-invente' }, { ...invented, replyIndex: 1 }),
        ),
      );
      await assertFails(
        file(
          world.db.stranger,
          report('stranger', { ...onReply, replyId: 'r-invente' }, { ...invented, replyIndex: 7 }),
        ),
      );
      // The real reply, quoted with words it does not hold, or under another author.
      await assertFails(file(world.db.stranger, report('stranger', onReply, { ...invented, replyIndex: 1 })));
      await assertFails(
        file(
          world.db.stranger,
          report('stranger', onReply, {
            excerpt: 'Promo ce week-end',
            authorId: pupil.uid,
            authorName: 'Awa Ngono',
            replyIndex: 1,
          }),
        ),
      );
      await assertFails(
        file(
          world.db.stranger,
          report('stranger', onReply, {
            ...fromModerator,
            authorName: 'Paul Essomba',
            excerpt: 'Promo ce week-end',
            replyIndex: 1,
          }),
        ),
      );
      // The pupil's reply at place 0 passed off as the tutor's.
      await assertFails(
        file(
          world.db.stranger,
          report('stranger', onReply, { ...fromModerator, excerpt: 'Merci pour la question', replyIndex: 0 }),
        ),
      );
      // A target without a place, as reports were written before: nothing to check it against.
      const placed = report('stranger', onReply, { ...invented, replyIndex: 1 });
      await assertFails(file(world.db.stranger, { ...placed, target: { ...onReply, replyId: 'r-invente' } }));
    });

    it('lets a member report a message they received, not one they did not, nor under a forged sender name', async () => {
      await seedItems();
      const onMessage = { type: 'message', messageId: 'm1' } as const;
      const item = { ...fromModerator, excerpt: 'Viens seul.' };
      await assertSucceeds(file(world.db.pupil, report('pupil', onMessage, item)));
      await assertFails(file(world.db.stranger, report('stranger', onMessage, item)));
      await assertFails(file(world.db.pupil, report('pupil', onMessage, { ...item, authorName: 'Paul Essomba' })));
    });

    it('refuses a report in someone else’s name, and a signed-out visitor', async () => {
      await seedItems();
      const item = { ...fromModerator, excerpt: 'Achetez mes corrigés !' };
      await assertFails(file(world.db.stranger, report('pupil', onQuestion, item)));
      await assertFails(setDoc(doc(collection(world.db.signedOut, REPORTS)), report('pupil', onQuestion, item)));
    });

    it('counts a report like a post: refused without the rate record, or with a record paying for another post', async () => {
      await seedItems();
      const data = report('pupil', onQuestion, { ...fromModerator, excerpt: 'Achetez mes corrigés !' });
      await assertFails(setDoc(doc(collection(world.db.pupil, REPORTS)), data));
      const ref = doc(collection(world.db.pupil, REPORTS));
      await assertFails(counted(world.db.pupil, 'questions/paul', (batch) => batch.set(ref, data)));
      await assertSucceeds(counted(world.db.pupil, `${REPORTS}/${ref.id}`, (batch) => batch.set(ref, data)));
    });

    it('refuses a seventh report within a minute, as the seventh post', async () => {
      await seedItems();
      const data = report('pupil', onQuestion, { ...fromModerator, excerpt: 'Achetez mes corrigés !' });
      for (let sent = 0; sent < RATE_LIMITS.membre.perWindow; sent += 1)
        await assertSucceeds(file(world.db.pupil, data));
      // The counter written as if the window allowed one more (the client's own check bypassed).
      const ref = doc(collection(world.db.pupil, REPORTS));
      const record = (await getDoc(doc(world.db.pupil, LIMITS, pupil.uid))).data()!;
      const batch = writeBatch(world.db.pupil);
      batch.set(doc(world.db.pupil, LIMITS, pupil.uid), {
        ...record,
        last: serverTimestamp(),
        lastPost: `${REPORTS}/${ref.id}`,
        inWindow: RATE_LIMITS.membre.perWindow + 1,
        inDay: Number(record.inDay) + 1,
      });
      batch.set(ref, data);
      await assertFails(batch.commit());
    });

    it('refuses a suspended member’s report', async () => {
      await seedItems();
      await world.seed({ [`${USERS}/${pupil.uid}`]: { ...pupil.profile, suspendu: true } });
      await assertFails(
        file(world.db.pupil, report('pupil', onQuestion, { ...fromModerator, excerpt: 'Achetez mes corrigés !' })),
      );
    });

    it('lets only responsables read reports, and close them', async () => {
      await seedItems();
      await world.seed({
        [`${REPORTS}/s1`]: {
          ...report('pupil', onQuestion, { ...fromModerator, excerpt: 'Achetez mes corrigés !' }),
          date: AT,
        },
      });
      await assertFails(getDocs(query(collection(world.db.pupil, REPORTS), where('status', '==', 'ouvert'))));
      await assertFails(getDoc(doc(world.db.moderator, REPORTS, 's1')));
      await assertSucceeds(getDocs(query(collection(world.db.responsable, REPORTS), where('status', '==', 'ouvert'))));

      const close = (db: Firestore, by: string) =>
        updateDoc(doc(db, REPORTS, 's1'), {
          status: 'traite',
          decision: 'classe',
          handledBy: by,
          handledAt: serverTimestamp(),
        });
      await assertFails(close(world.db.pupil, pupil.uid));
      await assertFails(close(world.db.responsable, pupil.uid));
      await assertSucceeds(close(world.db.responsable, responsable.uid));
    });

    describe('archiving', () => {
      const stored = () => ({
        ...report('pupil', onQuestion, { ...fromModerator, excerpt: 'Achetez mes corrigés !' }),
        date: AT,
      });
      const handled = () => ({
        ...stored(),
        status: 'traite',
        decision: 'classe',
        handledBy: responsable.uid,
        handledAt: AT,
      });
      /** The report's deletion with its journal line `archive-<id>`, as governance.ts writes them. */
      function archive(db: Firestore, id: string, line: Partial<DocumentData> = {}, lineId = `archive-${id}`) {
        const batch = writeBatch(db);
        batch.delete(doc(db, REPORTS, id));
        batch.set(doc(db, JOURNAL, lineId), {
          ...journalLine('responsable', 'signalement-archive', { id, name: 'Sylvie Eba' }, 'spam'),
          ...line,
        });
        return batch.commit();
      }

      it('lets a responsable archive a handled report, with its journal line in the same batch', async () => {
        await world.seed({ [`${REPORTS}/s1`]: handled() });
        await assertSucceeds(archive(world.db.responsable, 's1'));
        expect((await getDoc(doc(world.db.responsable, JOURNAL, 'archive-s1'))).data()).toMatchObject({
          action: 'signalement-archive',
          targetId: 's1',
        });
      });

      it('refuses archiving an open report, or without its journal line, or under another line', async () => {
        await world.seed({ [`${REPORTS}/s1`]: stored(), [`${REPORTS}/s2`]: handled() });
        await assertFails(archive(world.db.responsable, 's1'));
        await assertFails(deleteDoc(doc(world.db.responsable, REPORTS, 's2')));
        await assertFails(archive(world.db.responsable, 's2', { action: 'signalement-classe' }));
        await assertFails(archive(world.db.responsable, 's2', {}, 'archive-s1'));
      });

      it('refuses anyone but a responsable, even with the line', async () => {
        await world.seed({ [`${REPORTS}/s1`]: handled() });
        await assertFails(archive(world.db.moderator, 's1', { by: moderator.uid, byName: 'Sylvie Eba' }));
        await assertFails(deleteDoc(doc(world.db.pupil, REPORTS, 's1')));
      });
    });
  });
});
