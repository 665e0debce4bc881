import { useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX_LENGTH } from '@/domain/limits';
import { REPORT_REASONS } from '@/domain/reports';
import { CountedTextarea } from './ui/counted-textarea';
import { Dialog } from './ui/dialog';
import { DialogFormFooter } from './ui/dialog-form-footer';

type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export interface ReportDialogProps {
  /** What is reported, as the reporter sees it: « la réponse de Paul Essomba ». */
  what: string;
  /** Sends the report; resolves true once sent (the failure's French is then in `error`). */
  onSend: (reason: ReportReason, details: string) => Promise<boolean>;
  sending: boolean;
  /** Why the last send failed, in French. */
  error: string | null;
  /** Called after a successful send, once the dialog has closed. */
  onSent: () => void;
  onClose: () => void;
}

/**
 * « Signaler ce contenu »: a reason from a short list (required) and optional words for the
 * responsables. A failure keeps the choice and the text, and says why. Open it by rendering it.
 */
export function ReportDialog({ what, onSend, sending, error, onSent, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const legendId = useId();
  const first = useRef<HTMLInputElement>(null);
  const tooLong = details.trim().length > REPORT_DETAILS_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!reason) {
      setHint('Choisissez la raison du signalement.');
      first.current?.focus();
      return;
    }
    if (await onSend(reason, details)) {
      onClose();
      onSent();
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Signaler ce contenu"
      description={`Vous signalez ${what}. Seuls les responsables de la commission verront votre signalement.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-describedby={hint ? `${legendId}-aide` : undefined}>
          <legend id={legendId} className="text-sm font-semibold text-slate-800">
            Pourquoi signalez-vous ce contenu&nbsp;?
          </legend>
          <div className="mt-2 space-y-1">
            {REPORT_REASONS.map((option, index) => (
              <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                <input
                  ref={index === 0 ? first : undefined}
                  type="radio"
                  name="raison"
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => {
                    setReason(option.value);
                    setHint(null);
                  }}
                  className="size-4 accent-brand-700"
                />
                <span className="text-slate-900">{option.label}</span>
              </label>
            ))}
          </div>
          {hint ? (
            <p id={`${legendId}-aide`} className="mt-1 text-sm font-semibold text-red-800">
              {hint}
            </p>
          ) : null}
        </fieldset>
        <CountedTextarea
          label="Précisions (facultatif)"
          value={details}
          onChange={setDetails}
          max={REPORT_DETAILS_MAX_LENGTH}
          rows={3}
        />
        <DialogFormFooter
          error={error}
          onCancel={onClose}
          sending={sending}
          disabled={tooLong}
          label="Envoyer le signalement"
        />
      </form>
    </Dialog>
  );
}
