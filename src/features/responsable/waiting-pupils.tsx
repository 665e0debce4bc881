import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ageOn } from '@/domain/consent';
import type { EleveProfile } from '@/domain/entities';
import { fullName } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
import { formatDay } from '@/lib/dates';
import { PagedPanel } from './paged-panel';
import { ProfileDetails } from './profile-details';
import { DONE, governanceErrorText } from './responsable-messages';
import { useGovernanceCommands, useWaitingPupils } from './use-governance';

/** « 13 ans, né(e) le 1 septembre 2012 », or what is known of it. */
function ageLine(pupil: EleveProfile): string {
  if (!pupil.naissance) return 'Non renseignée';
  const [year, month, day] = pupil.naissance.split('-').map(Number);
  const born = formatDay(new Date(year!, month! - 1, day!));
  return `${ageOn(pupil.naissance, new Date())}\u00a0ans (née ou né le ${born})`;
}

function WaitingPupil({ pupil, announce }: { pupil: EleveProfile; announce: (text: string) => void }) {
  const { recordPaperAuthorisation } = useGovernanceCommands();
  const record = useCommand(recordPaperAuthorisation, 'Enregistrement de l’autorisation impossible :');
  const [confirming, setConfirming] = useState(false);
  const name = fullName(pupil);
  const details: [string, string][] = [
    ['Âge', ageLine(pupil)],
    ['Classe', pupil.classe],
    ['E-mail', pupil.email],
    ['Téléphone', pupil.telephone],
    ['Quartier', pupil.quartier],
  ];
  return (
    <li>
      <article aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h3 className="text-lg font-bold text-slate-900">{name}</h3>
        <ProfileDetails details={details} />
        {record.error ? (
          <div className="mt-3">
            <Alert tone="error">{governanceErrorText('authorise', record.error.code)}</Alert>
          </div>
        ) : null}
        <div className="mt-4">
          <button
            type="button"
            disabled={record.busy}
            onClick={() => setConfirming(true)}
            aria-label={`Autorisation papier reçue pour ${name}`}
            className={buttonClasses('primary')}
          >
            {record.busy ? 'Enregistrement…' : 'Autorisation papier reçue'}
          </button>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Enregistrer l’autorisation de ${name}\u00a0?`}
        description="Confirmez que vous avez reçu l’autorisation écrite et signée d’un de ses parents. L’élève pourra aussitôt poser des questions, répondre, écrire des messages et s’inscrire aux séances. Le journal gardera votre nom."
        confirmLabel="Enregistrer l’autorisation"
        onConfirm={async () => {
          setConfirming(false);
          if (await record.run(pupil.id)) announce(DONE.authorised);
        }}
      />
    </li>
  );
}

/**
 * The pupils under 15 whose account waits for a parent's authorisation (issue 33), by name. Many
 * parents are not online: a responsable who received their signed paper records it here.
 */
export function WaitingPupils({ announce }: { announce: (text: string) => void }) {
  const pupils = useWaitingPupils();
  return (
    <PagedPanel list={pupils} what="d’élèves en attente d’autorisation">
      <p className="mb-4 max-w-3xl text-slate-700">
        Les élèves de moins de 15&nbsp;ans peuvent lire le site, mais pas encore publier, écrire ni s’inscrire aux
        séances tant qu’un parent n’a pas autorisé leur compte. Un parent le fait sur le site depuis «&nbsp;Mes
        enfants&nbsp;», ou signe une autorisation écrite que vous enregistrez ici une fois reçue.
      </p>
      {pupils.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          Aucun élève n’attend d’autorisation.
        </p>
      ) : (
        <ul className="space-y-4">
          {pupils.items.map((pupil) => (
            <WaitingPupil key={pupil.id} pupil={pupil} announce={announce} />
          ))}
        </ul>
      )}
    </PagedPanel>
  );
}
