import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** The conversations arrive in their own chunk, once the dashboard is on screen. */
async function inbox() {
  return within(await screen.findByRole('region', { name: 'Messages privés' }, LOADED));
}

describe('dashboards', { timeout: 15_000 }, () => {
  it('invite a signed-out visitor to log in', async () => {
    renderAt('/TableauEleve');
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toHaveTextContent('Tableau de bord élève');
    expect(await screen.findByRole('heading', { name: 'Connectez-vous pour continuer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/InscriptEleve');
  });

  it('show the member’s profile, an empty inbox and their forums', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.encadreur);
    renderAt('/tableauencadreur', { backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Paul' }, LOADED)).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Mon profil' }));
    expect(profile.getByText('paul.essomba@example.cm')).toBeInTheDocument();
    expect(profile.getByText('Rôle').nextElementSibling).toHaveTextContent('Encadreur');
    expect(profile.getByText('Matière enseignée').nextElementSibling).toHaveTextContent('Mathématiques');
    expect(await (await inbox()).findByText('Aucun message reçu pour le moment.')).toBeInTheDocument();
    const forums = within(screen.getByRole('region', { name: 'Vos forums' }));
    expect(forums.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/EncadreurEleve',
      '/ParentEncadreur',
    ]);
  });

  it('point a member of another role to their own dashboard', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    renderAt('/TableauEleve', { backend });
    expect(await screen.findByText(/Ce tableau de bord est celui des élèves/, undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mon tableau de bord' })).toHaveAttribute('href', '/TableauParent');
  });
});
