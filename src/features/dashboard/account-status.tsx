import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { awaitsAuthorisation } from '@/domain/authorisation';
import { CONSENT_AGE } from '@/domain/consent';
import type { UserProfile } from '@/domain/entities';
import { useBackend } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { serviceErrorText } from '@/lib/network-errors';
import { paths } from '@/lib/paths';
import { SUSPENDED_TEXT } from '@/lib/posting-errors';

const panel = 'rounded-2xl border p-5 shadow-sm';

function ContactLink() {
  return (
    <Link to={paths.contact} className="font-semibold text-brand-800 underline">
      Contacter la commission
    </Link>
  );
}

/**
 * A pupil under 15 whose account waits (issue 33): what is missing, and the two ways to get it. The
 * profile is followed live: the panel goes as soon as a parent or a responsable authorises.
 */
function AwaitingAuthorisation() {
  return (
    <section aria-labelledby="etat-du-compte" className={`${panel} border-or-300 bg-or-100`}>
      <h2 id="etat-du-compte" className="text-lg font-bold text-slate-900">
        Compte en attente de l’autorisation d’un parent
      </h2>
      <p className="mt-2 text-slate-800">
        Vous avez moins de {CONSENT_AGE}&nbsp;ans&nbsp;: vous pouvez tout lire, mais pour poser une question, répondre,
        écrire un message privé ou vous inscrire à une séance, il faut l’accord d’un de vos parents. Deux façons de
        l’obtenir&nbsp;:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        <li>
          <strong>Sur le site</strong>&nbsp;: votre parent crée son compte parent, vous lie à lui avec votre code de
          liaison (plus bas, «&nbsp;Mes parents sur le site&nbsp;»), puis autorise votre compte depuis sa page
          «&nbsp;Mes enfants&nbsp;».
        </li>
        <li>
          <strong>Sur papier</strong>&nbsp;: vos parents signent une autorisation écrite et la remettent à un
          responsable de la commission, qui l’enregistre.
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        Ce que le site garde de vous, et pourquoi&nbsp;:{' '}
        <Link to={paths.protectionDonnees} className="font-semibold text-brand-800 underline">
          Protection des données
        </Link>
        .
      </p>
    </section>
  );
}

/** An approved tutor chooses whether the directory shows their phone number. */
function PhoneChoice({ published }: { published: boolean }) {
  const { users } = useBackend();
  const save = useCommand((publish: boolean) => users.setPhonePublic(publish), 'Choix du numéro public impossible :');
  const id = useId();
  const error = save.error
    ? (serviceErrorText(save.error.code) ?? 'Votre choix n’a pas pu être enregistré. Réessayez.')
    : null;
  return (
    <div className="mt-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={published}
          disabled={save.busy}
          onChange={(event) => void save.run(event.target.checked)}
          aria-describedby={`${id}-aide`}
          className="mt-1 size-5 accent-brand-700"
        />
        <label htmlFor={id} className="font-semibold text-slate-900">
          Afficher mon numéro de téléphone sur mon profil public
        </label>
      </div>
      <p id={`${id}-aide`} className="mt-1 pl-8 text-sm text-slate-700">
        {published
          ? 'Les visiteurs de l’annuaire voient votre numéro et peuvent vous appeler ou vous écrire sur WhatsApp.'
          : 'Votre numéro reste privé\u00a0: les membres vous écrivent par message privé.'}
      </p>
      {error ? (
        <div className="mt-2">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Where the member's account stands, at the top of the dashboard: suspended (any role), and for a
 * tutor, waiting for a responsable's approval, approved (with the choice to publish their phone)
 * or refused (with the reason). It follows the profile live: an approval shows without a reload.
 */
export function AccountStatus({ user }: { user: UserProfile }) {
  if (user.suspendu) {
    return (
      <section aria-labelledby="etat-du-compte" className={`${panel} border-red-300 bg-red-50`}>
        <h2 id="etat-du-compte" className="text-lg font-bold text-red-900">
          Compte suspendu
        </h2>
        <p className="mt-2 text-red-900">
          {SUSPENDED_TEXT} <ContactLink />
        </p>
      </section>
    );
  }
  if (awaitsAuthorisation(user)) return <AwaitingAuthorisation />;
  if (user.role !== 'encadreur') return null;
  if (user.statut === 'approuve') {
    return (
      <section aria-labelledby="etat-du-compte" className={`${panel} border-emerald-300 bg-emerald-50`}>
        <h2 id="etat-du-compte" className="text-lg font-bold text-emerald-900">
          Compte encadreur validé
        </h2>
        <p className="mt-2 text-slate-800">
          Votre compte encadreur est validé&nbsp;: vous figurez dans l’annuaire des encadreurs, et vous modérez le forum
          encadreurs et élèves.
        </p>
        <PhoneChoice published={user.telephonePublic} />
      </section>
    );
  }
  if (user.statut === 'refuse') {
    return (
      <section aria-labelledby="etat-du-compte" className={`${panel} border-or-300 bg-or-100`}>
        <h2 id="etat-du-compte" className="text-lg font-bold text-slate-900">
          Demande non acceptée
        </h2>
        <p className="mt-2 text-slate-800">
          Votre demande n’a pas été acceptée. Motif&nbsp;: {user.motifRefus || 'non précisé'}
        </p>
        <p className="mt-2 text-slate-800">
          Vous pouvez continuer à participer comme tout membre. Pour en parler&nbsp;: <ContactLink />
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="etat-du-compte" className={`${panel} border-brand-200 bg-brand-50`}>
      <h2 id="etat-du-compte" className="text-lg font-bold text-brand-900">
        Compte encadreur en attente de validation
      </h2>
      <p className="mt-2 text-slate-800">
        Votre compte encadreur est en attente de validation par un responsable de la commission. En attendant, vous
        pouvez lire, poser des questions et répondre comme tout membre&nbsp;; vous n’apparaissez pas encore dans
        l’annuaire.
      </p>
    </section>
  );
}
