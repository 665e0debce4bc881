import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { isUpcoming, placesLeft, type Seance } from '@/domain/seances';
import { useCommand } from '@/hooks/use-command';
import { participantsText, placesText, seanceDay, seanceHours, tutorsComingText } from '@/lib/seance-text';
import { CancelSeanceDialog } from './cancel-seance-dialog';
import { SeanceForm } from './seance-form';
import { tutorChoices, valuesOf } from './seance-form-values';
import { SEANCE_DONE, seanceErrorText } from './seance-messages';
import { SeanceParticipants } from './seance-participants';
import { useSeanceCommands, type ApprovedTutors } from './use-seances';

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{term}&nbsp;:</dt>
      <dd className="min-w-0 font-medium break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

function attendanceText(seance: Seance): string {
  const left = placesLeft(seance);
  const parts = [participantsText(seance.participants)];
  if (left === null) parts.push('sans limite de places');
  else parts.push(left === 0 ? placesText(0) : `${placesText(left)} sur ${seance.capacite}`);
  parts.push(tutorsComingText(seance.encadreursPresents));
  return parts.join(' · ');
}

/**
 * One séance of the programme, as the responsables see it: when, where, for whom, who comes (live),
 * and what they may do while it is to come and not cancelled: change it (the same form as
 * publishing, in place), cancel it with a reason. `which` tells it from the others
 * (« du samedi 5 décembre 2026 »), for its buttons: « Modifier la séance du samedi 5 décembre 2026 ».
 */
export function SeanceCard({
  seance,
  which,
  tutors,
  announce,
}: {
  seance: Seance;
  which: string;
  tutors: ApprovedTutors;
  announce: (text: string) => void;
}) {
  const { change } = useSeanceCommands();
  const command = useCommand(change, 'Modification de la séance impossible :');
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [showing, setShowing] = useState(false);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the form closes, or once the séance is cancelled (its buttons gone).
  const focusNext = useRef<'edit' | 'heading' | null>(null);
  const open = !seance.annulee && isUpcoming(seance, new Date());
  const changing = editing && open;

  useEffect(() => {
    if (focusNext.current === 'edit' && !changing) {
      focusNext.current = null;
      editButton.current?.focus();
    } else if (focusNext.current === 'heading' && seance.annulee) {
      focusNext.current = null;
      heading.current?.focus();
    }
  }, [changing, seance.annulee]);

  function stopEditing() {
    focusNext.current = 'edit';
    setEditing(false);
    command.reset();
  }

  return (
    <li>
      <article
        aria-labelledby={`${id}-titre`}
        className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${seance.annulee ? 'border-red-200' : 'border-slate-200'}`}
      >
        <h4
          ref={heading}
          id={`${id}-titre`}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 first-letter:uppercase"
        >
          {seanceDay(seance.debut)}
        </h4>
        <p className="font-semibold text-slate-800">{seanceHours(seance)}</p>
        {seance.annulee ? (
          <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">
            <span className="font-bold">Annulée</span>
            {seance.motif ? <>&nbsp;: {seance.motif}</> : null}
          </p>
        ) : !open ? (
          <p className="mt-2 text-sm font-semibold text-slate-700">Terminée</p>
        ) : null}
        {changing ? (
          <section aria-labelledby={`${id}-modifier`} className="mt-4 border-t border-slate-200 pt-4">
            <h5 id={`${id}-modifier`} className="mb-3 font-bold text-slate-900">
              Modifier la séance {which}
            </h5>
            <SeanceForm
              labelledBy={`${id}-modifier`}
              initial={valuesOf(seance)}
              tutors={tutorChoices(tutors.items, seance.encadreurs)}
              tutorsProblem={tutors.status === 'error' ? seanceErrorText('tutors', tutors.error.code) : null}
              repeat={false}
              submitLabel="Enregistrer les modifications"
              busyLabel="Enregistrement…"
              closeLabel="Abandonner les modifications"
              busy={command.busy}
              error={command.error ? seanceErrorText('change', command.error.code) : null}
              onSubmit={async ({ repeterJusquau: _none, ...changed }) => {
                const done = await command.run(seance.id, changed);
                if (done) {
                  announce(SEANCE_DONE.changed);
                  stopEditing();
                }
                return done;
              }}
              onClose={stopEditing}
            />
          </section>
        ) : (
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            <Detail term="Lieu">{seance.lieu.nom}</Detail>
            {seance.lieu.adresse ? <Detail term="Adresse">{seance.lieu.adresse}</Detail> : null}
            <Detail term="Classes">{seance.classes.join(', ')}</Detail>
            <Detail term="Matières">{seance.matieres.join(', ')}</Detail>
            <Detail term="Encadreurs prévus">
              {seance.encadreurs.map((tutor) => tutor.nom).join(', ') || 'aucun'}
            </Detail>
            {seance.note ? <Detail term="Note">{seance.note}</Detail> : null}
            <Detail term="Présences">{attendanceText(seance)}</Detail>
          </dl>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={showing}
            aria-controls={`${id}-participants`}
            onClick={() => setShowing(!showing)}
            className={buttonClasses('secondary')}
          >
            Voir les participants <span className="sr-only">de la séance {which}</span>
          </button>
          {open && !changing ? (
            <>
              <button
                ref={editButton}
                type="button"
                onClick={() => setEditing(true)}
                className={buttonClasses('secondary')}
              >
                Modifier <span className="sr-only">la séance {which}</span>
              </button>
              <button
                type="button"
                onClick={() => setCancelling(true)}
                className={buttonClasses('secondary', 'text-red-800')}
              >
                Annuler la séance <span className="sr-only">{which}</span>
              </button>
            </>
          ) : null}
        </div>
        <div id={`${id}-participants`} hidden={!showing} className="mt-3">
          {showing ? <SeanceParticipants id={seance.id} /> : null}
        </div>
      </article>
      {cancelling ? (
        <CancelSeanceDialog
          id={seance.id}
          which={which}
          onClose={() => setCancelling(false)}
          onDone={() => {
            focusNext.current = 'heading';
            announce(SEANCE_DONE.cancelled);
          }}
        />
      ) : null}
    </li>
  );
}
