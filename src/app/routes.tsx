import { isValidElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { isLazyPage, lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { FORUM_PAGE_IDS } from '@/domain/forums';

/*
 * Every route of the spec (§2). React Router matches paths in any letter case, so /encadreurs,
 * /Encadreurs and /ENCADREURS are one page. Each page is its own chunk, loaded when first shown.
 */

const HomePage = lazyPage(() => import('@/features/home/home-page'), (m) => m.HomePage);
const BlogPage = lazyPage(() => import('@/features/blog/blog-page'), (m) => m.BlogPage);
const BlogArticlePage = lazyPage(() => import('@/features/blog/article-page'), (m) => m.BlogArticlePage);
const ContactPage = lazyPage(() => import('@/features/contact/contact-page'), (m) => m.ContactPage);
const CommissionsPage = lazyPage(() => import('@/features/commissions/commissions-page'), (m) => m.CommissionsPage);
const CommissionPage = lazyPage(() => import('@/features/commissions/commission-page'), (m) => m.CommissionPage);
const DirectoryPage = lazyPage(() => import('@/features/directory/directory-page'), (m) => m.DirectoryPage);
const TutorProfilePage = lazyPage(() => import('@/features/directory/profile-page'), (m) => m.TutorProfilePage);
const LoginPage = lazyPage(() => import('@/features/auth/login-page'), (m) => m.LoginPage);
const DashboardPage = lazyPage(() => import('@/features/dashboard/dashboard-page'), (m) => m.DashboardPage);
const ForumPage = lazyPage(() => import('@/features/forum/forum-page'), (m) => m.ForumPage);
const RegistrationPage = lazyPage(() => import('@/features/auth/registration-page'), (m) => m.RegistrationPage);
const ResponsablePage = lazyPage(() => import('@/features/responsable/responsable-page'), (m) => m.ResponsablePage);
const ProfilePage = lazyPage(() => import('@/features/auth/profile-page'), (m) => m.ProfilePage);
const ResetPasswordPage = lazyPage(() => import('@/features/auth/reset-password-page'), (m) => m.ResetPasswordPage);
const MailboxPage = lazyPage(() => import('@/features/local-mode/mailbox-page'), (m) => m.MailboxPage);
const LocalModePage = lazyPage(() => import('@/features/local-mode/local-mode-page'), (m) => m.LocalModePage);
// The hosts answer an unknown address with the prerendered 404.html: the router's own is rarely shown.
const NotFoundPage = lazyPage(() => import('@/components/not-found-page'), (m) => m.NotFoundPage);

/*
 * Public pages (handle: PUBLIC, or publicFor(values of the route's one parameter)) are
 * prerendered at build time into HTML files, listed in sitemap.xml and precached by the service
 * worker; every other route is left out of robots.txt's Allow and rendered in the browser only.
 * The path is written as the site spells it (src/lib/paths.ts): it becomes the canonical address.
 */
export interface PublicHandle {
  /** The values of the route's parameter, for a route with one (read only at build time). */
  params?: () => Promise<readonly string[]>;
}
const PUBLIC: PublicHandle = {};
const publicFor = (params: () => Promise<readonly string[]>): PublicHandle => ({ params });

// Imported on demand: the content stays out of the entry chunk.
const commissionSlugs = () => import('@/content/commissions').then((m) => m.commissions.map((one) => one.slug));
const sampleTutorIds = () => import('@/features/directory/tutors').then((m) => m.allTutors.map((one) => one.profileId));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage />, handle: PUBLIC },
      { path: 'blog', element: <BlogPage />, handle: PUBLIC },
      // Keyed, as below: each article starts at its own state.
      { path: 'blog1', element: <BlogArticlePage key="1" n={1} />, handle: PUBLIC },
      { path: 'blog2', element: <BlogArticlePage key="2" n={2} />, handle: PUBLIC },
      { path: 'blog3', element: <BlogArticlePage key="3" n={3} />, handle: PUBLIC },
      { path: 'contact', element: <ContactPage />, handle: PUBLIC },
      { path: 'commissions', element: <CommissionsPage />, handle: PUBLIC },
      { path: 'commissions/:slug', element: <CommissionPage />, handle: publicFor(commissionSlugs) },
      { path: 'Encadreurs', element: <DirectoryPage key="public" variant="public" />, handle: PUBLIC },
      { path: 'ProfilEncadreur', element: <DirectoryPage key="members" variant="members" />, handle: PUBLIC },
      { path: 'Profile/:id', element: <TutorProfilePage />, handle: publicFor(sampleTutorIds) },
      { path: 'Login', element: <LoginPage />, handle: PUBLIC },
      // Keyed: going from one registration form to another starts the new one afresh.
      { path: 'InscriptEleve', element: <RegistrationPage key="eleve" role="eleve" />, handle: PUBLIC },
      { path: 'InscriptEncadreur', element: <RegistrationPage key="encadreur" role="encadreur" />, handle: PUBLIC },
      { path: 'InscriptParent', element: <RegistrationPage key="parent" role="parent" />, handle: PUBLIC },
      { path: 'TableauEleve', element: <DashboardPage key="eleve" role="eleve" /> },
      { path: 'TableauEncadreur', element: <DashboardPage key="encadreur" role="encadreur" /> },
      { path: 'TableauParent', element: <DashboardPage key="parent" role="parent" /> },
      // Keyed by the forum's canonical page id, never by the letters typed in the address.
      // One page per forum of src/domain/forums.ts, at its page id (/EncadreurEleve, /ParentEncadreur).
      ...FORUM_PAGE_IDS.map((pageId) => ({ path: pageId, element: <ForumPage key={pageId} pageId={pageId} /> })),
      // Not in the spec: the responsables' space (issue « Trust and safety ») and local mode's page.
      { path: 'Responsable', element: <ResponsablePage /> },
      { path: 'ModeLocal', element: <LocalModePage /> },
      { path: 'MotDePasse', element: <ResetPasswordPage /> },
      { path: 'BoiteLocale', element: <MailboxPage /> },
      { path: 'MonProfil', element: <ProfilePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Whether `pathname` is a member's screen (a route without a public handle): all of them need the backend. */
export function isPrivatePath(pathname: string): boolean {
  const route = (matchRoutes(routes, pathname) ?? []).at(-1)?.route;
  return !!route && !route.index && !route.handle && route.path !== '*';
}

/** Downloads the page shown at `pathname` (src/main.tsx, before hydrating its prerendered HTML). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      isValidElement(route.element) && isLazyPage(route.element.type) ? route.element.type.preload() : undefined,
    ),
  );
}

/** The pages of the site, for a <BrowserRouter> (or a <MemoryRouter> in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
