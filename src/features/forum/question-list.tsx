import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { withPupilNames } from '@/domain/minors';
import { holdsAll, searchWords, type WordSearch } from '@/domain/search-words';
import { paths } from '@/lib/paths';
import { FilterBar } from './filter-bar';
import { useForum } from './forum-context';
import { EMPTY_FORUM, forumErrorText } from './forum-messages';
import { isFiltered, queryOf, readView, viewParams, type ForumView } from './forum-view';
import { QuestionCard, questionAnchor } from './question-card';
import { useForumQuestions } from './use-forum-questions';

/** « 3 questions », or « Les 20 plus récentes » while older ones remain. */
function countText(count: number, hasMore: boolean): string {
  if (hasMore) return `Les ${count.toLocaleString('fr-FR')} plus récentes`;
  return count === 1 ? '1 question' : `${count.toLocaleString('fr-FR')} questions`;
}

/** What an empty list says: the spec's words for the whole forum, others for a filtered view. */
function emptyText(view: ForumView): string {
  if (view.q) return `Aucune question ne contient «\u00a0${view.q.trim()}\u00a0».`;
  if (view.vue === 'mes-questions') return 'Vous ne suivez aucune question de ce forum pour le moment.';
  return isFiltered(view) ? 'Aucune question ne correspond à ces filtres.' : EMPTY_FORUM;
}

/**
 * The forum's questions, live and newest first, a page at a time (only those are read), as the
 * address filters them (forum-view.ts): a search, a subject, a class, « Sans réponse », « Mes
 * questions ». A filtered view is one query of the backend (within the read budget); a search asks
 * for its longest word and keeps the questions holding the others too.
 */
export function QuestionList() {
  const { forum, viewer } = useForum();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const key = viewParams(view).toString();
  // Whose questions « Mes questions » lists: the only view that depends on the reader, so that
  // the session arriving after the list does not read the forum again.
  const follower = view.vue === 'mes-questions' ? (viewer?.id ?? null) : null;
  // One query per view: a new one only when the view (or the reader of « Mes questions ») changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => queryOf(view, follower), [key, follower]);

  return (
    <section aria-labelledby="questions-du-forum" className="mt-10">
      <h2 id="questions-du-forum" tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Questions
      </h2>
      <FilterBar view={view} onChange={(next) => setParams(viewParams(next))} />
      {view.vue === 'mes-questions' && !viewer && !view.q ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          <Link to={paths.login} state={{ returnTo: `${forum.path}?${key}` }} className="font-semibold underline">
            Connectez-vous
          </Link>{' '}
          pour voir les questions que vous suivez.
        </p>
      ) : (
        <Questions key={`${key}|${follower}`} view={view} filter={query.filter} search={query.search} />
      )}
    </section>
  );
}

function Questions({
  view,
  filter,
  search,
}: {
  view: ForumView;
  filter: ReturnType<typeof queryOf>['filter'];
  search: WordSearch | null;
}) {
  const { forum, names, namesPending } = useForum();
  const state = useForumQuestions(forum.pageId, filter);
  const { hasMore, more } = state;
  const found = search
    ? state.items.filter((question) => holdsAll(searchWords(question.question, question.matiere), search))
    : state.items;
  // A member sees each pupil's full name and class (issue 33); a visitor, the posts as stored.
  const visible = useMemo(() => found.map((question) => withPupilNames(question, names)), [found, names]);
  const count = visible.length;
  // Shown once as this reader may see it: a member's list waits for the pupils' names (one read).
  const waiting = namesPending && state.status !== 'error';
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
    <>
      {state.status === 'ready' && !waiting && count > 0 ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {countText(count, hasMore)}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className="mt-3">
          <Alert tone="error">{forumErrorText('read', state.error.code)}</Alert>
        </div>
      ) : null}
      {state.status === 'loading' || waiting ? <Spinner label="Chargement des questions…" /> : null}
      {state.status === 'ready' && !waiting && count === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {emptyText(view)}
        </p>
      ) : null}
      {!waiting && count > 0 ? (
        <ul className="mt-4 space-y-5">
          {visible.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              onDeleted={() => document.getElementById('questions-du-forum')?.focus()}
            />
          ))}
        </ul>
      ) : null}
      {!waiting && hasMore ? (
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={more} className={buttonClasses('secondary')}>
            Voir plus
          </button>
        </div>
      ) : null}
    </>
  );
}
