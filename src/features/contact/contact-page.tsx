import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { contact } from '@/content/contact';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

/*
 * /contact: how to reach the commission (phone, WhatsApp, e-mail: the same as the footer, from
 * src/content/contact.ts), where and when the Saturday sessions take place, and what to say for a
 * quick answer. The session times below are the ones the blog articles give; keep them in step.
 */

const SEANCES: readonly { quand: string; quoi: ReactNode }[] = [
  {
    quand: 'Chaque samedi, de 8 h à 12 h',
    quoi: (
      <>
        Cours de soutien, de la 6<sup>e</sup> à la Terminale, ouverts et clos par la prière
      </>
    ),
  },
  { quand: 'Un samedi par mois, après les cours', quoi: 'Atelier de développement personnel' },
];

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7.3V17h16V7.3z',
  place:
    'M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.4 2-1 1.7L11 12.7V7z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.3.1.1.1.7-.1 1.3z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
        <path d={ICONS[name]} />
      </svg>
    </span>
  );
}

function Channel({
  icon,
  title,
  text,
  children,
}: {
  icon: keyof typeof ICONS;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <Icon name={icon} />
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      <div className="mt-4">{children}</div>
    </li>
  );
}

export function ContactPage() {
  usePageMeta(
    'Nous contacter',
    'Téléphone, WhatsApp et e-mail de la commission des études à Yaoundé\u00a0: inscrire un élève aux cours de soutien du samedi ou devenir encadreur.',
  );
  return (
    <>
      <PageHeader eyebrow="Contact" title="Nous contacter">
        <p>
          Une question sur les cours de soutien, l’envie d’inscrire votre enfant ou de devenir encadreur&nbsp;?
          Appelez-nous, écrivez-nous sur WhatsApp ou par e-mail&nbsp;: nous répondons volontiers.
        </p>
      </PageHeader>

      <div className="mx-auto max-w-page px-4 py-10 sm:py-14">
        <ul className="grid gap-5 md:grid-cols-3">
          <Channel
            icon="phone"
            title="Par téléphone"
            text="Pour poser vos questions de vive voix, ou laisser un SMS si nous ne décrochons pas."
          >
            <a href={contact.telephoneHref} className={buttonClasses('primary', 'text-base')}>
              <span className="sr-only">Appeler le</span> <span className="whitespace-nowrap">{contact.telephone}</span>
            </a>
          </Channel>
          <Channel
            icon="whatsapp"
            title="Sur WhatsApp"
            text={'Le plus économique\u00a0: un message écrit ou une note vocale, même avec peu de données mobiles.'}
          >
            <a
              href={contact.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary')}
            >
              Écrire sur WhatsApp <span className="sr-only">(nouvel onglet)</span>
            </a>
          </Channel>
          <Channel icon="mail" title="Par e-mail" text="Pour un message détaillé, ou pour nous envoyer un document.">
            <a
              href={`mailto:${contact.email}`}
              className="font-bold break-all text-brand-700 underline hover:text-brand-900"
            >
              <span className="sr-only">Écrire à</span> {contact.email}
            </a>
          </Channel>
        </ul>

        <div className="mt-14 grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="ou-titre">
            <h2 id="ou-titre" className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
              <Icon name="place" />
              Où nous trouver&nbsp;?
            </h2>
            <p className="mt-4 text-lg font-semibold">{contact.ville}</p>
            <p className="mt-2 max-w-prose text-slate-700">
              Les cours de soutien ont lieu à la paroisse, dans les salles du groupe des jeunes. Appelez-nous ou
              écrivez-nous sur WhatsApp avant votre première visite&nbsp;: nous vous indiquerons le chemin depuis votre
              quartier.
            </p>
          </section>
          <section aria-labelledby="quand-titre">
            <h2 id="quand-titre" className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
              <Icon name="clock" />
              Quand venir&nbsp;?
            </h2>
            <dl className="mt-4 space-y-4">
              {SEANCES.map((seance) => (
                <div key={seance.quand} className="rounded-xl border-l-4 border-or-400 bg-white py-3 pr-4 pl-4">
                  <dt className="font-semibold text-slate-900">{seance.quand}</dt>
                  <dd className="mt-1 text-slate-700">{seance.quoi}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-600">Hors vacances scolaires.</p>
          </section>
        </div>

        <section aria-labelledby="message-titre" className="mt-14 max-w-3xl">
          <h2 id="message-titre" className="text-2xl font-bold sm:text-3xl">
            Pour une réponse rapide
          </h2>
          <p className="mt-4 text-slate-700">Dites-nous dans votre message&nbsp;:</p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
            <li>
              le nom et la classe de l’élève (par exemple 4<sup>e</sup>, Première D ou Form 3)&nbsp;;
            </li>
            <li>les matières qui lui posent problème&nbsp;;</li>
            <li>l’examen qu’il prépare, s’il y en a un&nbsp;: BEPC, Probatoire, Baccalauréat ou GCE&nbsp;;</li>
            <li>votre quartier, et le meilleur moment pour vous rappeler.</li>
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.encadreurs} className={buttonClasses('secondary')}>
              Voir les encadreurs
            </Link>
            <Link to={paths.inscription.encadreur} className={buttonClasses('ghost')}>
              Devenir encadreur
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
