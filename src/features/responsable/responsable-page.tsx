import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { UserProfile } from '@/backend/types';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useJournal, useMembers, useOpenReports } from '@/hooks/governance';
import { useSession } from '@/hooks/session';
import { useFlash } from '@/hooks/use-flash';
import type { LiveList } from '@/hooks/live-list';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { JournalPanel } from './journal-panel';
import { MembersPanel } from './members-panel';
import { PendingTutors } from './pending-tutors';
import { ReportsPanel } from './reports-panel';
import { governanceErrorText } from './responsable-messages';

type Panel = 'encadreurs' | 'signalements' | 'membres' | 'journal';
type Tutor = Extract<UserProfile, { role: 'encadreur' }>;

const TITLE = 'Espace responsable';

const PANEL_TITLES: Record<Panel, string> = {
  encadreurs: 'Encadreurs à valider',
  signalements: 'Signalements à traiter',
  membres: 'Membres',
  journal: 'Journal des responsables',
};

/** A live list's loading and failure states; its items are the caller's to show. */
function Loaded<T>({ list, children }: { list: LiveList<T>; children: ReactNode }) {
  if (list.status === 'loading') return <Spinner label="Chargement…" />;
  return (
    <>
      {list.status === 'error' ? (
        <div className="mb-4">
          <Alert tone="error">{governanceErrorText('read', list.error.code)}</Alert>
        </div>
      ) : null}
      {children}
    </>
  );
}

/** The four panels of a responsable's work, in tabs, with one status region for the successes. */
function Workspace() {
  const members = useMembers();
  const reports = useOpenReports();
  const journal = useJournal();
  const [panel, setPanel] = useState<Panel>('encadreurs');
  const [flash, announce] = useFlash();

  const pending = useMemo(
    () => members.items.filter((member): member is Tutor => member.role === 'encadreur' && member.statut === 'en-attente'),
    [members.items],
  );
  const count = (list: LiveList<unknown>, n: number) => (list.status === 'loading' ? '' : ` (${n})`);
  const items = [
    { key: 'encadreurs' as const, label: `Encadreurs à valider${count(members, pending.length)}` },
    { key: 'signalements' as const, label: `Signalements${count(reports, reports.items.length)}` },
    { key: 'membres' as const, label: `Membres${count(members, members.items.length)}` },
    { key: 'journal' as const, label: 'Journal' },
  ];

  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p
        role="status"
        className={flash ? 'mb-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900' : 'sr-only'}
      >
        {flash}
      </p>
      <Tabs label="Travail des responsables" items={items} selected={panel} onSelect={setPanel}>
        <div className="pt-2">
          {/* The tab's name as the panel's heading, so that its cards' headings follow in order. */}
          <h2 className="sr-only">{PANEL_TITLES[panel]}</h2>
          {panel === 'encadreurs' ? (
            <Loaded list={members}>
              <PendingTutors tutors={pending} announce={announce} />
            </Loaded>
          ) : panel === 'signalements' ? (
            <Loaded list={reports}>
              <ReportsPanel reports={reports.items} announce={announce} />
            </Loaded>
          ) : panel === 'membres' ? (
            <Loaded list={members}>
              <MembersPanel members={members.items} announce={announce} />
            </Loaded>
          ) : (
            <Loaded list={journal}>
              <JournalPanel entries={journal.items} />
            </Loaded>
          )}
        </div>
      </Tabs>
    </div>
  );
}

/**
 * /Responsable: the responsables' space. Signed out, an invitation to log in; signed in without
 * the role (granted only by the association), a plain refusal that reads nothing.
 */
export function ResponsablePage() {
  usePageMeta(TITLE, 'Valider les encadreurs, traiter les signalements, suspendre un compte\u00a0: le travail des responsables.');
  const session = useSession();
  const header = (
    <PageHeader eyebrow="Gouvernance" title={TITLE}>
      <p>Valider les encadreurs, traiter les signalements, suivre les membres et garder trace de chaque décision.</p>
    </PageHeader>
  );

  if (session.status === 'loading') {
    return (
      <>
        {header}
        <Spinner label="Chargement de votre session…" />
      </>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <>
        {header}
        <section className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">Connectez-vous avec le compte d’un responsable de la commission.</p>
          <Link to={paths.login} state={{ returnTo: paths.responsable }} className={`${buttonClasses('primary')} mt-6`}>
            Se connecter
          </Link>
        </section>
      </>
    );
  }
  if (!session.user.responsable) {
    return (
      <>
        {header}
        <section className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">Cette page est réservée aux responsables de la commission.</p>
          <p className="mt-2 max-w-2xl text-slate-700">
            Les responsables sont nommés par l’association elle-même. Pour signaler un contenu, utilisez «&nbsp;Signaler&nbsp;» sur le
            forum ou dans vos messages.
          </p>
        </section>
      </>
    );
  }
  return (
    <>
      {header}
      <Suspense fallback={<Spinner label="Chargement…" />}>
        <Workspace />
      </Suspense>
    </>
  );
}
