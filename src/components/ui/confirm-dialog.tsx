import { lazy, Suspense } from 'react';
import { buttonClasses } from './button';

// Downloaded when first opened: the screens that ask (forum, Espace responsable) keep it out of
// their first paint.
const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

interface ConfirmDialogProps {
  open: boolean;
  /** The question asked: « Supprimer la question ? ». */
  title: string;
  /** What will happen, read out when the dialog opens. */
  description: string;
  /** The button that does it: « Supprimer », « Suspendre »… (Annuler is always there). */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (a deletion, a suspension): Annuler, or do it. */
export function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
