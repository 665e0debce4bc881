import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@tests/setup/render';

// Each route loads its page module lazily; the first visit can be slow on a busy CI machine.
const LOADED = { timeout: 5000 };

describe('routes', () => {
  it.each([
    ['/', 'Réussir ses études, grandir dans la foi'],
    ['/blog', 'Organiser son emploi du temps'],
    ['/Blog1', 'nos activités de développement personnel'],
    ['/blog3', 'Bien organiser sa scolarité'],
    ['/CONTACT', 'Nous contacter'],
    ['/commissions', 'Groupes des jeunes'],
    ['/profilencadreur', 'Profils des encadreurs'],
    ['/encadreurs', 'Nos encadreurs'],
    ['/ENCADREURS', 'Nos encadreurs'],
    ['/profile/12', 'Emmanuel Tchamba'],
    ['/profile/2', 'Enseignant non trouvé'],
    ['/login', 'Connexion'],
    ['/programme', 'Programme des séances'],
    ['/inscripteleve', 'Inscription élève'],
    ['/tableauparent', 'Tableau de bord parent'],
    ['/encadreureleve', 'Forum encadreurs et élèves'],
    ['/commissions/ETUDE', 'Commission Études'],
    ['/commissions/acceuil', 'Commission Accueil et Suivi'],
  ])('%s shows a French page titled "%s", in any letter case', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toHaveTextContent(title);
  });

  it.each(['/nulle-part', '/commissions/inconnue', '/Blog/1/2'])(
    '%s shows the French "page introuvable"',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, LOADED)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    },
  );

  it('sets the tab title of the page', async () => {
    renderAt('/Login');
    await screen.findByRole('heading', { level: 1, name: 'Connexion' }, LOADED);
    expect(document.title).toBe('Connexion · Commission des Études');
  });
});

describe('the route table’s public and private pages', () => {
  it('lists every public page once, spelt as the site spells it, and keeps members’ screens private', async () => {
    const { publicPaths, privatePaths } = await import('./route-paths');
    const pages = await publicPaths();
    expect(pages[0]).toBe('/');
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toEqual(
      expect.arrayContaining([
        '/blog',
        '/blog3',
        '/commissions',
        '/commissions/etude',
        '/Encadreurs',
        '/Profile/1',
        '/Login',
        '/InscriptEleve',
        '/Programme',
      ]),
    );
    expect(pages.filter((page) => page.startsWith('/commissions/'))).toHaveLength(11);
    const hidden = privatePaths();
    expect(hidden).toEqual(
      expect.arrayContaining(['/TableauEleve', '/EncadreurEleve', '/ParentEncadreur', '/Responsable', '/MonProfil']),
    );
    expect(hidden.filter((page) => pages.includes(page))).toEqual([]);
  });

  it('prerenders, for the sitemap, an article found in a new folder of src/content/blog/', async () => {
    const { articleParams, publicPaths, PARAM_VALUES } = await import('./route-paths');
    const { metas } = await import('@/content/blog/articles');
    const { blog, blogOf } = await import('@/content/blog/blog');
    // What import.meta.glob would give with one more folder, ./nouvel-article/, beside the real ones.
    const grown = blogOf({
      ...metas,
      './nouvel-article/meta.ts': { ...blog.articles[0]!, path: '/blog4', date: '2025-01-20' },
    });
    const pages = await publicPaths(undefined, {
      ...PARAM_VALUES,
      article: () => Promise.resolve(articleParams(grown.articles)),
    });
    expect(pages.filter((page) => page.toLowerCase().startsWith('/blog'))).toEqual([
      '/blog',
      '/blog1',
      '/blog2',
      '/blog3',
      '/blog4',
    ]);
  });

  it('knows the members’ screens from the table: their backend loads with them', async () => {
    const { isPrivatePath } = await import('./routes');
    for (const path of ['/TableauEleve', '/tableaueleve', '/EncadreurEleve', '/MonProfil', '/MotDePasse'])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of [
      '/',
      '/blog',
      '/Blog1',
      '/commissions/etude',
      '/Profile/12',
      '/Login',
      '/nulle-part',
      '/Blog/1/2',
    ]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});
