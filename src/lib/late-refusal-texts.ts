import type { ErrorCode } from '@/domain/errors';
import { lookUp, QUOTA_TEXT, type Catalogue } from './network-errors';

/** Why the server refused, later, a write sent offline or on a stalled connection. */
const WHY: Catalogue<
  'permission-denied' | 'rate/too-fast' | 'rate/daily-limit' | 'account/suspended' | 'resource-exhausted' | 'not-found'
> = {
  'permission-denied': 'Le serveur ne l’a pas accepté (vos droits, ou la question visée, ont pu changer entre-temps).',
  'rate/too-fast': 'Vous aviez publié trop vite.',
  'rate/daily-limit': 'Vous aviez atteint la limite de publications du jour.',
  'account/suspended': 'Votre compte a été suspendu entre-temps.',
  'resource-exhausted': QUOTA_TEXT,
  'not-found': 'Ce à quoi il répondait n’existe plus.',
};

export function lateRefusalReason(code: ErrorCode): string {
  return lookUp(WHY, code) ?? 'Le serveur ne l’a pas accepté.';
}

/** The heading of the notice: « Votre question n’a pas été enregistrée » would need its gender; this does not. */
export function lateRefusalTitle(what: string): string {
  return `Envoi refusé au retour du réseau\u00a0: ${what}`;
}
