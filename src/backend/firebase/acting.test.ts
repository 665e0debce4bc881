import { describe, expect, it, vi } from 'vitest';
import { createFirebaseActing } from './acting';
import type { ProfileStore } from './profile-store';
import { fakeSession, pupil } from './testing/fixtures';

const profiles: ProfileStore = {
  read: async (uid) => (uid === pupil.id ? { ...pupil, responsable: false } : null),
  create: async () => undefined,
};

describe('who acts, on Firebase', () => {
  it('is the signed-in member’s profile with the token’s claim, or null for a visitor', async () => {
    const session = fakeSession(pupil.id, { responsable: true });
    const acting = createFirebaseActing(session.auth, profiles);
    expect(await acting.viewer()).toMatchObject({ id: pupil.id, responsable: true });
    session.signIn(null);
    expect(await acting.viewer()).toBeNull();
  });

  it('reads the account again before saying an address is unconfirmed, and refreshes the token once it is', async () => {
    const session = fakeSession(pupil.id);
    const user = session.currentUser!;
    const acting = createFirebaseActing(session.auth, profiles);
    const viewer = { ...pupil, responsable: false };
    const refresh = vi.spyOn(user, 'getIdToken');
    user.emailVerified = false;
    const reload = vi.spyOn(user, 'reload');
    expect(await acting.emailConfirmed(viewer)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    // Confirmed on a phone meanwhile: this session learns it on reload, and gets a token that says so.
    reload.mockImplementation(async () => {
      user.emailVerified = true;
    });
    expect(await acting.emailConfirmed(viewer)).toBe(true);
    expect(refresh).toHaveBeenCalledWith(true);
  });

  it('says unconfirmed for an account that is not the viewer’s', async () => {
    const acting = createFirebaseActing(fakeSession('someone-else').auth, profiles);
    expect(await acting.emailConfirmed({ ...pupil, responsable: false })).toBe(false);
  });
});
