import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

const TITLE = 'Espace responsable';

// The panels show only to a responsable, once the session is known (after the backend's own
// download): their chunk downloads meanwhile (the effect below), out of the page's first paint.
const loadWorkspace = () => import('./workspace');
const Workspace = lazy(() => loadWorkspace().then((m) => ({ default: m.Workspace })));

/**
 * /Responsable: the responsables' space. Signed out, an invitation to log in; signed in without
 * the role (granted only by the association), a plain refusal that reads nothing.
 */
export function ResponsablePage() {
  usePageMeta(
    TITLE,
    'Valider les encadreurs, traiter les signalements, suspendre un compte\u00a0: le travail des responsables.',
  );
  const session = useSession();
  useEffect(() => {
    void loadWorkspace().catch(() => undefined);
  }, []);
  const header = (
    <PageHeader eyebrow="Gouvernance" title={TITLE}>
      <p>
        Valider les encadreurs, traiter les signalements, suivre les membres, publier le programme des séances et garder
        trace de chaque décision.
      </p>
    </PageHeader>
  );

  if (session.status === 'loading') {
    return (
      <>
        {header}
        <Spinner label="Chargement de votre session…" />
      </>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <>
        {header}
        <section className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">Connectez-vous avec le compte d’un responsable de la commission.</p>
          <Link to={paths.login} state={{ returnTo: paths.responsable }} className={`${buttonClasses('primary')} mt-6`}>
            Se connecter
          </Link>
        </section>
      </>
    );
  }
  if (!session.user.responsable) {
    return (
      <>
        {header}
        <section className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">Cette page est réservée aux responsables de la commission.</p>
          <p className="mt-2 max-w-2xl text-slate-700">
            Les responsables sont nommés par l’association elle-même. Pour signaler un contenu, utilisez
            «&nbsp;Signaler&nbsp;» sur le forum ou dans vos messages.
          </p>
        </section>
      </>
    );
  }
  return (
    <>
      {header}
      <Suspense fallback={<Spinner label="Chargement…" />}>
        <Workspace />
      </Suspense>
    </>
  );
}
