import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@tests/setup/render';

describe('a tutor’s profile /Profile/{id}', () => {
  it('shows the portrait, name, subject, classes, occupation and role in the commission', async () => {
    renderAt('/Profile/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Emmanuel Tchamba' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const presentation = screen.getByRole('region', { name: 'Présentation' });
    expect(presentation.querySelector('svg')).toHaveTextContent('ET');
    expect(screen.getByText('Profil de l’encadreur')).toBeInTheDocument();
    expect(screen.getByText('Mathématiques')).toBeInTheDocument();
    expect(within(presentation).getByText('Seconde C et Première C')).toBeInTheDocument();
    expect(
      within(presentation).getByText('Élève-professeur à l’École normale supérieure de Yaoundé'),
    ).toBeInTheDocument();
    expect(
      within(presentation).getByText('Coordonne les fiches d’exercices partagées entre encadreurs.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Emmanuel Tchamba, encadreur · Commission des Études');
  });

  it('says « Encadreur validé » under the name: every tutor of the directory is', async () => {
    renderAt('/Profile/12');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Emmanuel Tchamba' });
    expect(heading.closest('header')).toHaveTextContent('Encadreur validé');
  });

  it('leaves out what a tutor did not give', async () => {
    renderAt('/Profile/7');
    await screen.findByRole('heading', { level: 1, name: 'Olivier Ayissi' });
    const presentation = screen.getByRole('region', { name: 'Présentation' });
    expect(within(presentation).getByText('Classes')).toBeInTheDocument();
    expect(within(presentation).queryByText('Profession')).not.toBeInTheDocument();
    expect(within(presentation).queryByText('Son engagement')).not.toBeInTheDocument();
  });

  it('reveals the phone on Contact, as a call link and a WhatsApp link', async () => {
    const { user } = renderAt('/Profile/12');
    const contact = await screen.findByRole('button', { name: 'Contact' });
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Appeler/ })).not.toBeInTheDocument();
    await user.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Contacter Emmanuel Tchamba' });
    expect(within(panel).getByRole('link', { name: 'Appeler le +237 600 90 11 12' })).toHaveAttribute(
      'href',
      'tel:+237600901112',
    );
    expect(within(panel).getByRole('link', { name: 'Écrire sur WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/237600901112\?text=Bonjour/,
    );
    await user.click(contact);
    expect(screen.queryByRole('link', { name: /Appeler/ })).not.toBeInTheDocument();
  });

  it('goes back to /ProfilEncadreur', async () => {
    const { user, location } = renderAt('/Profile/12');
    const back = await screen.findByRole('link', { name: /^Retour/ });
    expect(back).toHaveAttribute('href', '/ProfilEncadreur');
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profils des encadreurs' })).toBeInTheDocument();
    expect(location()).toBe('/ProfilEncadreur');
  });

  it('goes back to the tab and search the member came from', async () => {
    const { user } = renderAt('/ProfilEncadreur?matiere=math&q=tchamba');
    await user.click(await screen.findByRole('link', { name: 'Voir le profil d’Emmanuel Tchamba' }));
    const back = await screen.findByRole('link', { name: /^Retour/ });
    expect(back).toHaveAttribute('href', '/ProfilEncadreur?matiere=math&q=tchamba');
  });

  it.each(['/Profile/999', '/Profile/abc', '/Profile/2', '/Profile/012'])(
    'says « Enseignant non trouvé » at %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Enseignant non trouvé' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voir tous les encadreurs' })).toHaveAttribute(
        'href',
        '/ProfilEncadreur',
      );
    },
  );
});
