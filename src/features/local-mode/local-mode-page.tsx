import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Prose } from '@/components/ui/prose';
import { Spinner } from '@/components/ui/spinner';
import { config } from '@/config';
import { useBackend } from '@/hooks/backend';
import { useSession } from '@/hooks/session';
import { useCommand } from '@/hooks/use-command';
import { serviceErrorText } from '@/lib/network-errors';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

/**
 * « Devenir responsable (mode local) »: in a demonstration that lives in one browser there is no
 * association to run its command, so the signed-in member may appoint themselves, here only.
 */
function Appointment() {
  const backend = useBackend();
  const session = useSession();
  const demo = backend.demo;
  const appoint = useCommand(
    (on: boolean) => demo!.setResponsable(on),
    'Changement du rôle de démonstration impossible :',
  );

  if (!demo) return null;
  if (session.status === 'loading') return <Spinner label="Chargement de votre session…" />;
  if (session.status === 'signed-out') {
    return (
      <p className="mt-6">
        <Link to={paths.login} state={{ returnTo: paths.modeLocal }} className={buttonClasses('primary')}>
          Se connecter pour essayer
        </Link>
      </p>
    );
  }
  const { user } = session;
  return (
    <section aria-labelledby="essayer" className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="essayer" className="text-xl font-bold text-slate-900">
        Essayer l’espace responsable
      </h2>
      <p className="mt-2 text-slate-800">
        {user.responsable
          ? 'Vous êtes responsable dans ce navigateur (mode local).'
          : 'Vous êtes connecté comme membre ordinaire. Dans ce navigateur seulement, vous pouvez prendre le rôle de responsable pour essayer la validation des encadreurs et la modération.'}
      </p>
      {appoint.error ? (
        <div className="mt-3">
          <Alert tone="error">
            {serviceErrorText(appoint.error.code) ?? 'Le changement n’a pas pu être fait. Réessayez.'}
          </Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {user.responsable ? (
          <>
            <Link to={paths.responsable} className={buttonClasses('primary')}>
              Ouvrir l’espace responsable
            </Link>
            <button
              type="button"
              disabled={appoint.busy}
              onClick={() => void appoint.run(false)}
              className={buttonClasses('secondary')}
            >
              Ne plus être responsable
            </button>
          </>
        ) : (
          <button
            type="button"
            disabled={appoint.busy}
            onClick={() => void appoint.run(true)}
            className={buttonClasses('primary')}
          >
            Devenir responsable (mode local)
          </button>
        )}
      </div>
    </section>
  );
}

/** /ModeLocal: what the built-in local backend is, and the local-mode demonstration of the responsable role. */
export function LocalModePage() {
  usePageMeta('Mode local', 'Le site fonctionne dans ce navigateur, sans serveur\u00a0: ce qu’il faut savoir.');
  if (config.backend !== 'local') {
    return (
      <>
        <PageHeader eyebrow="Démonstration" title="Mode local" />
        <div className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">
            Cette page n’existe qu’en mode local, la démonstration du site dans un seul navigateur. Ici, les
            responsables sont nommés par l’association.
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow="Démonstration" title="Mode local">
        <p>Le site tourne entièrement dans ce navigateur, sans serveur.</p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
        <Prose>
          <ul>
            <li>
              Les comptes, les messages, les questions et les fichiers sont enregistrés dans ce navigateur uniquement.
            </li>
            <li>
              Chaque onglet a sa propre session&nbsp;: connectez-vous comme élève dans un onglet et comme encadreur dans
              un autre pour voir leurs échanges en direct.
            </li>
            <li>
              Sur le site en ligne, les responsables sont nommés par l’association avec sa propre commande&nbsp;;
              personne ne peut se nommer soi-même. Ici, pour la démonstration, un membre connecté peut prendre ce rôle.
            </li>
          </ul>
        </Prose>
        <Suspense fallback={<Spinner label="Chargement…" />}>
          <Appointment />
        </Suspense>
      </div>
    </>
  );
}
