import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackWrite } from '@/backend/outbox';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Navigation principale' });
}

describe('navigation bar', () => {
  it('offers the directory, "Connection" and "Inscription" to a visitor', async () => {
    renderAt('/');
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: 'Connection' })).toHaveAttribute('href', '/Login');
    expect(within(nav).getByRole('link', { name: 'Encadreurs' })).toHaveAttribute('href', '/Encadreurs');
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Groupes Des Jeunes' })).toHaveAttribute('href', '/commissions');
    expect(within(nav).getByRole('link', { name: 'Programme' })).toHaveAttribute('href', '/Programme');
    expect(within(nav).queryByRole('button', { name: 'Mon Compte' })).not.toBeInTheDocument();
  });

  it('lists the ten commissions under "Groupes Des Jeunes", toggled by its button', async () => {
    const { user } = renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Afficher les commissions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      [
        'communication',
        'etude',
        'projet',
        'feminine',
        'formation',
        'sport',
        'culture',
        'finance',
        'logistique',
        'partenariat',
      ].map((slug) => `/commissions/${slug}`),
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the phone menu, and closes it when a link is chosen', async () => {
    const { user, location } = renderAt('/');
    const menuButton = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAccessibleName('Fermer le menu');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.click(within(mainNav()).getByRole('link', { name: 'Blog' }));
    await expect.poll(location).toBe('/blog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the sign-up chooser: three accounts and Fermer, focus back on the button after Escape', async () => {
    const { user } = renderAt('/');
    const open = await within(mainNav()).findByRole('button', { name: 'Inscription' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Inscription' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [expect.stringContaining('Encadreur'), '/InscriptEncadreur'],
      [expect.stringContaining('Élève'), '/InscriptEleve'],
      [expect.stringContaining('Parent'), '/InscriptParent'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a member "Profils Encadreurs", their first name, a "Mon Compte" panel and « Se déconnecter » one tap away', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.encadreur);
    const { user, location } = renderAt('/blog', { backend });
    // Its menu is a chunk of its own: the bar holds a disabled « Mon Compte » until it arrives.
    const account = await screen.findByRole('button', { name: 'Mon Compte', expanded: false });
    expect(within(mainNav()).getByRole('link', { name: 'Profils Encadreurs' })).toHaveAttribute(
      'href',
      '/ProfilEncadreur',
    );
    expect(within(mainNav()).queryByRole('link', { name: 'Connection' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Programme' })).toHaveAttribute('href', '/Programme');

    const panel = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(account);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Paul Essomba');
    expect(panel).toHaveTextContent('Rôle : Encadreur');
    expect(within(panel).getByRole('link', { name: 'Mon tableau de bord' })).toHaveAttribute(
      'href',
      '/TableauEncadreur',
    );
    await user.click(account);
    expect(panel).not.toBeVisible();

    expect(within(mainNav()).getByText('Paul')).toBeVisible();
    expect(within(mainNav()).getByText(/Connecté\(e\) en tant que/)).toBeInTheDocument();
    const signOut = within(mainNav()).getByRole('button', { name: 'Se déconnecter' });
    expect(panel).not.toContainElement(signOut);
    await user.click(signOut);
    expect(await within(mainNav()).findByRole('link', { name: 'Connection' })).toBeInTheDocument();
    await expect.poll(location).toBe('/');
  });

  it('asks before signing out while something sent has not reached the server, then signs out once it has', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const { user } = renderAt('/blog', { backend });
    await screen.findByRole('button', { name: 'Mon Compte', expanded: false });
    let answer!: () => void;
    const write = trackWrite(new Promise<void>((resolve) => (answer = resolve)));

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Un envoi n’est pas encore parti' });
    expect(dialog).toHaveAccessibleDescription(
      'Ce que vous venez d’envoyer n’a pas encore atteint le serveur\u00a0: si vous vous déconnectez maintenant, ce sera perdu. La déconnexion se fera d’elle-même dès que l’envoi sera parti.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Connection' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await screen.findByRole('dialog', { name: 'Un envoi n’est pas encore parti' });
    await act(async () => {
      answer();
      await write;
    });
    expect(await within(mainNav()).findByRole('link', { name: 'Connection' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('explores the home page, the tutors, the blog, the programme and the login page', async () => {
    renderAt('/');
    const explorer = within(await screen.findByRole('navigation', { name: 'Explorer' }));
    expect(explorer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Encadreurs', '/Encadreurs'],
      ['Blog', '/blog'],
      ['Programme des séances', '/Programme'],
      ['Connexion', '/Login'],
    ]);
  });
});
