import { describe, expect, it } from 'vitest';
import { fullName, isBlank } from './text';

describe('text helpers', () => {
  it('treats white space as blank', () => {
    expect(isBlank('  \n\t ')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('joins first and last name', () => {
    expect(fullName({ prenom: ' Awa ', nom: 'Ngono' })).toBe('Awa Ngono');
    expect(fullName({ prenom: '', nom: 'Ngono' })).toBe('Ngono');
  });
});
