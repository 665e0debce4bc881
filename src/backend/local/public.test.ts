import { describe, expect, it } from 'vitest';
import type { Backend, Unsubscribe } from '@/backend/types';
import type { PublicTutor } from '@/domain/entities';
import type { BackendError } from '@/domain/errors';
import type { NewSeance, Seance } from '@/domain/seances';
import { people } from '@tests/setup/people';
import { approveTutor, createTestBackend, memoryStorage, signedIn, testClock } from '@tests/setup/test-backend';
import { createLocalPublicReaders } from './public';

/*
 * The public pages' readers in their own chunks (public.ts, public-database.ts) read the same
 * database as the whole backend, with queries of their own: they must give what the backend gives,
 * and follow what another connection writes (the backend of a member, in this tab or another) as
 * it writes it, even in a browser that had no database when they started.
 */

type Subscribe<T> = (onChange: (value: T) => void, onError: (error: BackendError) => void) => Unsubscribe;

/** The first value `subscribe` gives that `accept`s. */
function valueOf<T>(subscribe: Subscribe<T>, accept: (value: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const stop = subscribe(
      (value) => {
        if (done || !accept(value)) return;
        done = true;
        queueMicrotask(() => stop());
        resolve(value);
      },
      (error) => reject(error),
    );
  });
}

const seanceInput = (extra: Partial<NewSeance> = {}): NewSeance => ({
  date: '2025-03-08',
  heureDebut: '09:00',
  heureFin: '12:00',
  lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: '' },
  classes: ['3e'],
  matieres: ['Mathématiques'],
  encadreurs: [],
  capacite: null,
  note: '',
  repeterJusquau: null,
  ...extra,
});

/** A browser: tabs of the whole backend, and the public readers, over one database and one clock. */
function browser() {
  const databaseName = `public-readers-${crypto.randomUUID()}`;
  const clock = testClock(new Date('2025-03-01T08:00:00Z'));
  const options = { visitorStorage: memoryStorage(), now: clock.now };
  return {
    clock,
    newTab: (): Backend => createTestBackend(databaseName, options),
    readers: () => createLocalPublicReaders({ databaseName, now: clock.now }),
  };
}

async function responsableOf(tab: Backend) {
  await signedIn(tab, people.parent);
  await tab.demo!.setResponsable(true);
}

const ids = (seances: Seance[]) => seances.map((seance) => seance.id);

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe('the local public readers', () => {
  it('read empty lists in a browser without a database, without creating one, then follow the one a tab opens', async () => {
    const { newTab, readers } = browser();
    const { directory, programme } = readers();
    const databaseName = `public-readers-${crypto.randomUUID()}`;
    const empty = createLocalPublicReaders({ databaseName });
    expect(await valueOf<PublicTutor[]>((onChange, onError) => empty.directory.subscribe(onChange, onError))).toEqual(
      [],
    );
    expect(
      await valueOf<Seance[]>((onChange, onError) => empty.programme.subscribeUpcoming(onChange, onError)),
    ).toEqual([]);
    expect(await databaseNames()).not.toContain(databaseName);

    // Followed before any tab opened the database: a séance published from a tab reaches the list.
    const published = valueOf<Seance[]>(
      (onChange, onError) => programme.subscribeUpcoming(onChange, onError),
      (seances) => seances.length === 1,
    );
    const tutors = valueOf<PublicTutor[]>((onChange, onError) => directory.subscribe(onChange, onError));
    expect(await tutors).toEqual([]);
    const responsable = newTab();
    await responsableOf(responsable);
    const [id] = await responsable.seances.publish(seanceInput());
    expect(ids(await published)).toEqual([id]);
  });

  it('list the directory as the backend does, and follow an approval and a suspension made elsewhere', async () => {
    const { newTab, readers } = browser();
    const [tutorTab, responsableTab, visitorTab] = [newTab(), newTab(), newTab()];
    const { directory } = readers();
    expect(await valueOf<PublicTutor[]>((onChange, onError) => directory.subscribe(onChange, onError))).toEqual([]);

    const tutor = await signedIn(tutorTab, people.encadreur);
    const listed = valueOf<PublicTutor[]>(
      (onChange, onError) => directory.subscribe(onChange, onError),
      (tutors) => tutors.length === 1,
    );
    await signedIn(responsableTab, people.parent);
    await approveTutor(responsableTab, tutor.id);
    const tutors = await listed;
    expect(tutors).toEqual(
      await valueOf<PublicTutor[]>(
        (onChange, onError) => visitorTab.directory.subscribe(onChange, onError),
        (all) => all.length === 1,
      ),
    );
    expect(tutors[0]).toMatchObject({ uid: tutor.id, nom: 'Essomba', prenom: 'Paul' });

    const gone = valueOf<PublicTutor[]>(
      (onChange, onError) => directory.subscribe(onChange, onError),
      (all) => all.length === 0,
    );
    await responsableTab.demo!.setResponsable(true);
    await responsableTab.governance.setSuspended(tutor.id, true);
    expect(await gone).toEqual([]);
  });

  it('give the programme the séance store gives: the séances of today on, soonest first, the first page only', async () => {
    const { clock, newTab, readers } = browser();
    const responsable = newTab();
    await responsableOf(responsable);
    // Two series of 26 Saturdays: more than a page of the programme.
    await responsable.seances.publish(seanceInput({ repeterJusquau: '2025-09-27' }));
    await responsable.seances.publish(
      seanceInput({ heureDebut: '14:00', heureFin: '16:00', repeterJusquau: '2025-09-27' }),
    );
    // Five weeks on: the first ten séances are over.
    clock.advance(35 * 86_400);

    const fromBackend = await valueOf<Seance[]>((onChange, onError) =>
      newTab().seances.subscribeUpcoming(onChange, onError),
    );
    const fromReaders = await valueOf<Seance[]>((onChange, onError) =>
      readers().programme.subscribeUpcoming(onChange, onError),
    );
    expect(fromReaders).toEqual(fromBackend);
    expect(fromReaders.length).toBeGreaterThan(10);
    expect(fromReaders[0]!.debut.toISOString()).toBe('2025-04-05T08:00:00.000Z');
  });

  it('follow a séance published and one cancelled from another tab', async () => {
    const { newTab, readers } = browser();
    const responsable = newTab();
    await responsableOf(responsable);
    const { programme } = readers();
    expect(await valueOf<Seance[]>((onChange, onError) => programme.subscribeUpcoming(onChange, onError))).toEqual([]);

    const published = valueOf<Seance[]>(
      (onChange, onError) => programme.subscribeUpcoming(onChange, onError),
      (seances) => seances.length === 1,
    );
    const [id] = await responsable.seances.publish(seanceInput());
    expect(ids(await published)).toEqual([id]);

    const cancelled = valueOf<Seance[]>(
      (onChange, onError) => programme.subscribeUpcoming(onChange, onError),
      (seances) => seances[0]?.annulee === true,
    );
    await responsable.seances.cancel(id!, 'La salle est prise ce jour-là.');
    expect(await cancelled).toMatchObject([{ id, annulee: true, motif: 'La salle est prise ce jour-là.' }]);
  });
});
