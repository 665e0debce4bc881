import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/hooks/session';
import { useFlash } from '@/hooks/use-flash';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { JournalPanel } from './journal-panel';
import { MembersPanel } from './members-panel';
import { PendingTutors } from './pending-tutors';
import { ReportsPanel } from './reports-panel';

type Panel = 'encadreurs' | 'signalements' | 'membres' | 'journal';

const TITLE = 'Espace responsable';

const PANEL_TITLES: Record<Panel, string> = {
  encadreurs: 'Encadreurs à valider',
  signalements: 'Signalements',
  membres: 'Membres',
  journal: 'Journal des responsables',
};

const TAB_LABELS: Record<Panel, string> = {
  encadreurs: 'Encadreurs à valider',
  signalements: 'Signalements',
  membres: 'Membres',
  journal: 'Journal',
};

/**
 * The four panels of a responsable's work, in tabs, with one status region for the successes.
 * Only the panel shown reads its list, one page of it: opening the space reads one page, whatever
 * the membership (hence no counts in the tabs: they would read every list).
 */
function Workspace() {
  const [panel, setPanel] = useState<Panel>('encadreurs');
  const [flash, announce] = useFlash();
  const items = (Object.keys(PANEL_TITLES) as Panel[]).map((key) => ({ key, label: TAB_LABELS[key] }));

  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p
        role="status"
        className={
          flash
            ? 'mb-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900'
            : 'sr-only'
        }
      >
        {flash}
      </p>
      <Tabs label="Travail des responsables" items={items} selected={panel} onSelect={setPanel}>
        <div className="pt-2">
          {/* The tab's name as the panel's heading, so that its cards' headings follow in order. */}
          <h2 className="sr-only">{PANEL_TITLES[panel]}</h2>
          {panel === 'encadreurs' ? (
            <PendingTutors announce={announce} />
          ) : panel === 'signalements' ? (
            <ReportsPanel announce={announce} />
          ) : panel === 'membres' ? (
            <MembersPanel announce={announce} />
          ) : (
            <JournalPanel />
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
  usePageMeta(
    TITLE,
    'Valider les encadreurs, traiter les signalements, suspendre un compte\u00a0: le travail des responsables.',
  );
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
            Les responsables sont nommés par l’association elle-même. Pour signaler un contenu, utilisez
            «&nbsp;Signaler&nbsp;» sur le forum ou dans vos messages.
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
