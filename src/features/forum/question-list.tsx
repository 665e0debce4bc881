import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useForum } from './forum-context';
import { EMPTY_FORUM, forumErrorText } from './forum-messages';
import { QuestionCard, questionAnchor } from './question-card';
import { useForumQuestions } from './use-forum-questions';

/** The forum's questions, live and newest first, a page at a time (only those are read). */
export function QuestionList() {
  const { forum } = useForum();
  const state = useForumQuestions(forum.pageId);
  const heading = useRef<HTMLHeadingElement>(null);
  const { items: visible, hasMore, more } = state;
  const count = visible.length;
  const { hash } = useLocation();
  const reached = useRef('');

  // /EncadreurEleve#question-<id> (a link from the Espace responsable): once that question is
  // shown, bring it into view and give it focus, once.
  useEffect(() => {
    const wanted = decodeURIComponent(hash.slice(1));
    if (!wanted || reached.current === wanted) return;
    if (!visible.some((question) => questionAnchor(question.id) === wanted)) return;
    reached.current = wanted;
    const target = document.getElementById(wanted);
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash, visible]);

  return (
    <section aria-labelledby="questions-du-forum" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="questions-du-forum" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Questions
        </h2>
        {state.status === 'ready' && count > 0 ? (
          <p className="text-sm text-slate-600">
            {hasMore
              ? `Les ${count.toLocaleString('fr-FR')} plus récentes`
              : count === 1
                ? '1 question'
                : `${count.toLocaleString('fr-FR')} questions`}
          </p>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <div className="mt-3">
          <Alert tone="error">{forumErrorText('read', state.error.code)}</Alert>
        </div>
      ) : null}
      {state.status === 'loading' ? <Spinner label="Chargement des questions…" /> : null}
      {state.status === 'ready' && count === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {EMPTY_FORUM}
        </p>
      ) : null}
      {count > 0 ? (
        <ul className="mt-4 space-y-5">
          {visible.map((question) => (
            <QuestionCard key={question.id} question={question} onDeleted={() => heading.current?.focus()} />
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={more} className={buttonClasses('secondary')}>
            Voir plus
          </button>
        </div>
      ) : null}
    </section>
  );
}
