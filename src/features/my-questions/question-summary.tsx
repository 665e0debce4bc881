import { Link } from 'react-router-dom';
import { RESOLVED_LABEL, ResolvedMark } from '@/components/marks';
import type { Question } from '@/domain/entities';
import { FORUM_DEFINITIONS, isForumPageId } from '@/domain/forums';
import { formatDateTime, isoDay } from '@/lib/dates';
import { questionPath } from '@/lib/question-path';

/** A question as a list names it: its first words (or its PDF), never more than a line or two. */
export function excerptOf(question: Pick<Question, 'question'>): string {
  const text = question.question.trim().replace(/\s+/g, ' ');
  if (!text) return 'Question avec un PDF joint';
  return text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text;
}

/** One question of a list: its words (a link to its page), its forum, subject and last activity, what is new. */
export function QuestionSummary({ question, fresh }: { question: Question; fresh: number }) {
  const forum = isForumPageId(question.pageId) ? FORUM_DEFINITIONS[question.pageId].title : 'Forum';
  const count = question.replies.length;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <Link to={questionPath(question.pageId, question.id)} className="font-semibold text-brand-900 underline">
        {excerptOf(question)}
      </Link>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span>{[forum, question.matiere].filter(Boolean).join(' · ')}</span>
        <span>· {count === 0 ? 'aucune réponse' : count === 1 ? '1 réponse' : `${count} réponses`}</span>
        {question.resolue ? <ResolvedMark label={RESOLVED_LABEL} /> : null}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Dernière activité&nbsp;:{' '}
        {isoDay(question.activite) ? (
          <time dateTime={question.activite.toISOString()}>{formatDateTime(question.activite)}</time>
        ) : (
          'Date invalide'
        )}
      </p>
      {fresh > 0 ? (
        <p className="mt-2">
          <span className="inline-flex rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">
            {fresh === 1 ? '1 nouvelle réponse' : `${fresh} nouvelles réponses`}
          </span>
        </p>
      ) : null}
    </li>
  );
}
