import { Suspense, useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { LocalEmail, MailboxService } from '@/backend/local-mode';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { config } from '@/config';
import { useBackend } from '@/hooks/backend';
import { useLiveList } from '@/hooks/live-list';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

const WHEN = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

function Email({ email }: { email: LocalEmail }) {
  return (
    <li>
      <article
        aria-labelledby={`courriel-${email.id}`}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id={`courriel-${email.id}`} className="text-lg font-bold text-slate-900">
          {email.subject}
        </h2>
        <p className="mt-1 text-sm break-all text-slate-700">
          À&nbsp;: {email.to} — <time dateTime={email.date.toISOString()}>{WHEN.format(email.date)}</time>
        </p>
        <p className="mt-3 whitespace-pre-line text-slate-800">{email.body}</p>
        <p className="mt-3">
          <Link to={email.link} className="font-semibold break-all text-brand-700 underline">
            Ouvrir le lien de l’e-mail «&nbsp;{email.subject}&nbsp;»
          </Link>
        </p>
      </article>
    </li>
  );
}

function Mailbox({ mailbox }: { mailbox: MailboxService }) {
  const subscribe = useCallback<MailboxService['subscribe']>(
    (onChange, onError) => mailbox.subscribe(onChange, onError),
    [mailbox],
  );
  const emails = useLiveList(subscribe, 'Lecture de la boîte locale impossible :');
  if (emails.status === 'loading') return <Spinner label="Chargement des e-mails…" />;
  return (
    <>
      {emails.status === 'error' ? (
        <Alert tone="error">La boîte locale n’a pas pu être lue. Rechargez la page.</Alert>
      ) : null}
      {emails.items.length === 0 ? (
        <p className="text-slate-700">Aucun e-mail pour l’instant.</p>
      ) : (
        <ul aria-label="E-mails, du plus récent au plus ancien" className="space-y-4">
          {emails.items.map((email) => (
            <Email key={email.id} email={email} />
          ))}
        </ul>
      )}
    </>
  );
}

function LocalMailbox() {
  const { mailbox } = useBackend();
  if (!mailbox) return <p className="text-slate-700">Ce site n’a pas de boîte locale.</p>;
  return <Mailbox mailbox={mailbox} />;
}

/**
 * /BoiteLocale: local mode sends no e-mail, so the messages the site would have sent wait here, with
 * their working links — as the Firebase Auth emulator shows them to developers.
 */
export function MailboxPage() {
  usePageMeta('Boîte locale', 'Les e-mails que le site aurait envoyés, en mode local.');
  if (config.backend !== 'local') {
    return (
      <>
        <PageHeader eyebrow="Démonstration" title="Boîte locale" />
        <div className="mx-auto max-w-page px-4 py-10">
          <p className="max-w-2xl text-slate-700">
            Cette page n’existe qu’en mode local, la démonstration du site dans un seul navigateur. Ici, les e-mails
            (confirmation d’adresse, changement de mot de passe…) arrivent dans votre vraie boîte de réception.
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow="Mode local" title="Boîte locale">
        <p>
          En mode local, aucun e-mail ne part&nbsp;: ceux que le site aurait envoyés (confirmation d’adresse, changement
          de mot de passe…) arrivent ici, dans ce navigateur, avec leurs liens.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
        <Suspense fallback={<Spinner label="Chargement…" />}>
          <LocalMailbox />
        </Suspense>
        <p className="mt-8">
          <Link to={paths.modeLocal} className="font-semibold text-brand-700 underline">
            En savoir plus sur le mode local
          </Link>
        </p>
      </div>
    </>
  );
}
