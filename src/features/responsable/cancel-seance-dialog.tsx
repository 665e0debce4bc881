import { SEANCE_LIMITS } from '@/domain/seances';
import { useCommand } from '@/hooks/use-command';
import { ReasonDialog } from './reason-dialog';
import { seanceErrorText } from './seance-messages';
import { useSeanceCommands } from './use-seances';

const NO_REASON = 'Indiquez le motif de l’annulation\u00a0: il s’affichera avec la séance.';
const TOO_LONG = `Le motif tient en ${SEANCE_LIMITS.reason}\u00a0caractères au plus.`;

/**
 * « Annuler la séance »: asks the reason the programme and the participants will read, then
 * cancels. What was typed stays if the cancellation fails.
 */
export function CancelSeanceDialog({
  id,
  which,
  onClose,
  onDone,
}: {
  id: string;
  /** « du samedi 5 décembre 2026 ». */
  which: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { cancel } = useSeanceCommands();
  const command = useCommand(cancel, 'Annulation de la séance impossible :');
  return (
    <ReasonDialog
      title={`Annuler la séance ${which}\u00a0?`}
      description={
        'Elle restera au programme, marquée «\u00a0Annulée\u00a0» avec ce motif, jusqu’à la fin de son jour. Les participants le verront sur leur tableau de bord.'
      }
      label="Motif de l’annulation"
      max={SEANCE_LIMITS.reason}
      blankText={NO_REASON}
      tooLongText={TOO_LONG}
      keepLabel="Garder la séance"
      sendLabel="Annuler la séance"
      busyLabel="Annulation…"
      busy={command.busy}
      error={command.error ? seanceErrorText('cancel', command.error.code) : null}
      send={(reason) => command.run(id, reason)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
