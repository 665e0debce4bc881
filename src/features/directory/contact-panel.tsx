import { contactLinks } from './tutors';

const GREETING = 'Bonjour, je vous écris depuis le site de la Commission des Études au sujet des cours de soutien.';

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

const PHONE =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z';
const CHAT = 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2z';

const link = 'flex min-h-11 items-center gap-3 rounded-xl px-4 py-2.5 font-semibold underline-offset-4 hover:underline';

/** The tutor's phone, revealed by « Contact »: a call, or a WhatsApp message already greeted. */
export function ContactPanel({
  id,
  tutor,
  hidden,
}: {
  id: string;
  tutor: { name: string; phone: string };
  hidden: boolean;
}) {
  const { tel, whatsapp } = contactLinks(tutor.phone, GREETING);
  return (
    <section
      id={id}
      hidden={hidden}
      aria-labelledby={`${id}-titre`}
      className="mt-4 rounded-2xl bg-or-100 p-5 ring-1 ring-or-300"
    >
      <h2 id={`${id}-titre`} className="text-xl font-bold text-slate-900">
        Contacter {tutor.name}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        <li>
          <a href={tel} className={`${link} bg-white text-brand-800`}>
            <Icon d={PHONE} />
            <span>
              Appeler le <span className="whitespace-nowrap">{tutor.phone}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={whatsapp} className={`${link} bg-white text-emerald-800`}>
            <Icon d={CHAT} />
            Écrire sur WhatsApp
          </a>
        </li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Présentez-vous, indiquez la classe de l’élève et la matière&nbsp;: l’encadreur vous proposera un créneau.
      </p>
    </section>
  );
}
