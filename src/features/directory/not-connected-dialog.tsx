import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/lib/paths';
import { ofName } from '@/lib/typography';

/** What « Voir le profil » opens on /Encadreurs for a visitor who is not signed in (spec §2, §6). */
export function NotConnectedDialog({ tutor, onClose }: { tutor: { name: string } | null; onClose: () => void }) {
  return (
    <Dialog
      open={tutor !== null}
      onClose={onClose}
      title="Connexion requise"
      description={
        tutor ? `Connectez-vous pour voir le profil complet ${ofName(tutor.name)} et le contacter.` : undefined
      }
    >
      <p className="text-sm text-slate-600">
        Pas encore de compte&nbsp;? L’inscription se fait depuis la page de connexion, en quelques minutes.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.login} className={buttonClasses('primary')}>
          Connexion
        </Link>
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          Fermer
        </button>
      </div>
    </Dialog>
  );
}
