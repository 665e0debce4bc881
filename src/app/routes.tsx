import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { UserProfile } from '@/domain/entities';
import { FORUM_PAGE_IDS, type ForumPageId } from '@/domain/forums';
import { forumKeyOf, pageList, type PageEntry, type PageKey } from '@/lib/paths';
import { RootLayout } from './layout/root-layout';
import { isLazyPage, lazyPage } from './lazy-page';

/*
 * Every route of the spec (§2): one per entry of the table of pages (src/lib/paths.ts), which
 * gives its address and whether it is public. React Router matches paths in
 * any letter case, so /encadreurs, /Encadreurs and /ENCADREURS are one page. Each page is its
 * own chunk, loaded when first shown.
 */

// The programme's parts shown by other pages, each its own chunk: the home page's next séance
// (downloaded beside the home page, and before hydrating it) and the dashboard's « Mes séances ».
const NextSeance = lazyPage(
  () => import('@/features/programme/next-seance'),
  (m) => m.NextSeance,
);
const MySeances = lazyPage(
  () => import('@/features/programme/my-seances'),
  (m) => m.MySeances,
);
const mySeances = (user: UserProfile) => <MySeances user={user} />;
// The family's part of a pupil's and a parent's dashboard (issue 33), its own chunk.
const FamilySection = lazyPage(
  () => import('@/features/family/family-section'),
  (m) => m.FamilySection,
);
const family = (user: UserProfile) => <FamilySection user={user} />;
const ChildrenPage = lazyPage(
  () => import('@/features/family/children-page'),
  (m) => m.ChildrenPage,
);

