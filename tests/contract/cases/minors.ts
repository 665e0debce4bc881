import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { ProfileFields, Question, SignUpInput } from '@/domain/entities';
import { withPupilNames, type PupilNames } from '@/domain/minors';
import { firstValue, subscriptionError } from '../live';
import type { ContractWorld } from '../world';
import { TUTORS_FORUM } from './questions';

const NEWCOMER: ProfileFields = {
  role: 'eleve',
  nom: 'Ngo Bilong',
  prenom: 'Marie-Claire',
  telephone: '690 98 76 54',
  classe: '4e',
  examen: 'BEPC',
  quartier: 'Mimboman',
};

let joined = 0;

/** A new pupil (an address of their own), signed up and signed in in a tab of their own. */
async function join(world: ContractWorld, profile: ProfileFields = NEWCOMER) {
  joined += 1;
  const input: SignUpInput = {
    email: `mineur.${Date.now()}.${joined}@example.cm`,
    password: 'secret-mineur-1',
    profile,
    consentement: true,
    ...(profile.role === 'eleve' && { naissance: '2011-05-04' }),
  };
  const tab = world.newTab();
  const { id: uid } = await tab.auth.signUp(input);
  await tab.auth.signIn(input.email, input.password);
  return { tab, uid, input };
}

/** The pupils' names as `tab`'s member reads them, once they satisfy `accept`. */
const namesIn = (tab: Backend, accept: (names: PupilNames) => boolean = () => true) =>
  firstValue<PupilNames>((onChange, onError) => tab.users.subscribePupilNames(onChange, onError), accept);

/**
 * Minors are not public (issue 33): whatever anyone can read of the forums names a pupil « Awa N. »
 * without class; members read every pupil's full name and class in one record, which a visitor is
 * refused, and which follows sign-ups, changes of class, corrected names and deleted accounts.
 */
export function minorsContract(world: ContractWorld): void {
  describe('minors are not public', () => {
    it('names a pupil « Awa N. » without class on their question and reply, the tutor in full; a member reads « Awa Ngono, 3e » through the names', async () => {
      await world.as('pupil').questions.ask({
        pageId: TUTORS_FORUM,
        question: 'Comment factoriser ?',
        attachments: [],
        matiere: 'Mathématiques',
      });
      const [asked] = await firstValue<Question[]>(
        (onChange, onError) => world.newTab().questions.subscribe(TUTORS_FORUM, onChange, onError),
        (items) => items.length === 1,
      );
      await world.as('moderator').questions.reply(asked!.id, 'Cherche un facteur commun.');
      await world.as('pupil').questions.reply(asked!.id, 'Merci, Madame !');

      // A visitor's tab: the question as the port returns it, as anyone (a REST reader) finds it.
      const seen = (await world.newTab().questions.get(asked!.id))!;
      expect([seen.userName, seen.classe]).toEqual(['Awa N.', null]);
      expect(seen.replies.map((reply) => reply.userName)).toEqual(['Sylvie Eba', 'Awa N.']);
      expect(JSON.stringify(seen)).not.toMatch(/Ngono|"3e"/);

      // A member's tab: the full names and classes, put back into what they show.
      const names = await namesIn(world.as('parent'), (current) => world.uid('pupil') in current);
      expect(names[world.uid('pupil')]).toEqual({ nom: 'Awa Ngono', classe: '3e' });
      expect(names[world.uid('stranger')]).toEqual({ nom: 'Jean Mballa', classe: 'Première' });
      // Adults are named in full on their posts: the record holds pupils only.
      expect(Object.keys(names)).not.toContain(world.uid('moderator'));
      const shown = withPupilNames(seen, names);
      expect([shown.userName, shown.classe]).toEqual(['Awa Ngono', '3e']);
      expect(shown.replies.map((reply) => reply.userName)).toEqual(['Sylvie Eba', 'Awa Ngono']);
    });

    it('refuses the pupils’ names to a signed-out visitor, and to the anonymous account a visitor replies with', async () => {
      const visitor = world.newTab();
      expect(
        (await subscriptionError((onChange, onError) => visitor.users.subscribePupilNames(onChange, onError))).code,
      ).toBe('permission-denied');
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Qui m’aide ?' });
      await visitor.questions.reply(id, 'Moi !');
      expect(
        (await subscriptionError((onChange, onError) => visitor.users.subscribePupilNames(onChange, onError))).code,
      ).toBe('permission-denied');
    });

    it('names a new pupil with a compound surname « Marie-Claire N. » in public and in full for members, from their sign-up', async () => {
      const { tab, uid } = await join(world);
      await tab.questions.ask({
        pageId: TUTORS_FORUM,
        question: 'Le pluriel de « cheval » ?',
        attachments: [],
        matiere: 'Français',
      });
      const [asked] = await firstValue<Question[]>(
        (onChange, onError) => world.newTab().questions.subscribe(TUTORS_FORUM, onChange, onError),
        (items) => items.length === 1,
      );
      expect([asked!.userName, asked!.classe]).toEqual(['Marie-Claire N.', null]);
      const names = await namesIn(world.as('moderator'), (current) => uid in current);
      expect(names[uid]).toEqual({ nom: 'Marie-Claire Ngo Bilong', classe: '4e' });
    });

    it('keeps the names in step: a pupil’s new class, a name a responsable corrects, an account deleted', async () => {
      const { tab, uid, input } = await join(world);
      await tab.users.updateProfile({ classe: '3e' });
      await namesIn(world.as('parent'), (current) => current[uid]?.classe === '3e');

      await world.as('responsable').governance.correctName(uid, { prenom: 'Marie-Claire', nom: 'Bilong' });
      const renamed = await namesIn(world.as('parent'), (current) => current[uid]?.nom === 'Marie-Claire Bilong');
      expect(renamed[uid]).toEqual({ nom: 'Marie-Claire Bilong', classe: '3e' });

      await tab.users.deleteAccount(input.password);
      const left = await namesIn(world.as('parent'), (current) => !(uid in current));
      expect(JSON.stringify(left)).not.toMatch(/Bilong/);
      // The others stay.
      expect(left[world.uid('pupil')]).toEqual({ nom: 'Awa Ngono', classe: '3e' });
    });
  });
}
