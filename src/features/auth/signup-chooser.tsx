import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/lib/paths';

const CHOICES = [
  {
    to: paths.inscription.encadreur,
    label: 'Encadreur',
    detail: 'J’accompagne des élèves dans une ou plusieurs matières.',
  },
  { to: paths.inscription.eleve, label: 'Élève', detail: 'Je cherche de l’aide pour mes cours et mes examens.' },
  { to: paths.inscription.parent, label: 'Parent', detail: 'Je suis la scolarité de mon enfant.' },
] as const;

/** The sign-up chooser: a dialog, not a page, opened from the navigation bar and the login page. */
export function SignUpChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Inscription" description="Choisissez le compte qui vous correspond.">
      <ul className="space-y-3">
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <Link
              to={choice.to}
              onClick={onClose}
              className="block rounded-xl border border-slate-200 px-4 py-3 hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="block font-semibold text-brand-800">{choice.label}</span>
              <span className="block text-sm text-slate-700">{choice.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex justify-end">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          Fermer
        </button>
      </div>
    </Dialog>
  );
}
