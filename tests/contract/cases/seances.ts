import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/domain/entities';
import { hasUnseenChange, type NewSeance, type Participation, type Seance } from '@/domain/seances';
import { firstValue, subscriptionError } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld, Member } from '../world';

/** A Saturday morning far enough ahead to stay « à venir » whenever the suite runs. */
export function seanceInput(extra: Partial<NewSeance> = {}): NewSeance {
  return {
    date: '2099-12-05',
    heureDebut: '09:00',
    heureFin: '12:00',
    lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: 'Derrière l’église, 2e bâtiment' },
    classes: ['3e', '2nde'],
    matieres: ['Mathématiques'],
    encadreurs: [],
    capacite: null,
    note: 'Apportez vos cahiers d’exercices.',
    repeterJusquau: null,
    ...extra,
  };
}

/**
 * Issue 26: the programme of séances — published, changed and cancelled by a responsable (each in
 * the journal), read by anyone, joined within the capacity (two members at once included), on
 * both backends.
 */
export function seancesContract(world: ContractWorld): void {
  const upcoming = (accept: (seances: Seance[]) => boolean, member?: Member) =>
    firstValue<Seance[]>(
      (onChange, onError) => (member ? world.as(member) : world.newTab()).seances.subscribeUpcoming(onChange, onError),
      accept,
    );
  const seance = async (id: string, accept: (seance: Seance) => boolean = () => true) =>
    (await upcoming((items) => items.some((item) => item.id === id && accept(item)))).find((item) => item.id === id)!;
  const mine = (member: Member, accept: (items: { seance: Seance; participation: Participation }[]) => boolean) =>
    firstValue<{ seance: Seance; participation: Participation }[]>(
      (onChange, onError) => world.as(member).seances.subscribeMine(world.uid(member), onChange, onError),
      accept,
    );
  const changedFor = (member: Member, accept: (items: { seance: Seance; participation: Participation }[]) => boolean) =>
    firstValue<{ seance: Seance; participation: Participation }[]>(
      (onChange, onError) => world.as(member).seances.subscribeChanged(world.uid(member), onChange, onError),
      accept,
    );
  const publishOne = async (extra: Partial<NewSeance> = {}) =>
    (await world.as('responsable').seances.publish(seanceInput(extra)))[0]!;

  describe('the programme of séances', () => {
    it('publishes a weekly séance as its occurrences, read by a visitor soonest first, with a journal line', async () => {
      const ids = await world.as('responsable').seances.publish(seanceInput({ repeterJusquau: '2099-12-26' }));
      expect(ids).toHaveLength(4);
      const seances = await upcoming((items) => items.length === 4);
      expect(seances.map((item) => item.id)).toEqual(ids);
      expect(seances.map((item) => item.debut.toISOString())).toEqual([
        '2099-12-05T08:00:00.000Z',
        '2099-12-12T08:00:00.000Z',
        '2099-12-19T08:00:00.000Z',
        '2099-12-26T08:00:00.000Z',
      ]);
      expect(seances[0]).toMatchObject({
        lieu: { nom: 'Salle paroissiale de Mvog-Ada' },
        classes: ['3e', '2nde'],
        serie: ids[0],
        annulee: false,
        participants: 0,
      });
      const journal = await firstValue<JournalEntry[]>(
        (onChange, onError) => world.as('responsable').governance.subscribeJournal(onChange, onError),
        (entries) => entries.some((entry) => entry.action === 'seance-publiee'),
      );
      expect(journal.find((entry) => entry.action === 'seance-publiee')).toMatchObject({
        targetId: ids[0],
        details: 'une série de 4 séances, chaque semaine',
      });
    });

    it('lets only a responsable publish, and only a séance the form accepts', async () => {
      expect((await refusal(world.as('moderator').seances.publish(seanceInput()))).code).toBe('permission-denied');
      expect((await refusal(world.newTab().seances.publish(seanceInput()))).code).toBe('auth/requires-login');
      expect((await refusal(world.as('responsable').seances.publish(seanceInput({ date: '2020-01-04' })))).code).toBe(
        'invalid-argument',
      );
      expect((await refusal(world.as('responsable').seances.publish(seanceInput({ classes: [] })))).code).toBe(
        'invalid-argument',
      );
    });

    it('counts who comes, live for the responsable, lists the member’s séances, and takes a participation back', async () => {
      const id = await publishOne();
      await world.as('pupil').seances.attend(id, true);
      await world.as('pupil').seances.attend(id, true);
      await world.as('moderator').seances.attend(id, true);
      expect(await seance(id, (item) => item.participants === 1 && item.encadreursPresents === 1)).toBeTruthy();

      const listed = await mine('pupil', (items) => items.length === 1);
      expect(listed[0]!.seance.id).toBe(id);
      expect(listed[0]!.participation).toMatchObject({ uid: world.uid('pupil'), role: 'eleve', nom: 'Awa Ngono' });
      // « Télécharger mes données » says it too.
      expect((await world.as('pupil').users.exportData()).seances).toEqual([
        expect.objectContaining({ seance: id, debut: '2099-12-05T08:00:00.000Z' }),
      ]);

      const people = await firstValue<Participation[]>(
        (onChange, onError) => world.as('responsable').seances.subscribeParticipants(id, onChange, onError),
        (items) => items.length === 2,
      );
      expect(people.map((person) => person.nom).sort()).toEqual(['Awa Ngono', 'Sylvie Eba']);
      const denied = await subscriptionError<Participation[]>((onChange, onError) =>
        world.as('pupil').seances.subscribeParticipants(id, onChange, onError),
      );
      expect(denied.code).toBe('permission-denied');

      await world.as('pupil').seances.attend(id, false);
      expect(await seance(id, (item) => item.participants === 0)).toBeTruthy();
      expect(await mine('pupil', (items) => items.length === 0)).toEqual([]);
    });

    it('refuses a tutor not yet approved, and a visitor', async () => {
      const id = await publishOne();
      expect((await refusal(world.as('tutor').seances.attend(id, true))).code).toBe('permission-denied');
      expect((await refusal(world.newTab().seances.attend(id, true))).code).toBe('auth/requires-login');
    });

    it('says « Complet » past the capacity, even to two members joining at the same instant', async () => {
      const full = await publishOne({ capacite: 1 });
      await world.as('pupil').seances.attend(full, true);
      expect((await refusal(world.as('parent').seances.attend(full, true))).code).toBe('seance/full');
      // A tutor is not counted in the capacity.
      await world.as('moderator').seances.attend(full, true);

      const race = await publishOne({ capacite: 1 });
      const results = await Promise.allSettled([
        world.as('pupil').seances.attend(race, true),
        world.as('parent').seances.attend(race, true),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'seance/full' });
      expect((await seance(race, (item) => item.participants === 1)).participants).toBe(1);
    });

    it('changes or cancels one occurrence, which reaches the members who joined', async () => {
      const [first, second] = await world
        .as('responsable')
        .seances.publish(seanceInput({ repeterJusquau: '2099-12-12' }));
      await world.as('pupil').seances.attend(first!, true);
      await world.as('responsable').seances.change(first!, { ...seanceInput(), heureDebut: '10:00' });
      const changed = await seance(first!, (item) => item.debut.toISOString() === '2099-12-05T09:00:00.000Z');
      expect(changed.changeeLe).toBeInstanceOf(Date);
      expect((await seance(second!)).debut.toISOString()).toBe('2099-12-12T08:00:00.000Z');

      expect((await refusal(world.as('responsable').seances.cancel(first!, '  '))).code).toBe('invalid-argument');
      expect((await refusal(world.as('moderator').seances.cancel(first!, 'Pluies'))).code).toBe('permission-denied');
      await world.as('responsable').seances.cancel(first!, 'Pluies diluviennes annoncées');
      const [item] = await mine('pupil', (items) => items[0]?.seance.annulee === true);
      expect(item!.seance.motif).toBe('Pluies diluviennes annoncées');
      expect(hasUnseenChange(item!.seance, item!.participation)).toBe(true);
      // « Quoi de neuf » finds it among the séances changed lately, for who joined it only.
      const [news] = await changedFor('pupil', (items) => items[0]?.seance.annulee === true);
      expect(news!.seance.id).toBe(first);
      expect(hasUnseenChange(news!.seance, news!.participation)).toBe(true);
      expect(await changedFor('parent', () => true)).toEqual([]);
      await world.as('pupil').seances.markSeen(first!);
      const [seen] = await mine(
        'pupil',
        (items) => items.length === 1 && !hasUnseenChange(items[0]!.seance, items[0]!.participation),
      );
      expect(seen!.seance.annulee).toBe(true);

      expect((await refusal(world.as('parent').seances.attend(first!, true))).code).toBe('permission-denied');
      // A cancelled séance keeps who had said they would come: nobody leaves it (issue 32).
      expect((await refusal(world.as('pupil').seances.attend(first!, false))).code).toBe('permission-denied');
      expect((await refusal(world.as('responsable').seances.change(first!, seanceInput()))).code).toBe(
        'permission-denied',
      );
      expect((await refusal(world.as('responsable').seances.cancel('seance-inconnue', 'Pluies'))).code).toBe(
        'not-found',
      );
      const journal = await firstValue<JournalEntry[]>(
        (onChange, onError) => world.as('responsable').governance.subscribeJournal(onChange, onError),
        (entries) => entries.some((entry) => entry.action === 'seance-annulee'),
      );
      expect(journal.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['seance-publiee', 'seance-modifiee', 'seance-annulee']),
      );
    });
  });
}
