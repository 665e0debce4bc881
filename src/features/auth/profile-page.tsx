import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import { usePageMeta } from '@/lib/use-page-meta';
import { AccountDeletion } from './account-deletion';
import { DataDownload } from './data-download';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/**
 * /MonProfil: the signed-in member's name, e-mail and role (read-only: a responsable corrects a
 * name, the role and the e-mail stay as at sign-up) and the form of their own editable fields.
 */
export function ProfilePage() {
  const session = useSession();
  usePageMeta('Mon profil', 'Vos informations de membre.');

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
        {/* Keyed by member: another account in this tab starts from its own values. */}
        <ProfileForm key={user.id} user={user} />
        <EmailForm key={`adresse-${user.id}`} currentEmail={user.email} />
        <PasswordForm key={`mot-de-passe-${user.id}`} />
        <DataDownload key={`donnees-${user.id}`} />
        <AccountDeletion key={`suppression-${user.id}`} />
        <Link to={paths.dashboard[user.role]} className="font-semibold text-brand-700 underline">
          Retour à mon tableau de bord
        </Link>
      </div>
    </>
  );
}
