import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './pages/not-found-page';

/*
 * Every route of the spec (§2). React Router matches paths in any letter case, so /encadreurs,
 * /Encadreurs and /ENCADREURS are one page. Each page is its own chunk, loaded when first shown.
 */

const ComingSoonPage = lazyPage(() => import('./pages/coming-soon-page').then((m) => m.ComingSoonPage));
const CommissionComingSoonPage = lazyPage(() => import('./pages/coming-soon-page').then((m) => m.CommissionComingSoonPage));
const LoginPage = lazyPage(() => import('@/features/auth/login-page').then((m) => m.LoginPage));
const RegistrationPage = lazyPage(() => import('@/features/auth/registration-page').then((m) => m.RegistrationPage));

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoonPage title={title} /> });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <ComingSoonPage title="Accueil" /> },
      soon('blog', 'Blog'),
      soon('blog1', 'Activités de développement personnel'),
      soon('blog2', 'Le soutien scolaire'),
      soon('blog3', 'Bien organiser sa scolarité'),
      soon('contact', 'Contact'),
      soon('commissions', 'Groupes des jeunes'),
      { path: 'commissions/:slug', element: <CommissionComingSoonPage /> },
      soon('Encadreurs', 'Nos encadreurs'),
      soon('ProfilEncadreur', 'Profils des encadreurs'),
      soon('Profile/:id', 'Profil de l’encadreur'),
      { path: 'Login', element: <LoginPage /> },
      // Keyed: going from one registration form to another starts the new one afresh.
      { path: 'InscriptEleve', element: <RegistrationPage key="eleve" role="eleve" /> },
      { path: 'InscriptEncadreur', element: <RegistrationPage key="encadreur" role="encadreur" /> },
      { path: 'InscriptParent', element: <RegistrationPage key="parent" role="parent" /> },
      soon('TableauEleve', 'Tableau de bord élève'),
      soon('TableauEncadreur', 'Tableau de bord encadreur'),
      soon('TableauParent', 'Tableau de bord parent'),
      soon('EncadreurEleve', 'Forum encadreurs et élèves'),
      soon('ParentEncadreur', 'Forum parents et encadreurs'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The pages of the site, for a <BrowserRouter> (or a <MemoryRouter> in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
