import type { ErrorCode } from '@/domain/errors';
import { QUIET_HOURS } from '@/domain/notifications';

/** « 21:00 » as French says it: « 21 h », « 6 h 30 ». */
function frenchTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return minutes === '00' ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
}

/** The words of « Notifications sur ce téléphone » (notification-settings.tsx). */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications sur ce téléphone',
  unsupported:
    'Ce navigateur ne peut pas recevoir de notifications. Sur un téléphone, ouvrez le site dans Chrome, ou installez-le sur l’écran d’accueil.',
  reading: 'Lecture de vos réglages…',
  offer:
    'Soyez prévenu(e) d’une réponse à vos questions, d’un nouveau message ou d’un changement de séance, même quand le site est fermé.',
  enable: 'Recevoir les notifications sur ce téléphone',
  enabling: 'Activation…',
  enabled: 'Les notifications sont activées sur ce téléphone.',
  legend: 'Me prévenir pour\u00a0:',
  quietHours: `Aucune notification entre ${frenchTime(QUIET_HOURS.from)} et ${frenchTime(QUIET_HOURS.to)}, sauf l’annulation d’une séance le jour même.`,
  saved: 'Réglages enregistrés.',
  disable: 'Ne plus recevoir de notifications sur ce téléphone',
  failed: (code: ErrorCode) =>
    code === 'notifications/unavailable'
      ? 'Le service de notifications de ce navigateur n’a pas répondu. Vérifiez votre connexion, puis réessayez.'
      : 'Vos réglages de notifications n’ont pas pu être enregistrés. Réessayez dans un instant.',
} as const;

/** What to tell the member when the browser's permission is not granted, or null when it is. */
export function permissionProblem(permission: NotificationPermission): string | null {
  if (permission === 'granted') return null;
  if (permission === 'denied') {
    return 'Les notifications sont bloquées pour ce site dans les réglages du navigateur. Autorisez-les (icône à gauche de l’adresse), puis réessayez.';
  }
  return 'Vous n’avez pas autorisé les notifications. Touchez de nouveau le bouton pour que le navigateur vous le demande.';
}
