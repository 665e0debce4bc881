import type { Role } from '@/backend/types';

/** How a role reads on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  eleve: 'Élève',
  parent: 'Parent',
  encadreur: 'Encadreur',
};
