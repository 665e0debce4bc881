import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tutorsBySubject } from '@/content/tutors';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';
import { DirectoryPage } from './directory-page';
import { DIRECTORY_TABS } from './subject-tabs';

/** The two directory pages, with a way to read the query string the address bar would show. */
function renderDirectory(path: string, backend = createTestBackend()) {
  const address = { search: '' };
  function SearchProbe() {
    address.search = useLocation().search;
    return null;
  }
  const view = renderAt(path, {
    backend,
    children: (
      <>
        <Routes>
          <Route path="/Encadreurs" element={<DirectoryPage variant="public" />} />
          <Route path="/ProfilEncadreur" element={<DirectoryPage variant="members" />} />
        </Routes>
        <SearchProbe />
      </>
    ),
  });
  return { ...view, search: () => address.search };
}

async function cards() {
  const panel = await screen.findByRole('tabpanel');
  return within(panel).queryAllByRole('article');
}

const cardNames = async () => (await cards()).map((card) => within(card).getByRole('heading').textContent);

describe('the public directory /Encadreurs', () => {
  it('shows one h1, the subject tabs (the spec’s 13) with « Tous » selected, and every tutor as a card', async () => {
    renderDirectory('/Encadreurs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos encadreurs' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tablist = screen.getByRole('tablist', { name: 'Matières' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(DIRECTORY_TABS.map((tab) => tab.label));
    expect(screen.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
    const list = within(screen.getByRole('tabpanel', { name: 'Tous' })).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(31);
    expect(screen.getByRole('status')).toHaveTextContent('31 encadreurs');
    const first = (await cards())[0]!;
    expect(first).toHaveTextContent('Alain Mbarga');
    expect(first).toHaveTextContent('Mathématiques');
    expect(first).toHaveTextContent('Seconde, Première et Terminale C et D');
  });

  it('marks every tutor « Encadreur validé », in words', async () => {
    renderDirectory('/Encadreurs');
    const all = await cards();
    expect(all.length).toBeGreaterThan(0);
    for (const card of all) expect(within(card).getByText('Encadreur validé')).toBeInTheDocument();
  });

  it('tells a visitor who is not signed in to log in, with Connexion and Fermer', async () => {
    const { user } = renderDirectory('/Encadreurs');
    const opener = await screen.findByRole('button', { name: 'Voir le profil d’Alain Mbarga' });
    expect(screen.queryByRole('link', { name: /Voir le profil/ })).not.toBeInTheDocument();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Connexion requise' });
    expect(dialog).toHaveAccessibleDescription(
      'Connectez-vous pour voir le profil complet d’Alain Mbarga et le contacter.',
    );
    const login = within(dialog).getByRole('link', { name: 'Connexion' });
    expect(login).toHaveAttribute('href', '/Login');
    expect(login).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leads to the login page from the dialog', async () => {
    const { user, location } = renderAt('/Encadreurs');
    await user.click(await screen.findByRole('button', { name: 'Voir le profil de Brigitte Ekani' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Connexion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(location()).toBe('/Login');
  });

  it('sends a signed-in member straight to the profile', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    renderDirectory('/Encadreurs', backend);
    const link = await screen.findByRole('link', { name: 'Voir le profil d’Alain Mbarga' });
    expect(link).toHaveAttribute('href', '/Profile/1');
    expect(screen.queryByRole('button', { name: /Voir le profil/ })).not.toBeInTheDocument();
  });

  it('opens on the tab the address names', async () => {
    renderDirectory('/Encadreurs?matiere=physique');
    expect(await screen.findByRole('tab', { name: 'Physique-Chimie' })).toHaveAttribute('aria-selected', 'true');
    expect(await cardNames()).toEqual(tutorsBySubject.physique.map((tutor) => tutor.name));
  });

  it('falls back to « Tous » for an unknown subject in the address', async () => {
    renderDirectory('/Encadreurs?matiere=mecanique');
    expect(await screen.findByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
    expect(await cards()).toHaveLength(31);
    expect(await cardNames()).toContain('Zacharie Mfou');
  });

  it('writes the chosen tab in the address', async () => {
    const { user, search } = renderDirectory('/Encadreurs');
    await user.click(await screen.findByRole('tab', { name: 'Industrie d’habillement' }));
    expect(search()).toBe('?matiere=ih');
    expect(await cardNames()).toEqual(['Armelle Djoumessi', 'Yvette Nkeng']);
    expect(screen.getByRole('status')).toHaveTextContent('2 encadreurs');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Informatique' })).toHaveFocus();
    expect(search()).toBe('?matiere=informatique');
  });
});

describe('searching the directory', () => {
  it('filters by name or subject, accents aside, within the tab, and counts the results', async () => {
    const { user, search } = renderDirectory('/Encadreurs');
    const box = await screen.findByRole('searchbox', { name: 'Rechercher un encadreur' });
    await user.type(box, 'francais');
    expect(await cardNames()).toEqual(['Josiane Eyenga', 'Kevin Fokou', 'Laure Ndzié']);
    expect(screen.getByRole('status')).toHaveTextContent('3 encadreurs trouvés');
    await waitFor(() => expect(search()).toBe('?q=francais'));

    await user.click(screen.getByRole('tab', { name: 'Mathématiques' }));
    expect(box).toHaveValue('francais');
    expect(await cards()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Aucun encadreur ne correspond à votre recherche.');
    expect(new URLSearchParams(search()).get('matiere')).toBe('math');
    expect(new URLSearchParams(search()).get('q')).toBe('francais');

    await user.click(screen.getByRole('button', { name: 'Chercher dans toutes les matières (3)' }));
    expect(screen.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
    expect(await cards()).toHaveLength(3);
    expect(box).toHaveFocus();
  });

  it('keeps the tab while searching, and clears the search on request', async () => {
    const { user, search } = renderDirectory('/Encadreurs?matiere=physique&q=zzz');
    const box = await screen.findByRole('searchbox', { name: 'Rechercher un encadreur' });
    expect(box).toHaveValue('zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun encadreur ne correspond à votre recherche.');
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(await cards()).toHaveLength(3);
    expect(search()).toBe('?matiere=physique');
    await user.type(box, 'stéphanie');
    expect(await cardNames()).toEqual(['Stéphanie Belinga']);
    expect(screen.getByRole('status')).toHaveTextContent('1 encadreur trouvé');
  });
});

describe('the members directory /ProfilEncadreur', () => {
  it('links every card to /Profile/{id}', async () => {
    renderDirectory('/ProfilEncadreur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profils des encadreurs' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Voir le profil/ });
    expect(links).toHaveLength(31);
    expect(links[0]).toHaveAttribute('href', '/Profile/1');
    expect(screen.getByRole('link', { name: 'Voir le profil d’Emmanuel Tchamba' })).toHaveAttribute(
      'href',
      '/Profile/12',
    );
    expect(screen.getByRole('link', { name: 'Voir le profil de Zacharie Mfou' })).toHaveAttribute(
      'href',
      '/Profile/39',
    );
    expect(screen.queryByRole('button', { name: /Voir le profil/ })).not.toBeInTheDocument();
  });
});
