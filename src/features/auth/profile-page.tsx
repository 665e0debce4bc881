import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import { usePageMeta } from '@/lib/use-page-meta';

// The forms show once the session is known (after the backend's own download): their chunk
// downloads meanwhile (the effect below), so the page's first paint carries none of them.
const loadSections = () => import('./profile-sections');
const ProfileSections = lazy(() => loadSections().then((m) => ({ default: m.ProfileSections })));

/**
 * /MonProfil: the signed-in member's name, e-mail and role (read-only: a responsable corrects a
 * name, the role and the e-mail stay as at sign-up) and the form of their own editable fields.
 */
export function ProfilePage() {
  const session = useSession();
  usePageMeta('Mon profil', 'Vos informations de membre.');
  useEffect(() => {
    void loadSections().catch(() => undefined);
  }, []);

  if (session.status === 'loading') {
    return (
      <>
        <PageHeader eyebrow="Espace membre" title="Mon profil" />
        <Spinner label="Chargement de votre profil…" />
      </>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <>
        <PageHeader eyebrow="Espace membre" title="Mon profil" />
        <section className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">Votre profil n’est visible qu’une fois connecté.</p>
          <Link to={paths.login} className={`${buttonClasses('primary')} mt-6`}>
            Se connecter
          </Link>
        </section>
      </>
    );
  }

  const { user } = session;
  return (
    <>
      <PageHeader eyebrow="Espace membre" title="Mon profil" />
      <div className="mx-auto max-w-page space-y-10 px-4 py-10">
        <section aria-labelledby="mon-compte">
          <h2 id="mon-compte" className="text-xl font-bold">
            Mon compte
          </h2>
          <dl className="mt-4 grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold">Nom</dt>
            <dd>
              {user.prenom} {user.nom}
            </dd>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <span className="break-all">{user.email}</span>{' '}
              <span className="text-sm text-slate-700">
                {user.emailVerifie ? '(confirmée)' : '(pas encore confirmée)'}
              </span>
            </dd>
            <dt className="font-semibold">Rôle</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
          </dl>
          <p className="mt-3 max-w-2xl text-sm text-slate-700">
            Votre nom ne se modifie pas ici&nbsp;: pour le corriger, écrivez à un responsable de la commission.
          </p>
        </section>
        <Suspense fallback={<Spinner label="Chargement de vos réglages…" />}>
          <ProfileSections user={user} />
        </Suspense>
        <Link to={paths.dashboard[user.role]} className="font-semibold text-brand-700 underline">
          Retour à mon tableau de bord
        </Link>
      </div>
    </>
  );
}
