import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { tutorCharter } from '@/content/charte-encadreur';
import { paths } from '@/lib/paths';
import { TextPageView } from './text-page-view';

/**
 * /CharteEncadreur (issue 33): the tutors' code of conduct, accepted at a tutor's sign-up (the
 * text: src/content/charte-encadreur.ts), its commitments numbered. Linked from the footer and
 * from the tutor's sign-up form.
 */
export function CharterPage() {
  return (
    <TextPageView page={tutorCharter} eyebrow="Encadreurs" numbered>
      <div className="mt-10 flex max-w-3xl flex-col gap-3 sm:flex-row">
        <Link to={paths.inscription.encadreur} className={buttonClasses('primary')}>
          Devenir encadreur
        </Link>
        <Link to={paths.protectionDonnees} className={buttonClasses('secondary')}>
          Protection des données
        </Link>
      </div>
    </TextPageView>
  );
}
