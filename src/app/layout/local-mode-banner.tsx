import { Link } from 'react-router-dom';
import { config } from '@/config';
import { paths } from '@/lib/paths';

/** Says plainly that, without a hosted backend, accounts and messages live in this browser only. */
export function LocalModeBanner() {
  if (config.backend !== 'local') return null;
  return (
    <p className="bg-or-100 px-4 py-1.5 text-center text-xs text-slate-900">
      <strong>Mode local&nbsp;:</strong> les comptes, messages et questions sont enregistrés dans ce navigateur
      uniquement.{' '}
      <Link to={paths.modeLocal} className="font-semibold underline">
        En savoir plus et essayer l’espace responsable
      </Link>
      {' · '}
      <Link to={paths.boiteLocale} className="font-semibold underline">
        Boîte locale (e-mails du site)
      </Link>
    </p>
  );
}
