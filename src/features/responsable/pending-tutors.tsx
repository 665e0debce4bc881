import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import type { EncadreurProfile } from '@/domain/entities';
import { REFUSAL_REASON_MAX_LENGTH } from '@/domain/limits';
import { fullName, isBlank } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
import { ofName } from '@/lib/typography';
import { PagedPanel } from './paged-panel';
import { DONE, governanceErrorText } from './responsable-messages';
import { useGovernanceCommands, usePendingTutors } from './use-governance';

type Tutor = EncadreurProfile;

/** Refusing asks for a reason the tutor will read; what was typed stays if the refusal fails. */
function RefuseDialog({ tutor, onClose, onDone }: { tutor: Tutor; onClose: () => void; onDone: () => void }) {
  const { refuseTutor } = useGovernanceCommands();
  const refuse = useCommand(refuseTutor, 'Refus de l’encadreur impossible :');
  const [reason, setReason] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBlank(reason)) {
      setHint('Indiquez le motif du refus\u00a0: l’encadreur le lira sur son tableau de bord.');
      return;
    }
    if (await refuse.run(tutor.id, reason)) {
      onClose();
      onDone();
    }
  }

  return (
    <LazyDialog open onClose={onClose} title={`Refuser la demande ${ofName(fullName(tutor))}`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CountedTextarea
          label="Motif du refus"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setHint(null);
          }}
          max={REFUSAL_REASON_MAX_LENGTH}
          rows={3}
          hint={hint}
        />
        {refuse.error ? <Alert tone="error">{governanceErrorText('refuse', refuse.error.code)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Annuler
          </button>
          <button
            type="submit"
            disabled={refuse.busy}
            className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}
          >
            {refuse.busy ? 'Envoi…' : 'Refuser la demande'}
          </button>
        </div>
      </form>
    </LazyDialog>
  );
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
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {details.map(([term, value]) => (
            <div key={term} className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600">{term}&nbsp;:</dt>
              <dd className="min-w-0 font-medium break-words text-slate-900">{value || 'Non renseigné'}</dd>
            </div>
          ))}
        </dl>
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
