import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@tests/setup/render';

describe('routes', () => {
  it.each([
    ['/', 'Accueil'],
    ['/blog', 'Blog'],
    ['/Blog1', 'Activités de développement personnel'],
    ['/encadreurs', 'Nos encadreurs'],
    ['/ENCADREURS', 'Nos encadreurs'],
    ['/profile/12', 'Profil de l’encadreur'],
    ['/login', 'Connexion'],
    ['/inscripteleve', 'Inscription élève'],
    ['/tableauparent', 'Tableau de bord parent'],
    ['/encadreureleve', 'Forum encadreurs et élèves'],
    ['/commissions/ETUDE', 'Commission Études'],
    ['/commissions/acceuil', 'Commission Accueil et Suivi'],
  ])('%s shows a French page titled "%s", in any letter case', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it.each(['/nulle-part', '/commissions/inconnue', '/Blog/1/2'])('%s shows the French "page introuvable"', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('sets the tab title of the page', async () => {
    renderAt('/Login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    expect(document.title).toBe('Connexion · Commission des Études');
  });
});
