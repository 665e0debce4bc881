import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PROGRAMME_SIZE, type NewSeance } from '@/domain/seances';
import { useCommand } from '@/hooks/use-command';
import { SeanceCard } from './seance-card';
import { SeanceForm } from './seance-form';
import { EMPTY_SEANCE, tutorChoices } from './seance-form-values';
import { publishedText, seanceErrorText, whichOf } from './seance-messages';
import { useApprovedTutors, useSeanceCommands, useUpcomingSeances, type ApprovedTutors } from './use-seances';

/** « Publier une séance »: the form opens on demand, and closes once the séance is published. */
function PublishSeance({ tutors, announce }: { tutors: ApprovedTutors; announce: (text: string) => void }) {
  const { publish } = useSeanceCommands();
  const command = useCommand(publish, 'Publication de la séance impossible :');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const headingId = useId();

  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function close() {
    setOpen(false);
    command.reset();
  }

  async function send(input: NewSeance) {
    const done = await command.run(input);
    if (done) {
      announce(publishedText(input.date, input.repeterJusquau));
      close();
    }
    return done;
  }

  if (!open) {
    return (
      <button ref={opener} type="button" onClick={() => setOpen(true)} className={buttonClasses('primary')}>
        Publier une séance
      </button>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={headingId} className="mb-4 text-xl font-bold text-slate-900">
        Publier une séance
      </h3>
      <SeanceForm
        labelledBy={headingId}
        initial={EMPTY_SEANCE}
        tutors={tutorChoices(tutors.items)}
        tutorsProblem={tutors.status === 'error' ? seanceErrorText('tutors', tutors.error.code) : null}
        repeat
        submitLabel="Publier la séance"
        busyLabel="Publication…"
        closeLabel="Fermer le formulaire"
        busy={command.busy}
        error={command.error ? seanceErrorText('publish', command.error.code) : null}
        onSubmit={send}
        onClose={close}
      />
    </section>
  );
}

/**
 * « Programme des séances »: publish a séance (or one each week), and the séances to come, live,
 * soonest first, each to change, cancel, or see who comes.
 */
export function SeancesPanel({ announce }: { announce: (text: string) => void }) {
  const seances = useUpcomingSeances();
  const tutors = useApprovedTutors();
  const which = whichOf(seances.items);
  const listId = useId();

  return (
    <div className="space-y-8">
      <PublishSeance tutors={tutors} announce={announce} />
      <section aria-labelledby={listId}>
        <h3 id={listId} className="text-xl font-bold text-slate-900">
          Séances à venir
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Les plus proches d’abord. Une séance annulée reste affichée, avec son motif, jusqu’à la fin de son jour.
        </p>
        {seances.status === 'loading' ? (
          <Spinner label="Chargement des séances…" />
        ) : (
          <div className="mt-4 space-y-4">
            {seances.status === 'error' ? (
              <Alert tone="error">{seanceErrorText('read', seances.error.code)}</Alert>
            ) : null}
            {seances.items.length === 0 && seances.status === 'ready' ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
                Aucune séance à venir.
              </p>
            ) : (
              <ul className="space-y-4">
                {seances.items.map((seance) => (
                  <SeanceCard
                    key={seance.id}
                    seance={seance}
                    which={which.get(seance.id)!}
                    tutors={tutors}
                    announce={announce}
                  />
                ))}
              </ul>
            )}
            {seances.items.length >= PROGRAMME_SIZE ? (
              <p className="text-sm text-slate-700">
                Seules les {PROGRAMME_SIZE}&nbsp;prochaines séances sont affichées.
              </p>
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}
