import { lazy, Suspense } from 'react';

// Downloaded when first opened: the screens that ask (forum, Espace responsable) keep it out of
// their first paint.
const ConfirmDialogPanel = lazy(() => import('./confirm-dialog-panel'));

export interface ConfirmDialogProps {
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
export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}
