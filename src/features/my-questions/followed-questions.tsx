import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { UserProfile } from '@/domain/entities';
import { newReplies, NO_MARKS, type ReadingMarks } from '@/domain/following';
import { FORUM_DEFINITIONS, forumsFor } from '@/domain/forums';
import { canFollowSubjects } from '@/domain/permissions';
import { forumPath } from '@/lib/paths';
import { QuestionSummary } from './question-summary';
import { SubjectNews } from './subject-news';
import { useFollowedQuestions, useForumNews } from './use-forum-news';

/** The questions the member follows, the latest activity first, with the count of what is new in each. */
function Followed({ user, marks }: { user: UserProfile; marks: ReadingMarks }) {
  const list = useFollowedQuestions(user.id);
  return (
    <section aria-labelledby="questions-suivies">
      <h2 id="questions-suivies" className="text-2xl font-bold">
        Questions suivies
      </h2>
      {list.status === 'error' ? (
        <div className="mt-3">
          <Alert tone="error">
            Vos questions suivies n’ont pas pu être chargées. Rechargez la page pour réessayer.
          </Alert>
        </div>
      ) : null}
      {list.status === 'loading' ? <Spinner label="Chargement de vos questions…" /> : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          <p>
            Vous ne suivez aucune question pour le moment. Posez une question ou répondez dans un forum&nbsp;: vous la
            suivrez ici.
          </p>
          <p className="mt-3 flex flex-wrap gap-3">
            {forumsFor(user.role).map((pageId) => (
              <Link key={pageId} to={forumPath(pageId)} className="font-semibold text-brand-800 underline">
                {FORUM_DEFINITIONS[pageId].title}
              </Link>
            ))}
          </p>
        </div>
      ) : null}
      {list.items.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {list.items.map((question) => (
            <QuestionSummary
              key={question.id}
              question={question}
              fresh={newReplies(question, user.id, marks).length}
            />
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={list.more} className={buttonClasses('secondary')}>
            Voir plus
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * « Mes questions »: the questions followed, with what is new; for an approved tutor, the new
 * questions of their subjects and the subjects they follow.
 */
export function FollowedQuestions({ user }: { user: UserProfile }) {
  const news = useForumNews(user);
  return (
    <div className="space-y-10">
      {canFollowSubjects(user) ? (
        news ? (
          <SubjectNews user={user} news={news} />
        ) : (
          <Spinner label="Chargement des nouvelles questions de vos matières…" />
        )
      ) : null}
      <Followed user={user} marks={news?.marks ?? NO_MARKS} />
    </div>
  );
}
