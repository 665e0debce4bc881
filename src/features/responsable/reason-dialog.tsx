import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { isBlank } from '@/domain/text';

/**
 * A responsable's act that needs a reason someone will read (refusing a tutor, cancelling a
 * séance): the reason asked in a dialog, refused blank or too long (its French words said, focus
 * back in the field), then `send`; the dialog closes once it succeeds, and keeps what was typed
 * when it fails (`error` says why).
 */
export function ReasonDialog({
  title,
  description,
  label,
  max,
  blankText,
  tooLongText,
  keepLabel,
  sendLabel,
  busyLabel,
  busy,
  error,
  send,
  onClose,
  onDone,
}: {
  title: string;
  description?: string;
  label: string;
  max: number;
  blankText: string;
  /** Without it, the field's counter alone stops a reason too long. */
  tooLongText?: string;
  keepLabel: string;
  sendLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  send: (reason: string) => Promise<boolean>;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = isBlank(reason) ? blankText : tooLongText && reason.trim().length > max ? tooLongText : null;
    setHint(problem);
    if (problem) {
      area.current?.focus();
      return;
    }
    if (await send(reason)) {
      onClose();
      onDone();
    }
  }

  return (
    <LazyDialog open onClose={onClose} title={title} {...(description ? { description } : {})}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CountedTextarea
          label={label}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setHint(null);
          }}
          max={max}
          rows={3}
          hint={hint}
          textareaRef={area}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            {keepLabel}
          </button>
          <button type="submit" disabled={busy} className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}>
            {busy ? busyLabel : sendLabel}
          </button>
        </div>
      </form>
    </LazyDialog>
  );
}
