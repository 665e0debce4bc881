/**
 * firestore.rules, issue 33 « Consent for the youngest »: a pupil under 15 at sign-up waits
 * (autorisation « attente ») — reads, links with a parent, reports; asks, replies, writes and joins a
 * séance only once authorised (publishes). Authorised by one of their confirmed parents, or by a
 * responsable who received the parents' paper (authorises), who and the server's time recorded. Each
 * write as src/backend/firebase/families.ts and governance.ts make it, beside what must be refused.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { LINKS } from '@/backend/firebase/family-paths';
import { USERS } from '@/backend/firebase/users';
import { linkId } from '@/domain/families';
import { newMessageFields, newReplyFields, newReplyId } from '@/domain/new-records';
import { outgoingQuestion, storedQuestion } from './permission-table/scenario';
import { join, seancesSeed } from './permission-table/seances';
import { addReply, ask, send } from './posting';
import { emulator, members, useRulesEnvironment, type Member } from './rules-env';

const { pupil, parent, stranger, tutor, responsable } = members;

/** Awa signed up at 13: her account waits (what signUpRecords stores). */
const waiting = { naissance: '2012-09-01', autorisation: { statut: 'attente' } };
/** A confirmed link of `who` (a parent) and Awa. */
const linked = (who: Member) => ({
  [`${LINKS}/${linkId(members[who].uid, pupil.uid)}`]: {
    parent: members[who].uid,
    nomParent: `${members[who].profile.prenom} ${members[who].profile.nom}`,
    enfant: pupil.uid,
    nomEnfant: 'Awa Ngono',
    demandePar: 'parent',
    code: 'AWACDE23',
    confirme: true,
    date: Timestamp.now(),
  },
});
const given = (statut: 'parent' | 'papier', by: string) => ({
  autorisation: { statut, par: by, date: serverTimestamp() },
});
const profile = (db: Firestore) => doc(db, USERS, pupil.uid);

describe.skipIf(!emulator)('firestore.rules — a young pupil’s authorisation (issue 33)', () => {
  const world = useRulesEnvironment();
  const seedWaiting = () => world.seed({ [`${USERS}/${pupil.uid}`]: { ...pupil.profile, ...waiting } });

  describe('while her account waits', () => {
    it('refuses her question, then accepts it once authorised', async () => {
      await seedWaiting();
      await assertFails(ask(world.db.pupil, outgoingQuestion('pupil')));
      await world.seed({
        [`${USERS}/${pupil.uid}`]: { ...pupil.profile, ...waiting, autorisation: { statut: 'parent' } },
      });
      await assertSucceeds(ask(world.db.pupil, outgoingQuestion('pupil')));
    });

    it('refuses her reply and her private message; a pupil who needs none posts both', async () => {
      await world.seed({ 'questions/q': storedQuestion('parent', { pageId: 'ParentEncadreur' }) });
      await seedWaiting();
      const reply = { ...newReplyFields(pupil.profile, 'Merci !', newReplyId(pupil.uid)), date: Timestamp.now() };
      const message = { ...newMessageFields(pupil.profile, tutor.uid, 'Bonjour'), date: serverTimestamp() };
      await assertFails(addReply(world.db.pupil, 'q', reply));
      await assertFails(send(world.db.pupil, message));
      await world.seed({ [`${USERS}/${pupil.uid}`]: { ...pupil.profile, autorisation: { statut: 'non-requise' } } });
      await assertSucceeds(addReply(world.db.pupil, 'q', reply));
      await assertSucceeds(send(world.db.pupil, message));
    });

    it('refuses her « Je participe » to a séance, and accepts it once authorised on paper', async () => {
      await world.seed(seancesSeed());
      await seedWaiting();
      await assertFails(join(world.db.pupil, 'ouverte', 'pupil'));
      await world.seed({
        [`${USERS}/${pupil.uid}`]: { ...pupil.profile, ...waiting, autorisation: { statut: 'papier' } },
      });
      await assertSucceeds(join(world.db.pupil, 'ouverte', 'pupil'));
    });
  });

  describe('who authorises', () => {
    it('lets her confirmed parent authorise her, as themselves, dated by the server', async () => {
      await seedWaiting();
      await world.seed(linked('parent'));
      await assertFails(updateDoc(profile(world.db.parent), given('parent', stranger.uid)));
      await assertFails(
        updateDoc(profile(world.db.parent), {
          autorisation: { statut: 'parent', par: parent.uid, date: Timestamp.now() },
        }),
      );
      await assertFails(updateDoc(profile(world.db.parent), given('papier', parent.uid)));
      await assertFails(updateDoc(profile(world.db.parent), { ...given('parent', parent.uid), classe: 'Seconde' }));
      await assertSucceeds(updateDoc(profile(world.db.parent), given('parent', parent.uid)));
      // Once given, never again (nor taken back this way).
      await assertFails(updateDoc(profile(world.db.parent), given('parent', parent.uid)));
    });

    it('refuses a parent whose link is not confirmed, another family’s parent, the pupil herself and a tutor', async () => {
      await seedWaiting();
      await world.seed({
        ...linked('parent'),
        [`${LINKS}/${linkId(parent.uid, pupil.uid)}`]: {
          ...linked('parent')[`${LINKS}/${linkId(parent.uid, pupil.uid)}`],
          confirme: false,
        },
      });
      await assertFails(updateDoc(profile(world.db.parent), given('parent', parent.uid)));
      await assertFails(updateDoc(profile(world.db.stranger), given('parent', stranger.uid)));
      await assertFails(updateDoc(profile(world.db.pupil), given('parent', pupil.uid)));
      await assertFails(updateDoc(profile(world.db.tutor), given('parent', tutor.uid)));
    });

    it('lets a responsable record the paper, as themselves; not on an account that waits for nothing', async () => {
      await seedWaiting();
      await assertFails(updateDoc(profile(world.db.responsable), given('parent', responsable.uid)));
      await assertSucceeds(updateDoc(profile(world.db.responsable), given('papier', responsable.uid)));
      await world.seed({ [`${USERS}/${pupil.uid}`]: { ...pupil.profile, autorisation: { statut: 'non-requise' } } });
      await assertFails(updateDoc(profile(world.db.responsable), given('papier', responsable.uid)));
    });

    it('lets her confirmed parent read her profile (whether it waits), and no other parent', async () => {
      await seedWaiting();
      await assertFails(getDoc(profile(world.db.parent)));
      await world.seed(linked('parent'));
      await assertSucceeds(getDoc(profile(world.db.parent)));
      await assertFails(getDoc(profile(world.db.stranger)));
    });
  });
});
