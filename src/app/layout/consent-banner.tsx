import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { missingAcceptances, type AcceptedText } from '@/domain/consent';
import type { ErrorCode } from '@/domain/errors';
import { useBackendLoader } from '@/hooks/backend';
import { useSession } from '@/hooks/session';
import { useCommand } from '@/hooks/use-command';
import { lookUp, serviceErrorText, type Catalogue } from '@/lib/network-errors';
import { paths } from '@/lib/paths';

/** UserService.acceptTexts's failures (the network's and the service's worded as everywhere). */
const ACCEPT: Catalogue<'auth/requires-login'> = {
  'auth/requires-login': 'Votre session a expiré. Reconnectez-vous pour enregistrer votre accord.',
};

function explainAcceptError(code: ErrorCode): { text: string; foreseen: boolean } {
  const text = lookUp(ACCEPT, code) ?? serviceErrorText(code);
  return text
    ? { text, foreseen: true }
    : { text: 'Votre accord n’a pas pu être enregistré. Réessayez dans un moment.', foreseen: false };
}

/** Each text to read, and the button that accepts what is missing. */
const TEXTS: Record<AcceptedText, { link: string; to: string }> = {
  consentement: { link: 'la page Protection des données', to: paths.protectionDonnees },
  charte: { link: 'la Charte de l’encadreur', to: paths.charteEncadreur },
};

function acceptLabel(missing: readonly AcceptedText[]): string {
  if (missing.length > 1) return 'J’ai lu ces deux textes et je les accepte';
  return missing[0] === 'charte'
    ? 'J’ai lu la Charte de l’encadreur et je l’accepte'
    : 'J’ai lu la page Protection des données et j’accepte';
}

/**
 * On every page, for a signed-in member who has not accepted the current version of their role's
 * texts (issue 33): a member who signed up before they were asked, or before a new version. It is
 * downloaded for every signed-in member (no page's first paint carries the texts' versions), and
 * shows only when something is missing. The texts open in a new tab; the button, which names
 * what it accepts, is the member's consent. Once recorded, the session follows the profile and the
 * banner goes. Nothing else waits on it: the member may leave it for later, or delete their account.
 */
export function ConsentBanner() {
  const session = useSession();
  const load = useBackendLoader();
  const accept = useCommand(
    async (texts: { consentement?: true; charte?: true }) => (await load()).users.acceptTexts(texts),
    'Enregistrement de l’accord impossible :',
    { foreseen: (error) => explainAcceptError(error.code).foreseen },
  );
  if (session.status !== 'signed-in') return null;
  const user = session.user;
  const missing = missingAcceptances(user);
  if (missing.length === 0) return null;
  // Accepted before, in an older version: the text changed since.
  const changed = missing.some((text) => (user as Partial<Record<AcceptedText, unknown>>)[text] !== undefined);

  async function submit() {
    const texts: { consentement?: true; charte?: true } = {};
    for (const text of missing) texts[text] = true;
    await accept.run(texts);
  }

  return (
    <section
      aria-labelledby="accord-titre"
      className="border-b border-brand-200 bg-brand-50 px-4 py-4 text-sm text-slate-900"
    >
      <div className="mx-auto max-w-5xl space-y-3">
        <h2 id="accord-titre" className="text-base font-bold">
          {changed ? 'Nos textes ont changé\u00a0: votre accord' : 'Protection des données\u00a0: votre accord'}
        </h2>
        <p>
          {changed
            ? 'Une nouvelle version est en ligne. Lisez '
            : 'Le site dit maintenant ce qu’il garde sur vous, pourquoi, et comment tout effacer. Lisez '}
          {missing.map((text, index) => (
            <span key={text}>
              {index > 0 ? ' et ' : null}
              <a
                href={TEXTS[text].to}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                {TEXTS[text].link} (s’ouvre dans un nouvel onglet)
              </a>
            </span>
          ))}
          . Si vous n’êtes pas d’accord, vous pouvez supprimer votre compte depuis{' '}
          <Link to={paths.monProfil} className="font-semibold text-brand-700 underline">
            Mon profil
          </Link>
          .
        </p>
        {accept.error ? (
          <p role="alert" className="font-semibold text-red-800">
            {explainAcceptError(accept.error.code).text}
          </p>
        ) : null}
        <button type="button" onClick={() => void submit()} disabled={accept.busy} className={buttonClasses('primary')}>
          {accept.busy ? 'Enregistrement…' : acceptLabel(missing)}
        </button>
      </div>
    </section>
  );
}
