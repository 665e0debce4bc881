import { useEffect } from 'react';
import { followUnacknowledgedWrites } from '@/backend/outbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * « Se déconnecter » while something sent has not reached the server (decision 0020): signing out
 * would lose it, since it lives in the page only. Asks first, and signs out by itself as soon as
 * the write has left.
 */
export function SignOutWait({ onLeave, onCancel }: { onLeave: () => void; onCancel: () => void }) {
  useEffect(
    () =>
      followUnacknowledgedWrites((count) => {
        if (count === 0) onLeave();
      }),
    [onLeave],
  );
  return (
    <ConfirmDialog
      open
      title="Un envoi n’est pas encore parti"
      description={
        'Ce que vous venez d’envoyer n’a pas encore atteint le serveur\u00a0: si vous vous déconnectez maintenant, ce sera perdu. ' +
        'La déconnexion se fera d’elle-même dès que l’envoi sera parti.'
      }
      confirmLabel="Se déconnecter quand même"
      onConfirm={onLeave}
      onClose={onCancel}
    />
  );
}
