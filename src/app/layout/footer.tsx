import { Link } from 'react-router-dom';
import { contact } from '@/content/contact';
import { paths } from '@/lib/paths';

const EXPLORER = [
  { to: paths.home, label: 'Accueil' },
  { to: paths.encadreurs, label: 'Encadreurs' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.programme, label: 'Programme des séances' },
  { to: paths.login, label: 'Connexion' },
] as const;

const ACTIVITES = ['Études', 'Prières', 'Atelier', 'Travaux pratiques'] as const;

/** What the site keeps and what its tutors commit to (issue 33), at the foot of every page. */
const TEXTES = [
  { to: paths.protectionDonnees, label: 'Protection des données' },
  { to: paths.charteEncadreur, label: 'Charte de l’encadreur' },
] as const;

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7.3V17h16V7.3z',
  place:
    'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.3.1.1.1.7-.1 1.3z',
};

export function Footer() {
  return (
    <footer className="bg-nuit text-slate-200">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-lg font-bold text-white">Commission des Études</p>
          <p className="mt-2 text-sm">
            Études, Prière, Partage&nbsp;: des cours de soutien portés par la prière, à Yaoundé.
          </p>
        </div>
        <nav aria-label="Explorer">
          <h2 className="text-sm font-semibold tracking-wide text-or-300 uppercase">Explorer</h2>
          <ul className="mt-3 space-y-1">
            {EXPLORER.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-or-300 uppercase">Activités</h2>
          <ul className="mt-3 space-y-2">
            {ACTIVITES.map((activite) => (
              <li key={activite}>{activite}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-or-300 uppercase">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={contact.telephoneHref} className="flex items-center gap-2 py-1 hover:text-white hover:underline">
                <Icon d={ICONS.phone} />
                {contact.telephone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="flex items-center gap-2 py-1 break-all hover:text-white hover:underline"
              >
                <Icon d={ICONS.mail} />
                {contact.email}
              </a>
            </li>
            <li className="flex items-center gap-2 py-1">
              <Icon d={ICONS.place} />
              {contact.ville}
            </li>
            <li>
              <a
                href={contact.whatsappHref}
                className="flex items-center gap-2 py-1 hover:text-white hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                <Icon d={ICONS.whatsapp} />
                WhatsApp
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10 px-4 py-4 text-center text-xs text-slate-400">
        <nav aria-label="Vos données">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
            {TEXTES.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-2 text-slate-200 underline hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-2">© 2024 Commission des Études — Groupe des jeunes, Yaoundé. Tous droits réservés.</p>
      </div>
    </footer>
  );
}
