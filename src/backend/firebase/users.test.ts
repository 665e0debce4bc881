import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFirestore } from './testing/fake-firestore';
import { fakeSession, pupil, tutor } from './testing/fixtures';
import { createFirebaseUsers, createFirestoreProfiles } from './users';

vi.mock('firebase/firestore', () => import('./testing/fake-firestore'));

const db = {} as Firestore;

describe('firebase users', () => {
  beforeEach(() => fakeFirestore.reset());

  it('reads a profile from utilisateurs/{uid}, taking the neighbourhood from the legacy `quatier`', async () => {
    const { quartier, id: _id, ...rest } = pupil;
    fakeFirestore.seed(`utilisateurs/${pupil.id}`, { ...rest, quatier: quartier });
    const profile = await createFirestoreProfiles(db).read(pupil.id);
    expect(profile).toEqual({ ...pupil, responsable: false });
  });

  it('yields null for a missing profile or one with an unknown role', async () => {
    fakeFirestore.seed('utilisateurs/odd', { ...tutor, role: 'admin' });
    const profiles = createFirestoreProfiles(db);
    expect(await profiles.read('nobody')).toBeNull();
    expect(await profiles.read('odd')).toBeNull();
  });

  it('stores a new profile under its uid and reads it back unchanged', async () => {
    const profiles = createFirestoreProfiles(db);
    await profiles.create(tutor);
    expect(fakeFirestore.paths('utilisateurs')).toEqual([`utilisateurs/${tutor.id}`]);
    expect(await profiles.read(tutor.id)).toEqual({ ...tutor, responsable: false });
  });

  it('lets a member read their own profile only', async () => {
    fakeFirestore.seed(`utilisateurs/${pupil.id}`, pupil);
    fakeFirestore.seed(`utilisateurs/${tutor.id}`, tutor);
    const session = fakeSession(pupil.id);
    const users = createFirebaseUsers(db, session.auth, createFirestoreProfiles(db));
    expect(await users.get(pupil.id)).toEqual({ ...pupil, responsable: false });
    await expect(users.get(tutor.id)).rejects.toMatchObject({ name: 'BackendError', code: 'permission-denied' });
    session.signIn(null);
    await expect(users.get(pupil.id)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
