import { buttonClasses } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { Dialog } from './dialog';

/** The dialog of ConfirmDialog, downloaded when first opened. */
export default function ConfirmDialogPanel({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: Omit<ConfirmDialogProps, 'open'>) {
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          Annuler
        </button>
        <button type="button" onClick={onConfirm} className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
