import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import type { EncadreurProfile } from '@/domain/entities';
import { REFUSAL_REASON_MAX_LENGTH } from '@/domain/limits';
import { fullName } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
import { formatDay, formatHistoryDate } from '@/lib/dates';
import { ofName } from '@/lib/typography';
import { PagedPanel } from './paged-panel';
import { ProfileDetails } from './profile-details';
import { ReasonDialog } from './reason-dialog';
import { DONE, governanceErrorText } from './responsable-messages';
import { useGovernanceCommands, usePendingTutors } from './use-governance';

type Tutor = EncadreurProfile;

/** Refusing asks for a reason the tutor will read; what was typed stays if the refusal fails. */
function RefuseDialog({ tutor, onClose, onDone }: { tutor: Tutor; onClose: () => void; onDone: () => void }) {
  const { refuseTutor } = useGovernanceCommands();
  const refuse = useCommand(refuseTutor, 'Refus de l’encadreur impossible :');
  return (
    <ReasonDialog
      title={`Refuser la demande ${ofName(fullName(tutor))}`}
      label="Motif du refus"
      max={REFUSAL_REASON_MAX_LENGTH}
      blankText={'Indiquez le motif du refus\u00a0: l’encadreur le lira sur son tableau de bord.'}
      keepLabel="Annuler"
      sendLabel="Refuser la demande"
      busyLabel="Envoi…"
      busy={refuse.busy}
      error={refuse.error ? governanceErrorText('refuse', refuse.error.code) : null}
      send={(reason) => refuse.run(tutor.id, reason)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/**
 * Whether the tutor accepted the « Charte de l’encadreur » (issue 33), and which version: the
 * responsables read it before approving. Tutors who signed up before the charter have none.
 */
export function charterLine(tutor: Tutor): string {
  if (!tutor.charte) return 'Charte non acceptée (inscrit avant la charte)';
  return `Charte acceptée le ${formatDay(tutor.charte.date)} (version du ${formatHistoryDate(tutor.charte.version)})`;
}

function PendingTutor({ tutor, announce }: { tutor: Tutor; announce: (text: string) => void }) {
  const { approveTutor } = useGovernanceCommands();
  const approve = useCommand(approveTutor, 'Approbation de l’encadreur impossible :');
  const [refusing, setRefusing] = useState(false);
  const name = fullName(tutor);
  const details: [string, string][] = [
    ['E-mail', tutor.email],
    ['Matière', tutor.matiere],
    ['Classes', tutor.classe],
    ['Profession', tutor.profession],
    ['Quartier', tutor.quartier],
    ['Téléphone', tutor.telephone],
  ];
  return (
    <li>
      <article aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h3 className="text-lg font-bold text-slate-900">{name}</h3>
        <ProfileDetails details={details} />
        <p className="mt-3 text-sm font-medium text-slate-900">{charterLine(tutor)}</p>
        {approve.error ? (
          <div className="mt-3">
            <Alert tone="error">{governanceErrorText('approve', approve.error.code)}</Alert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={approve.busy}
            onClick={async () => {
              if (await approve.run(tutor.id)) announce(DONE.approved);
            }}
            aria-label={`Approuver ${name}`}
            className={buttonClasses('primary')}
          >
            {approve.busy ? 'Approbation…' : 'Approuver'}
          </button>
          <button
            type="button"
            onClick={() => setRefusing(true)}
            aria-label={`Refuser ${name}`}
            className={buttonClasses('secondary')}
          >
            Refuser
          </button>
        </div>
      </article>
      {refusing ? (
        <RefuseDialog tutor={tutor} onClose={() => setRefusing(false)} onDone={() => announce(DONE.refused)} />
      ) : null}
    </li>
  );
}

/** The tutor accounts waiting for a responsable, by name: approve, or refuse with a reason. */
export function PendingTutors({ announce }: { announce: (text: string) => void }) {
  const tutors = usePendingTutors();
  return (
    <PagedPanel list={tutors} what="d’encadreurs à valider">
      {tutors.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          Aucun encadreur n’attend de validation.
        </p>
      ) : (
        <ul className="space-y-4">
          {tutors.items.map((tutor) => (
            <PendingTutor key={tutor.id} tutor={tutor} announce={announce} />
          ))}
        </ul>
      )}
    </PagedPanel>
  );
}
