/**
 * api/_lib/admin-firestore.ts against a real Firestore emulator (tests/setup/firestore-emulator.global.ts):
 * what the in-memory stand-in of api/_testing/ only imitates — the REST shapes, the precondition
 * `currentDocument.exists=false` as an idempotency key (two racing calls, one creation), the
 * filters the notifications ask (a map's key present, array-contains, a range of dates, a
 * collection group, a subcollection). Skipped, with the reason, when no emulator answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminFirestore, type AdminFirestore } from '../../api/_lib/admin-firestore';

const host = process.env.FIRESTORE_EMULATOR_HOST?.trim() || null;
if (!host) console.warn('Tests d’admin-firestore ignorés : aucun émulateur Firestore.');

// A project of its own: its own database in the shared emulator.
const PROJECT = `demo-admin-firestore-${Date.now().toString(36)}`;

describe.skipIf(!host)('admin-firestore against the Firestore emulator', () => {
  let db: AdminFirestore;

  beforeAll(() => {
    db = createAdminFirestore({ projectId: PROJECT, credentials: { emulatorHost: host! } });
  });
  afterAll(async () => {
    await fetch(`http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' });
  });

  it('creates a document once, even when two calls race for it, and reads it back decoded', async () => {
    const data = {
      texte: 'Bonjour',
      nombre: 3,
      vrai: true,
      vide: null,
      le: new Date('2025-03-01T10:00:00.123Z'),
      carte: { p256dh: 'abc', auth: 'def' },
      liste: ['a', 'b'],
    };
    const results = await Promise.all([db.createIfAbsent('envois/e1', data), db.createIfAbsent('envois/e1', data)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await db.createIfAbsent('envois/e1', { autre: 'x' })).toBe(false);

    const stored = await db.get('envois/e1');
    expect(stored).toEqual({ id: 'e1', path: 'envois/e1', data });
    expect(await db.get('envois/absent')).toBeNull();

    await db.delete('envois/e1');
    await db.delete('envois/e1'); // nothing there: no error
    expect(await db.get('envois/e1')).toBeNull();
  });

  it('finds the members following a question by a key of their map, whatever its characters', async () => {
    const questionId = '0aB-c_d9';
    await db.createIfAbsent('lectures/u1', { suivies: { [questionId]: new Date('2025-02-01T00:00:00Z') } });
    await db.createIfAbsent('lectures/u2', { suivies: { autre: new Date('2025-02-01T00:00:00Z') } });
    await db.createIfAbsent('lectures/u3', { suivies: { [questionId]: new Date('2025-02-02T00:00:00Z') } });
    const found = await db.query({
      collection: 'lectures',
      where: [{ field: ['suivies', questionId], op: '!=', value: null }],
    });
    expect(found.map((document) => document.id).sort()).toEqual(['u1', 'u3']);
  });

  it('filters by equality, array-contains and a range of dates, with a limit', async () => {
    await db.createIfAbsent('utilisateurs/t1', { role: 'encadreur', statut: 'approuve', matiere: 'Anglais' });
    await db.createIfAbsent('utilisateurs/t2', { role: 'encadreur', statut: 'en-attente', matiere: 'Anglais' });
    await db.createIfAbsent('lectures/t3', { matieres: ['Anglais', 'Biologie'] });
    await db.createIfAbsent('seances/s1', { debut: new Date('2025-03-02T08:00:00Z') });
    await db.createIfAbsent('seances/s2', { debut: new Date('2025-03-03T08:00:00Z') });

    const tutors = await db.query({
      collection: 'utilisateurs',
      where: [
        { field: 'role', op: '==', value: 'encadreur' },
        { field: 'statut', op: '==', value: 'approuve' },
        { field: 'matiere', op: '==', value: 'Anglais' },
      ],
    });
    expect(tutors.map((document) => document.id)).toEqual(['t1']);
    const choosers = await db.query({
      collection: 'lectures',
      where: [{ field: 'matieres', op: 'array-contains', value: 'Anglais' }],
    });
    expect(choosers.map((document) => document.id)).toEqual(['t3']);
    const tomorrow = await db.query({
      collection: 'seances',
      where: [
        { field: 'debut', op: '>=', value: new Date('2025-03-01T23:00:00Z') },
        { field: 'debut', op: '<', value: new Date('2025-03-02T23:00:00Z') },
      ],
    });
    expect(tomorrow.map((document) => document.id)).toEqual(['s1']);
    expect(await db.query({ collection: 'seances', limit: 1 })).toHaveLength(1);
  });

  it('lists a subcollection, and a collection group across its parents', async () => {
    await db.createIfAbsent('seances/s1/participants/p1', { uid: 'p1', role: 'eleve' });
    await db.createIfAbsent('seances/s1/participants/p2', { uid: 'p2', role: 'parent' });
    await db.createIfAbsent('seances/s2/participants/p1', { uid: 'p1', role: 'eleve' });

    const ofS1 = await db.query({ collection: 'participants', parent: 'seances/s1' });
    expect(ofS1.map((document) => document.path).sort()).toEqual([
      'seances/s1/participants/p1',
      'seances/s1/participants/p2',
    ]);
    const everywhere = await db.query({
      collection: 'participants',
      allDescendants: true,
      where: [{ field: 'uid', op: '==', value: 'p1' }],
    });
    expect(everywhere.map((document) => document.path).sort()).toEqual([
      'seances/s1/participants/p1',
      'seances/s2/participants/p1',
    ]);
  });
});
