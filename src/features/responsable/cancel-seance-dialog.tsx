import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { SEANCE_LIMITS } from '@/domain/seances';
import { isBlank } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
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
  const [reason, setReason] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = isBlank(reason) ? NO_REASON : reason.trim().length > SEANCE_LIMITS.reason ? TOO_LONG : null;
    setHint(problem);
    if (problem) {
      area.current?.focus();
      return;
    }
    if (await command.run(id, reason)) {
      onClose();
      onDone();
    }
  }

  return (
    <LazyDialog
      open
      onClose={onClose}
      title={`Annuler la séance ${which}\u00a0?`}
      description={
        'Elle restera au programme, marquée «\u00a0Annulée\u00a0» avec ce motif, jusqu’à la fin de son jour. Les participants le verront sur leur tableau de bord.'
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <CountedTextarea
          label="Motif de l’annulation"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setHint(null);
          }}
          max={SEANCE_LIMITS.reason}
          rows={3}
          hint={hint}
          textareaRef={area}
        />
        {command.error ? <Alert tone="error">{seanceErrorText('cancel', command.error.code)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Garder la séance
          </button>
          <button
            type="submit"
            disabled={command.busy}
            className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}
          >
            {command.busy ? 'Annulation…' : 'Annuler la séance'}
          </button>
        </div>
      </form>
    </LazyDialog>
  );
}
