import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import type { UserProfile } from '@/domain/entities';
import { fullName } from '@/domain/text';
import { AccountStatus } from './account-status';
import type { DashboardConfig } from './dashboard-config';
import { ProfileCard } from './profile-card';
import { WhatsNew } from './whats-new';

/**
 * The conversations are their own chunk: a dashboard shows only once the session is known, which
 * needs the backend, itself downloaded after the first paint; DashboardPage starts this download
 * at once, so that it arrives meanwhile (the page's first paint stays within 110 KB of gzip JS).
 */
export const loadMessages = () => import('./messages/messages-section');
const MessagesSection = lazy(() => loadMessages().then((m) => ({ default: m.MessagesSection })));
/** Its own chunk too (issue 35: the push code is downloaded by members, on their dashboard only). */
const NotificationSettings = lazy(() =>
  import('./notification-settings').then((m) => ({ default: m.NotificationSettings })),
);

/**
 * What the app adds to a member's dashboard from another feature: « Mes séances » (the programme's),
 * « Mes enfants / Mes parents sur le site » (the family's, issue 33).
 */
export type DashboardSeances = (user: UserProfile) => ReactNode;
export type DashboardFamily = (user: UserProfile) => ReactNode;

/** One member's dashboard: who they are, what they received, their séances, where to talk. */
export function Dashboard({
  user,
  config,
  seances,
  family,
}: {
  user: UserProfile;
  config: DashboardConfig;
  seances?: DashboardSeances;
  family?: DashboardFamily;
}) {
  return (
    <>
      <PageHeader eyebrow={config.title} title={`Bonjour ${user.prenom.trim() || fullName(user)}`}>
        <p>Votre profil, vos messages privés et vos forums, au même endroit.</p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 pt-8 empty:hidden">
        <AccountStatus user={user} />
      </div>
      <div className="mx-auto max-w-page px-4 pt-8">
        <WhatsNew user={user} />
      </div>
      {/* minmax(0, 1fr) on phones too: a conversation's one-line preview must not widen the column. */}
      <div className="mx-auto grid max-w-page grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Suspense fallback={<Spinner label="Chargement de vos messages…" />}>
          <MessagesSection user={user} />
        </Suspense>
        <div className="space-y-8">
          <ProfileCard user={user} config={config} />
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <NotificationSettings user={user} />
            </Suspense>
          </ErrorBoundary>
          {family ? (
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={<Spinner label="Chargement de votre famille sur le site…" />}>
                {family(user)}
              </Suspense>
            </ErrorBoundary>
          ) : null}
          {seances ? (
            // Its own chunk: the rest of the dashboard never waits for it, nor fails with it.
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={<Spinner label="Chargement de vos séances…" />}>{seances(user)}</Suspense>
            </ErrorBoundary>
          ) : null}
          <section aria-labelledby="forums" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="forums" className="text-xl font-bold">
              Vos forums
            </h2>
            <ul className="mt-4 space-y-3">
              {config.forums.map((forum) => (
                <li key={forum.path}>
                  <Link
                    to={forum.path}
                    className="block rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-100"
                  >
                    {forum.label}
                    <span className="mt-1 block text-sm font-normal text-slate-700">{forum.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
