import { Link } from 'react-router-dom';
import { contact } from '@/content/contact';
import { privacyPage } from '@/content/protection-des-donnees';
import { paths } from '@/lib/paths';
import { TextPageView } from './text-page-view';

/**
 * /ProtectionDesDonnees (issue 33): what the site keeps, why, who sees what, for how long, the
 * rights and how to use them (the text: src/content/protection-des-donnees.ts), then how to reach
 * the responsables (src/content/contact.ts). Linked from the footer and from every sign-up form.
 */
export function PrivacyPage() {
  return (
    <TextPageView page={privacyPage} eyebrow="Vos données" contents>
      <section
        aria-labelledby="contacter-titre"
        className="mt-12 max-w-3xl rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="contacter-titre" className="text-2xl font-bold">
          Contacter les responsables
        </h2>
        <p className="mt-2 text-slate-700">
          Pour une question sur vos données, l’effacement du compte d’un enfant ou une autorisation parentale&nbsp;:
        </p>
        <ul className="mt-3 space-y-2">
          <li>
            Par téléphone&nbsp;:{' '}
            <a href={contact.telephoneHref} className="font-semibold whitespace-nowrap text-brand-700 underline">
              {contact.telephone}
            </a>
          </li>
          <li>
            Par e-mail&nbsp;:{' '}
            <a href={`mailto:${contact.email}`} className="font-semibold break-all text-brand-700 underline">
              {contact.email}
            </a>
          </li>
          <li>
            <Link to={paths.contact} className="font-semibold text-brand-700 underline">
              Toutes nos coordonnées
            </Link>
          </li>
        </ul>
      </section>
    </TextPageView>
  );
}
