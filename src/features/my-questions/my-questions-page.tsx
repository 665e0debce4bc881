import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

const loadFollowed = () => import('./followed-questions');
const FollowedQuestions = lazy(() => loadFollowed().then((m) => ({ default: m.FollowedQuestions })));

const TITLE = 'Mes questions';

/**
 * /MesQuestions (issue 25): the questions a member asked, replied to or chose to follow, the latest
 * activity first, with what is new in each; for an approved tutor, the new questions of their
 * subjects. A signed-out visitor is invited to log in.
 */
export function MyQuestionsPage() {
  const session = useSession();
  usePageMeta(TITLE, 'Les questions que vous suivez dans les forums, et leurs nouvelles réponses.');
  useEffect(() => {
    void loadFollowed().catch(() => undefined);
  }, []);

  return (
    <>
      <PageHeader eyebrow="Espace membre" title={TITLE}>
        <p>Les questions que vous avez posées, celles auxquelles vous avez répondu et celles que vous suivez.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        {session.status === 'loading' ? <Spinner label="Chargement de vos questions…" /> : null}
        {session.status === 'signed-out' ? (
          <section aria-labelledby="connexion-requise">
            <h2 id="connexion-requise" className="text-2xl font-bold">
              Connectez-vous pour continuer
            </h2>
            <p className="mt-3 text-slate-700">Vos questions suivies ne sont visibles qu’une fois connecté.</p>
            <p className="mt-6">
              <Link to={paths.login} state={{ returnTo: paths.mesQuestions }} className={buttonClasses('primary')}>
                Se connecter
              </Link>
            </p>
          </section>
        ) : null}
        {session.status === 'signed-in' ? (
          <Suspense fallback={<Spinner label="Chargement de vos questions…" />}>
            <FollowedQuestions user={session.user} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
