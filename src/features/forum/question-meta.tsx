import { Link } from 'react-router-dom';
import { PendingMark } from '@/components/marks';
import { RESOLVED_LABEL, ResolvedMark } from '@/components/marks';
import type { Question } from '@/domain/entities';
import { formatDateTime, isoDay } from '@/lib/dates';
import { questionPath } from '@/lib/question-path';
import { ROLE_LABELS } from '@/lib/roles';
import { PersonName } from './person-name';

/** Who asked, as what, when: « Awa Ngono · Élève · 3e · 12 mars 2025 à 18:04 ». */
export function QuestionMeta({ question }: { question: Question }) {
  const details = [ROLE_LABELS[question.role], question.classe, question.matiere].filter(Boolean).join(' · ');
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <PersonName
          userId={question.userId}
          name={question.userName}
          role={question.role}
          validated={question.encadreurValide}
          responsable={question.responsable}
        />
        <span className="text-sm text-slate-600">{details}</span>
        {question.resolue ? <ResolvedMark label={RESOLVED_LABEL} /> : null}
      </p>
      <p className="text-sm text-slate-600">
        {isoDay(question.date) ? (
          // The question's own address (issue 25): opened directly, shared.
          <Link to={questionPath(question.pageId, question.id)} className="underline hover:text-brand-800">
            <time dateTime={question.date.toISOString()}>{formatDateTime(question.date)}</time>
            <span className="sr-only"> — ouvrir la question seule</span>
          </Link>
        ) : (
          'Date invalide'
        )}
        {question.pending ? (
          <>
            {' '}
            <PendingMark />
          </>
        ) : null}
      </p>
    </div>
  );
}
