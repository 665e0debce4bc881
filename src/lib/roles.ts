import type { Role } from '@/domain/entities';

/** How a role reads on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  eleve: 'Élève',
  parent: 'Parent',
  encadreur: 'Encadreur',
};