const HomePage = lazyPage(
  () => {
    void NextSeance.preload().catch(() => undefined);
    return import('@/features/home/home-page');
  },
  (m) => m.HomePage,
  () => NextSeance.preload(),
);
const BlogPage = lazyPage(
  () => import('@/features/blog/blog-page'),
  (m) => m.BlogPage,
  (m) => m.prepareBlogPage(),
);
// An article's page also downloads the article's text before hydrating (src/boot.tsx).
const BlogArticlePage = lazyPage(
  () => import('@/features/blog/article-page'),
  (m) => m.BlogArticlePage,
  (m, pathname) => m.prepareArticle(pathname),
);
const ContactPage = lazyPage(
  () => import('@/features/contact/contact-page'),
  (m) => m.ContactPage,
);
// The pages members accept (issue 33).
const PrivacyPage = lazyPage(
  () => import('@/features/texts/privacy-page'),
  (m) => m.PrivacyPage,
);
const CharterPage = lazyPage(
  () => import('@/features/texts/charter-page'),
  (m) => m.CharterPage,
);
const CommissionsPage = lazyPage(
  () => import('@/features/commissions/commissions-page'),
  (m) => m.CommissionsPage,
);
const CommissionPage = lazyPage(
  () => import('@/features/commissions/commission-page'),
  (m) => m.CommissionPage,
);
const DirectoryPage = lazyPage(
  () => import('@/features/directory/directory-page'),
  (m) => m.DirectoryPage,
);
const TutorProfilePage = lazyPage(
  () => import('@/features/directory/profile-page'),
  (m) => m.TutorProfilePage,
);
const LoginPage = lazyPage(
  () => import('@/features/auth/login-page'),
  (m) => m.LoginPage,
);
const DashboardPage = lazyPage(
  () => {
    void MySeances.preload().catch(() => undefined);
    return import('@/features/dashboard/dashboard-page');
  },
  (m) => m.DashboardPage,
);
const ProgrammePage = lazyPage(
  () => import('@/features/programme/programme-page'),
  (m) => m.ProgrammePage,
);
// A forum's list and form, and a question's thread, are lazy parts of their pages: they download
// beside the page, in the same round trip, not once it has arrived (issue 34).
const ForumPage = lazyPage(
  () =>
    Promise.all([
      import('@/features/forum/forum-page'),
      import('@/features/forum/question-list'),
      import('@/features/forum/ask-form'),
    ]).then(([page]) => page),
  (m) => m.ForumPage,
);
const QuestionPage = lazyPage(
  () =>
    Promise.all([import('@/features/forum/question-page'), import('@/features/forum/single-question')]).then(
      ([page]) => page,
    ),
  (m) => m.QuestionPage,
);
const MyQuestionsPage = lazyPage(
  () => import('@/features/my-questions/my-questions-page'),
  (m) => m.MyQuestionsPage,
);
const RegistrationPage = lazyPage(
  () => import('@/features/auth/registration-page'),
  (m) => m.RegistrationPage,
);
const ResponsablePage = lazyPage(
  () => import('@/features/responsable/responsable-page'),
  (m) => m.ResponsablePage,
);
const ProfilePage = lazyPage(
  () => import('@/features/auth/profile-page'),
  (m) => m.ProfilePage,
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const MailboxPage = lazyPage(
  () => import('@/features/local-mode/mailbox-page'),
  (m) => m.MailboxPage,
);
const LocalModePage = lazyPage(
  () => import('@/features/local-mode/local-mode-page'),
  (m) => m.LocalModePage,
);
// The hosts answer an unknown address with the prerendered 404.html: the router's own is rarely shown.
const NotFoundPage = lazyPage(
  () => import('@/components/not-found-page'),
  (m) => m.NotFoundPage,
);

// Keyed by the forum's canonical page id, never by the letters typed in the address.
const forumPages = Object.fromEntries(
  FORUM_PAGE_IDS.map((pageId) => [`forum.${forumKeyOf(pageId)}`, <ForumPage key={pageId} pageId={pageId} />]),
) as Record<`forum.${Uncapitalize<ForumPageId>}`, ReactElement>;
const questionPages = Object.fromEntries(
  FORUM_PAGE_IDS.map((pageId) => [`question.${forumKeyOf(pageId)}`, <QuestionPage key={pageId} pageId={pageId} />]),
) as Record<`question.${Uncapitalize<ForumPageId>}`, ReactElement>;

/**
 * What each entry of the table shows. Keyed elements: going from one sign-up form, dashboard or
 * directory to another starts the new one afresh.
 */
const pages: Record<PageKey, ReactElement> = {
  home: <HomePage nextSeance={<NextSeance />} />,
  blog: <BlogPage />,
  article: <BlogArticlePage />,
  contact: <ContactPage />,
  commissions: <CommissionsPage />,
  commission: <CommissionPage />,
  encadreurs: <DirectoryPage key="public" variant="public" />,
  profilsEncadreurs: <DirectoryPage key="members" variant="members" />,
  profile: <TutorProfilePage />,
  programme: <ProgrammePage />,
  protectionDonnees: <PrivacyPage />,
  charteEncadreur: <CharterPage />,
  // Signing in lands on the dashboard: its code downloads during the sign-in's own round trips.
  login: <LoginPage onSend={() => void DashboardPage.preload().catch(() => undefined)} />,
  'inscription.eleve': <RegistrationPage key="eleve" role="eleve" />,
  'inscription.encadreur': <RegistrationPage key="encadreur" role="encadreur" />,
  'inscription.parent': <RegistrationPage key="parent" role="parent" />,
  'dashboard.eleve': <DashboardPage key="eleve" role="eleve" seances={mySeances} family={family} />,
  'dashboard.encadreur': <DashboardPage key="encadreur" role="encadreur" seances={mySeances} />,
  'dashboard.parent': <DashboardPage key="parent" role="parent" seances={mySeances} family={family} />,
  ...forumPages,
  ...questionPages,
  mesQuestions: <MyQuestionsPage />,
  mesEnfants: <ChildrenPage />,
  responsable: <ResponsablePage />,
  modeLocal: <LocalModePage />,
  motDePasse: <ResetPasswordPage />,
  boiteLocale: <MailboxPage />,
  monProfil: <ProfilePage />,
};

/** Each route carries its entry of the table as its handle (read by isPrivatePath). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pageList().map(([key, entry]): RouteObject => ({ path: entry.path, element: pages[key], handle: entry })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const entryAt = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).at(-1)?.route.handle as PageEntry | undefined;

/** Whether `pathname` is a member's screen (not a public page of the table): all of them need the backend. */
export function isPrivatePath(pathname: string): boolean {
  const entry = entryAt(pathname);
  return !!entry && !entry.public;
}

/** Whether the screen at `pathname` shows its first content without the backend (PageEntry.readsFirst). */
export function readsFirstAt(pathname: string): boolean {
  return !!entryAt(pathname)?.readsFirst;
}

/** Downloads the page shown at `pathname`, and what it needs there (src/boot.tsx, before hydrating its prerendered HTML). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      isValidElement(route.element) && isLazyPage(route.element.type)
        ? route.element.type.preload(pathname)
        : undefined,
    ),
  );
}

/** The pages of the site, for a <BrowserRouter> (or a <MemoryRouter> in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
