import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { MessageDialog, ReportingDialog } from '@/components/sending/dialogs';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import type { ReportTarget } from '@/domain/entities';
import { useSession } from '@/hooks/session';
import { useFlash } from '@/hooks/use-flash';
import { ROLE_LABELS } from '@/lib/roles';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { FORUMS } from './forum-config';
import { ForumProvider, type ForumContextValue, type Person } from './forum-context';

/*
 * The form to ask a question and the list of questions are chunks of their own: the form shows once
 * the session is known, the list once the questions are read, and both need the backend, itself
 * downloaded after the first paint; their chunks download meanwhile (the effect below), so the
 * forum's first paint carries none of them (its budget is 110 KB of gzip JS).
 */
const loadAskForm = () => import('./ask-form');
const AskForm = lazy(() => loadAskForm().then((m) => ({ default: m.AskForm })));
const loadQuestionList = () => import('./question-list');
const QuestionList = lazy(() => loadQuestionList().then((m) => ({ default: m.QuestionList })));

function Forum({ pageId }: { pageId: keyof typeof FORUMS }) {
  const forum = FORUMS[pageId];
  const session = useSession();
  const [flash, announce] = useFlash();
  const [writingTo, setWritingTo] = useState<Person | null>(null);
  const [reporting, setReporting] = useState<{ target: ReportTarget; what: string } | null>(null);
  const viewer = session.user;
  useEffect(() => {
    void loadAskForm().catch(() => undefined);
    void loadQuestionList().catch(() => undefined);
  }, []);

  const context = useMemo<ForumContextValue>(
    () => ({
      forum,
      viewer,
      writeTo: setWritingTo,
      announce,
      report: (target, what) => setReporting({ target, what }),
    }),
    [forum, viewer, announce],
  );

  return (
    <ForumProvider value={context}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        {session.status === 'loading' ? (
          <Spinner label="Chargement de votre session…" />
        ) : (
          <Suspense fallback={<Spinner label="Chargement de votre session…" />}>
            <AskForm />
          </Suspense>
        )}
        <Suspense fallback={<Spinner label="Chargement des questions…" />}>
          <QuestionList />
        </Suspense>
      </div>
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p
        role="status"
        className={
          flash
            ? 'fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900 shadow-lg'
            : 'sr-only'
        }
      >
        {flash}
      </p>
      {writingTo ? <MessageDialog to={writingTo} onSent={announce} onClose={() => setWritingTo(null)} /> : null}
      {reporting ? (
        <ReportingDialog
          target={reporting.target}
          what={reporting.what}
          onSent={announce}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </ForumProvider>
  );
}

/** /EncadreurEleve and /ParentEncadreur: one forum, configured per page (forum-config.ts). */
export function ForumPage({ pageId }: { pageId: keyof typeof FORUMS }) {
  const forum = FORUMS[pageId];
  usePageMeta(forum.title, frenchTypography(forum.intro));
  const audience = forum.audience.map((role) => ROLE_LABELS[role]).join(' et ');
  return (
    <>
      <PageHeader eyebrow={`Forum · ${audience}`} title={forum.title}>
        <p>{frenchTypography(forum.intro)}</p>
      </PageHeader>
      <Suspense fallback={<Spinner label="Chargement du forum…" />}>
        <Forum pageId={pageId} />
      </Suspense>
    </>
  );
}
