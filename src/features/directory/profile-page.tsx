import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ValidatedTutorMark } from '@/components/marks';
import { MessageDialog } from '@/components/sending/dialogs';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { useOnceHydrated } from '@/components/ui/hydration';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/session';
import { useFlash } from '@/hooks/use-flash';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactPanel } from './contact-panel';
import { directorySearchOf } from './profile-link-state';
import { findTutor, isCommissionId, type ListedTutor } from './tutors';
import { usePublicTutors } from './use-directory';

/**
 * /Profile/{id}: a tutor of the commission's list (a number), or a tutor account a responsable
 * approved (its uid); « Enseignant non trouvé » for anything else.
 */
export function TutorProfilePage() {
  const id = useParams().id;
  // The directory's tab and search the reader came from (history state: unknown to the prerendered page).
  const back = `${paths.profilsEncadreurs}${directorySearchOf(useOnceHydrated(useLocation().state, null))}`;
  return isCommissionId(id) ? <Found tutor={findTutor(id)} back={back} /> : <AccountProfile uid={id} back={back} />;
}

/** An account's card is read from the directory, after the first paint: a loading state until then. */
function AccountProfile({ uid, back }: { uid: string | undefined; back: string }) {
  const accounts = usePublicTutors();
  if (accounts.status === 'loading') {
    return (
      <>
        <PageHeader eyebrow="Profil de l’encadreur" title="Profil de l’encadreur" />
        <Spinner label="Chargement du profil…" />
      </>
    );
  }
  return <Found tutor={findTutor(uid, accounts.items)} back={back} />;
}

function Found({ tutor, back }: { tutor: ListedTutor | undefined; back: string }) {
  usePageMeta(
    tutor ? `${tutor.name}, encadreur` : 'Enseignant non trouvé',
    tutor ? `${tutor.name}, encadreur en ${tutor.subject} (${tutor.description}).` : undefined,
  );
  return tutor ? <TutorProfile tutor={tutor} back={back} /> : <TutorNotFound />;
}

/**
 * « Envoyer un message » to a tutor account: signed in, the message box; signed out, the way to
 * log in and come back; on one's own profile, nothing.
 */
function WriteTo({
  tutor,
  onSent,
}: {
  tutor: ListedTutor & { accountUid: string };
  onSent: (announcement: string) => void;
}) {
  const session = useSession();
  const [writing, setWriting] = useState(false);
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Link
        to={paths.login}
        state={{ returnTo: paths.profile(tutor.profileId) }}
        className={buttonClasses('secondary')}
      >
        Connectez-vous pour écrire à cet encadreur
      </Link>
    );
  }
  if (session.user.id === tutor.accountUid) return null;
  return (
    <>
      <button type="button" onClick={() => setWriting(true)} className={buttonClasses('secondary')}>
        Envoyer un message
      </button>
      {writing ? (
        <MessageDialog
          to={{ id: tutor.accountUid, name: tutor.name, role: 'encadreur', validated: true }}
          onClose={() => setWriting(false)}
          onSent={onSent}
        />
      ) : null}
    </>
  );
}

function TutorProfile({ tutor, back }: { tutor: ListedTutor; back: string }) {
  const [contactOpen, setContactOpen] = useState(false);
  const [flash, announce] = useFlash();
  const details: [string, string | undefined][] = [
    ['Classes', tutor.description],
    ['Profession', tutor.occupation],
    ['Son engagement', tutor.fonction],
  ];
  const account = tutor.accountUid ? { ...tutor, accountUid: tutor.accountUid } : null;
  return (
    <>
      <PageHeader eyebrow="Profil de l’encadreur" title={tutor.name}>
        <p>{tutor.subject}</p>
        {/* Every tutor of the directory is approved: the commission's own, or an account a responsable validated. */}
        <p className="mt-2">
          <ValidatedTutorMark />
        </p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-8 sm:py-10 *:max-w-3xl">
        <section
          aria-label="Présentation"
          className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-8"
        >
          <Avatar name={tutor.name} size={112} className="self-center sm:self-start" />
          <dl className="grid flex-1 gap-4">
            {details.map(([term, value]) =>
              value ? (
                <div key={term}>
                  <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{term}</dt>
                  <dd className="mt-1 text-slate-800">{value}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </section>
        {/* Always in the page, so that screen readers announce what is written into it. */}
        <p
          role="status"
          className={
            flash
              ? 'mt-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900'
              : 'sr-only'
          }
        >
          {flash}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={back} className={buttonClasses('secondary')}>
            <span aria-hidden="true">←</span>
            Retour
          </Link>
          {tutor.phone ? (
            <button
              type="button"
              aria-expanded={contactOpen}
              aria-controls="contact-encadreur"
              onClick={() => setContactOpen((open) => !open)}
              className={buttonClasses('primary')}
            >
              Contact
            </button>
          ) : null}
          {account ? <WriteTo tutor={account} onSent={announce} /> : null}
        </div>
        {tutor.phone ? <ContactPanel id="contact-encadreur" tutor={tutor} hidden={!contactOpen} /> : null}
        {account && !tutor.phone ? (
          <p className="mt-4 text-sm text-slate-700">
            Cet encadreur n’a pas rendu son numéro public&nbsp;: écrivez-lui par message privé.
          </p>
        ) : null}
      </div>
    </>
  );
}

function TutorNotFound() {
  return (
    <>
      <PageHeader eyebrow="Profil de l’encadreur" title="Enseignant non trouvé" />
      <div className="mx-auto max-w-page px-4 py-10">
        <p className="max-w-2xl text-slate-700">
          Aucun encadreur ne correspond à cette adresse. Le lien est peut-être incomplet, ou ce profil a été retiré.
        </p>
        <Link to={paths.profilsEncadreurs} className={buttonClasses('primary', 'mt-6')}>
          Voir tous les encadreurs
        </Link>
      </div>
    </>
  );
}
