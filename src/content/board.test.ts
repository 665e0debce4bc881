import { describe, expect, it } from 'vitest';
import { board, BOARD_ROLES, roleTitle } from './board';

describe('the board', () => {
  it('has the four roles of the spec, in order: Président, Vice-président, Secrétaire général, Censeur', () => {
    expect(board.map((member) => member.role)).toEqual([
      'president',
      'vice-president',
      'secretaire-general',
      'censeur',
    ]);
    expect(board.map((member) => BOARD_ROLES[member.role].title)).toEqual([
      'Président',
      'Vice-président',
      'Secrétaire général',
      'Censeur',
    ]);
  });

  it('gives each member a name, and writes the role in the feminine for a woman', () => {
    for (const member of board) expect(member.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
    expect(roleTitle({ role: 'vice-president', feminine: true })).toBe('Vice-présidente');
    expect(roleTitle({ role: 'secretaire-general', feminine: true })).toBe('Secrétaire générale');
    expect(roleTitle({ role: 'censeur' })).toBe('Censeur');
  });
});
