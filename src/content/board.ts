/**
 * The board (bureau) of the youth group, elected by the general assembly for the year: the four
 * roles of the spec, in this order. Shown on /commissions.
 *
 * ⚠ Sample data: the names are FICTIONAL. Replace them with the real board members. `image` is
 * optional (a path under public/, ideally a small square WebP); without it the site draws a
 * portrait with the initials. `feminine: true` writes the role in the feminine (« Vice-présidente »).
 */

export type BoardRole = 'president' | 'vice-president' | 'secretaire-general' | 'censeur';

/** The roles in the order the board is presented, with their titles and what each one does. */
export const BOARD_ROLES: Record<BoardRole, { title: string; feminineTitle: string; duty: string }> = {
  president: {
    title: 'Président',
    feminineTitle: 'Présidente',
    duty: 'Représente le groupe auprès de la paroisse et coordonne les commissions.',
  },
  'vice-president': {
    title: 'Vice-président',
    feminineTitle: 'Vice-présidente',
    duty: 'Seconde la présidence et accompagne les responsables des commissions.',
  },
  'secretaire-general': {
    title: 'Secrétaire général',
    feminineTitle: 'Secrétaire générale',
    duty: 'Convoque les réunions, rédige les comptes rendus et tient les archives.',
  },
  censeur: {
    title: 'Censeur',
    feminineTitle: 'Censeure',
    duty: 'Veille au respect de la charte, à la ponctualité et à la bonne entente.',
  },
};

export const BOARD_YEAR = '2024/2025';

export interface BoardMember {
  name: string;
  role: BoardRole;
  feminine?: boolean;
  image?: string;
}

export const board: readonly BoardMember[] = [
  { name: 'Patrick Atangana', role: 'president' },
  { name: 'Sylvie Eboa', role: 'vice-president', feminine: true },
  { name: 'Hugues Kengne', role: 'secretaire-general' },
  { name: 'Joseph Ndongo', role: 'censeur' },
];

/** « Vice-présidente », « Censeur »… */
export function roleTitle(member: Pick<BoardMember, 'role' | 'feminine'>): string {
  const role = BOARD_ROLES[member.role];
  return member.feminine ? role.feminineTitle : role.title;
}
