import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import type { Role } from '@/domain/entities';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import { usePageMeta } from '@/lib/use-page-meta';
import { Dashboard, loadMessages, type DashboardFamily, type DashboardSeances } from './dashboard';
import { DASHBOARDS } from './dashboard-config';

/**
 * /TableauEleve, /TableauEncadreur, /TableauParent. Routes are not gated by role (spec §6): a
 * signed-out visitor is invited to log in, a member of another role is pointed to their own
 * dashboard, and while the session is being restored a loading state shows (never an empty page).
 */
export function DashboardPage({
  role,
  seances,
  family,
}: {
  role: Role;
  seances?: DashboardSeances;
  family?: DashboardFamily;
}) {
  const config = DASHBOARDS[role];
  const session = useSession();
  usePageMeta(config.title, 'Votre profil, vos messages privés et vos forums.');
  // While the session is restored, the conversations download (dashboard.tsx).
  useEffect(() => {
    void loadMessages().catch(() => undefined);
  }, []);

  if (session.status === 'loading') {
    return (
      <>
        <PageHeader eyebrow="Espace membre" title={config.title} />
        <Spinner label="Chargement de votre tableau de bord…" />
      </>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <>
        <PageHeader eyebrow="Espace membre" title={config.title} />
        <section className="mx-auto max-w-page px-4 py-10" aria-labelledby="connexion-requise">
          <h2 id="connexion-requise" className="text-2xl font-bold">
            Connectez-vous pour continuer
          </h2>
          <p className="mt-3 max-w-2xl text-slate-700">
            Votre tableau de bord réunit votre profil et les messages que vous ont écrits les élèves, les parents et les
            encadreurs. Il n’est visible qu’une fois connecté.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.login} className={buttonClasses('primary')}>
              Se connecter
            </Link>
            <Link to={paths.inscription[role]} className={buttonClasses('secondary')}>
              Créer un compte
            </Link>
          </div>
        </section>
      </>
    );
  }

  const { user } = session;
  if (user.role !== role) {
    return (
      <>
        <PageHeader eyebrow="Espace membre" title={config.title} />
        <section className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">
            Ce tableau de bord est celui des {config.audience}. Vous êtes inscrit comme{' '}
            <strong>{ROLE_LABELS[user.role].toLocaleLowerCase('fr')}</strong>&nbsp;: votre profil et vos messages sont
            sur votre propre tableau de bord.
          </p>
          <Link to={paths.dashboard[user.role]} className={`${buttonClasses('primary')} mt-6`}>
            Aller à mon tableau de bord
          </Link>
        </section>
      </>
    );
  }

  // Keyed by member: another account in this tab starts from a fresh inbox.
  return <Dashboard key={user.id} user={user} config={config} seances={seances} family={family} />;
}
