import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactPanel } from './contact-panel';
import { directorySearchOf } from './profile-link-state';
import { findTutor, type ListedTutor } from './tutors';

/** /Profile/{id}: one tutor, found by id among all tutors, or « Enseignant non trouvé ». */
export function TutorProfilePage() {
  const tutor = findTutor(useParams().id);
  usePageMeta(
    tutor ? `${tutor.name}, encadreur` : 'Enseignant non trouvé',
    tutor ? `${tutor.name}, encadreur en ${tutor.subject} (${tutor.description}).` : undefined,
  );
  const back = `${paths.profilsEncadreurs}${directorySearchOf(useLocation().state)}`;
  return tutor ? <TutorProfile tutor={tutor} back={back} /> : <TutorNotFound />;
}

function TutorProfile({ tutor, back }: { tutor: ListedTutor; back: string }) {
  const [contactOpen, setContactOpen] = useState(false);
  const details: [string, string | undefined][] = [
    ['Classes', tutor.description],
    ['Profession', tutor.occupation],
    ['Son engagement', tutor.fonction],
  ];
  return (
    <>
      <PageHeader eyebrow="Profil de l’encadreur" title={tutor.name}>
        {tutor.subject}
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
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={back} className={buttonClasses('secondary')}>
            <span aria-hidden="true">←</span>
            Retour
          </Link>
          <button
            type="button"
            aria-expanded={contactOpen}
            aria-controls="contact-encadreur"
            onClick={() => setContactOpen((open) => !open)}
            className={buttonClasses('primary')}
          >
            Contact
          </button>
        </div>
        <ContactPanel id="contact-encadreur" tutor={tutor} hidden={!contactOpen} />
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
