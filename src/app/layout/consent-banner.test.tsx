import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHARTER_VERSION, PRIVACY_VERSION } from '@/domain/consent';
import type { SignUpInput, StoredProfile } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn, storedProfileChanges } from '@tests/setup/test-backend';

const LOADED = { timeout: 5000 };
const BANNER = { name: /votre accord$/ };

/**
 * A member signed in in a tab of their own, as they stand after the change of issue 33: their
 * profile stored before the texts were asked (`stored`: what it holds of them).
 */
async function memberOfBefore(input: SignUpInput, stored: Partial<StoredProfile> = {}) {
  const name = `accord-${crypto.randomUUID()}`;
  const backend = createTestBackend(name);
  const user = await signedIn(backend, input);
  await storedProfileChanges(name, user.id, {
    consentement: undefined,
    charte: undefined,
    ...stored,
  } as Partial<StoredProfile>);
  return { backend, user };
}

describe('the banner asking a member of before to accept the current texts (issue 33)', () => {
  it('asks a parent who signed up before, with the page to read in a new tab, records the consent and goes', async () => {
    const { backend, user: parent } = await memberOfBefore(people.parent);
    const { user } = renderAt('/Programme', { backend });
    const banner = within(await screen.findByRole('region', BANNER, LOADED));
    expect(banner.getByRole('heading', { level: 2 })).toHaveTextContent('Protection des données');
    const page = banner.getByRole('link', { name: 'la page Protection des données (s’ouvre dans un nouvel onglet)' });
    expect(page).toHaveAttribute('href', '/ProtectionDesDonnees');
    expect(page).toHaveAttribute('target', '_blank');
    expect(banner.queryByRole('link', { name: /Charte/ })).not.toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/MonProfil');

    await user.click(banner.getByRole('button', { name: 'J’ai lu la page Protection des données et j’accepte' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument(), LOADED);
    expect(await backend.users.get(parent.id)).toMatchObject({
      consentement: { version: PRIVACY_VERSION, date: expect.any(Date) },
    });
  });

  it('asks a tutor for the charter too, and one who accepted an older version again', async () => {
    const { backend, user: tutor } = await memberOfBefore(people.encadreur, {
      consentement: { version: '2025-01-01', date: new Date('2025-01-01') },
    });
    const { user } = renderAt('/', { backend });
    const banner = within(await screen.findByRole('region', BANNER, LOADED));
    expect(banner.getByRole('heading', { level: 2 })).toHaveTextContent('Nos textes ont changé');
    expect(
      banner.getByRole('link', { name: 'la Charte de l’encadreur (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('href', '/CharteEncadreur');
    await user.click(banner.getByRole('button', { name: 'J’ai lu ces deux textes et je les accepte' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument(), LOADED);
    expect(await backend.users.get(tutor.id)).toMatchObject({
      consentement: { version: PRIVACY_VERSION },
      charte: { version: CHARTER_VERSION },
    });
  });

  it('is not there for a member who accepted at sign-up', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    renderAt('/Programme', { backend });
    await screen.findByRole('heading', { level: 1 }, LOADED);
    await screen.findByRole('button', { name: /^Mon Compte/ }, LOADED);
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });
});
