import { Alert } from './alert';
import { buttonClasses } from './button';

/**
 * The end of a form in a dialog: why the last send failed (if it did), then Annuler and the send
 * button, which says « Envoi… » while busy.
 */
export function DialogFormFooter({
  error,
  onCancel,
  sending,
  disabled,
  label,
}: {
  error: string | null;
  onCancel: () => void;
  sending: boolean;
  disabled: boolean;
  label: string;
}) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClasses('secondary')}>
          Annuler
        </button>
        <button type="submit" disabled={sending || disabled} className={buttonClasses('primary')}>
          {sending ? 'Envoi…' : label}
        </button>
      </div>
    </>
  );
}
