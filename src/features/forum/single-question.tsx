import { useEffect, useMemo } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { newestPost } from '@/domain/following';
import { isForumPageId } from '@/domain/forums';
import { withPupilNames } from '@/domain/minors';
import { useBackendHandle } from '@/hooks/backend';
import { questionPath } from '@/lib/question-path';
import { useForum } from './forum-context';
import { forumErrorText, QUESTION_GONE } from './forum-messages';
import { ofAuthor } from './person-name';
import { QuestionCard } from './question-card';
import { useQuestion } from './use-forum-questions';

/**
 * One question, live, on its own page; a member who opens it has seen its replies (their count in
 * « Mes questions » and beside « Mon Compte » falls). Unknown or deleted: it says so in French.
 */
export function SingleQuestion({
  id,
  onShown,
}: {
  id: string;
  /** `author`: whose question, elided as French wants it (« d’Awa N. », « de Paul Essomba »). */
  onShown: (shown: { excerpt: string | null; author: string | null }) => void;
}) {
  const { forum, viewer, names, namesPending } = useForum();
  const { load } = useBackendHandle();
  const { question: stored, error } = useQuestion(id);
  // A member sees the pupils' full names and class (issue 33); a visitor, « Awa N. » as stored.
  const question = useMemo(() => stored && withPupilNames(stored, names), [stored, names]);
  const navigate = useNavigate();
  const newest = question ? newestPost(question).getTime() : null;

  useEffect(() => {
    if (question && !namesPending)
      onShown({ excerpt: question.question.trim() || 'PDF joint', author: ofAuthor(question) });
  }, [question, namesPending, onShown]);

  // Seen up to its newest post: once opened, and again when a reply arrives while it is open.
  useEffect(() => {
    if (!viewer || !question || newest === null) return;
    load()
      .then(({ following }) => following.markSeen(question))
      .catch((failure: unknown) => console.error('Question vue non enregistrée :', failure));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one mark per newest post, not per render
  }, [viewer?.id, question?.id, newest, load]);

  // A member's page waits for the pupils' names too: shown once as they may see it.
  if (question === undefined || (namesPending && !error)) return <Spinner label="Chargement de la question…" />;
  if (error) return <Alert tone="error">{forumErrorText('read', error.code)}</Alert>;
  if (question === null) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        <p>{QUESTION_GONE}</p>
        <p className="mt-2">
          <Link to={forum.path} className="font-semibold text-brand-800 underline">
            Voir les questions du forum
          </Link>
        </p>
      </div>
    );
  }
  // A link to the other forum's address: the question's own forum shows it.
  if (isForumPageId(question.pageId) && question.pageId !== forum.pageId) {
    return <Navigate replace to={questionPath(question.pageId, question.id)} />;
  }
  return (
    <ul className="mt-6">
      <QuestionCard question={question} level={2} onDeleted={() => navigate(forum.path)} />
    </ul>
  );
}
