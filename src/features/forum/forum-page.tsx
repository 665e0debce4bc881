import { lazy, Suspense, useEffect } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ROLE_LABELS } from '@/lib/roles';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { FORUMS } from './forum-config';
import { useForum } from './forum-context';
import { ForumFrame } from './forum-frame';

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

function Forum() {
  const { sessionKnown } = useForum();
  useEffect(() => {
    void loadAskForm().catch(() => undefined);
    void loadQuestionList().catch(() => undefined);
  }, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {sessionKnown ? (
        <Suspense fallback={<Spinner label="Chargement de votre session…" />}>
          <AskForm />
        </Suspense>
      ) : (
        <Spinner label="Chargement de votre session…" />
      )}
      <Suspense fallback={<Spinner label="Chargement des questions…" />}>
        <QuestionList />
      </Suspense>
    </div>
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
        <ForumFrame pageId={pageId}>
          <Forum />
        </ForumFrame>
      </Suspense>
    </>
  );
}
