import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { createTestBackend, memoryStorage, testClock } from '@tests/setup/test-backend';

/**
 * What only the local adapter does: its session token, its password storage, its tabs. What the
 * port promises to both adapters is the contract's (tests/contract/), run on this adapter too.
 */
const clock = testClock();

/** Tabs of one browser: one database and one localStorage, one sessionStorage each; one clock. */
function browser() {
  const databaseName = `local-backend-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage(), now: clock.now };
  return { newTab: () => createTestBackend(databaseName, options) };
}

function twoTabs() {
  const { newTab } = browser();
  return [newTab(), newTab()] as const;
}

const signedInNow = (tab: Backend) =>
  nextValue<UserProfile | null>(
    (cb) => tab.auth.subscribe(cb),
    () => true,
  );

// Typed in mixed case: accounts must not depend on the letter case of the address.
const eleve = { ...people.eleve, email: 'Awa.Ngono@Example.cm' };
const encadreur = people.encadreur;

function nextValue<T>(subscribe: (onChange: (value: T) => void) => () => void, accept: (value: T) => boolean) {
  return new Promise<T>((resolve) => {
    const stop = subscribe((value) => {
      if (accept(value)) {
        queueMicrotask(() => stop());
        resolve(value);
      }
    });
  });
}

describe('local backend: accounts', () => {
  let tab: Backend;
  beforeEach(() => {
    [tab] = twoTabs();
  });

  it('gives a local token naming the signed-in member', async () => {
    const created = await tab.auth.signUp(eleve);
    await tab.auth.signIn('AWA.NGONO@example.cm', 'secret-123');
    expect(await tab.auth.getIdToken()).toBe(`local:${created.id}`);
  });

  it('never stores the password itself', async () => {
    const indexedDbDump = JSON.stringify(await tab.auth.signUp(eleve));
    expect(indexedDbDump).not.toContain('secret-123');
  });

  it('lets two tabs hold two different members side by side', async () => {
    const [first, second] = twoTabs();
    await first.auth.signUp(eleve);
    await first.auth.signUp(encadreur);
    await first.auth.signIn(eleve.email, eleve.password);
    await second.auth.signIn(encadreur.email, encadreur.password);
    const inFirst = await nextValue<UserProfile | null>(
      (cb) => first.auth.subscribe(cb),
      (u) => u !== null,
    );
    const inSecond = await nextValue<UserProfile | null>(
      (cb) => second.auth.subscribe(cb),
      (u) => u !== null,
    );
    expect(inFirst?.role).toBe('eleve');
    expect(inSecond?.role).toBe('encadreur');
  });

  it('keeps a session for its tab only, unless the member chose to stay signed in on this device', async () => {
    const { newTab } = browser();
    const first = newTab();
    await first.auth.signUp(eleve);
    await first.auth.signIn(eleve.email, eleve.password);
    // A tab opened afterwards (a sister borrowing the phone) starts signed out.
    expect(await signedInNow(newTab())).toBeNull();

    await first.auth.signIn(eleve.email, eleve.password, { remember: true });
    expect((await signedInNow(newTab()))?.role).toBe('eleve');

    // « Se déconnecter » ends the stay on the device too.
    await first.auth.signOut();
    expect(await signedInNow(newTab())).toBeNull();
  });
});

describe('local backend: the demonstration’s responsable (/ModeLocal)', () => {
  it('« Ne plus être responsable » takes effect at once: in every tab of the member, and for the next act', async () => {
    const { newTab } = browser();
    const [tab, otherTab] = [newTab(), newTab()];
    const tutor = await tab.auth.signUp(encadreur);
    await tab.auth.signUp(people.parent);
    await tab.auth.signIn(people.parent.email, people.parent.password);
    await otherTab.auth.signIn(people.parent.email, people.parent.password);
    await tab.demo!.setResponsable(true);
    await tab.governance.setSuspended(tutor.id, true);
    // The other tab's session, open all along (its Espace responsable shown).
    const shown: (UserProfile | null)[] = [];
    const stop = otherTab.auth.subscribe((user) => shown.push(user));
    await vi.waitFor(() => expect(shown.at(-1)?.responsable).toBe(true));

    await tab.demo!.setResponsable(false);

    await vi.waitFor(() => expect(shown.at(-1)?.responsable).toBe(false));
    stop();
    for (const each of [tab, otherTab]) {
      expect((await signedInNow(each))?.responsable).toBe(false);
      await expect(each.governance.setSuspended(tutor.id, false)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(each.governance.approveTutor(tutor.id)).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });
});
