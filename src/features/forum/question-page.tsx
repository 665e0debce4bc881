import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';
import { FORUMS } from './forum-config';
import { ForumFrame } from './forum-frame';

// Shown once the backend has read the question: not part of the page's first paint.
const SingleQuestion = lazy(() => import('./single-question').then((m) => ({ default: m.SingleQuestion })));

/** The tab's title names the question: its first words, then its forum. */
function titleOf(excerpt: string | null, forumTitle: string): string {
  if (excerpt === null) return `Question — ${forumTitle}`;
  return `${excerpt.length > 70 ? `${excerpt.slice(0, 69).trimEnd()}…` : excerpt} — ${forumTitle}`;
}

/**
 * /EncadreurEleve/question/{id} (issue 25): one question with its replies, at an address of its
 * own — opened directly, from « Mes questions », or from a link a pupil sent a friend on WhatsApp.
 */
export function QuestionPage({ pageId }: { pageId: keyof typeof FORUMS }) {
  const forum = FORUMS[pageId];
  const { id = '' } = useParams();
  const [shown, setShown] = useState<{ excerpt: string | null; author: string | null }>({
    excerpt: null,
    author: null,
  });
  usePageMeta(titleOf(shown.excerpt, forum.title));
  return (
    <>
      <PageHeader eyebrow={forum.title} title={shown.author ? `Question ${shown.author}` : 'Une question du forum'} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <p>
          <Link to={forum.path} className="font-semibold text-brand-800 underline">
            ← Toutes les questions du forum
          </Link>
        </p>
        <Suspense fallback={<Spinner label="Chargement de la question…" />}>
          <ForumFrame pageId={pageId}>
            <SingleQuestion key={id} id={id} onShown={setShown} />
          </ForumFrame>
        </Suspense>
      </div>
    </>
  );
}
