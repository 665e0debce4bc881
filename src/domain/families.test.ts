import { describe, expect, it } from 'vitest';
import {
  familySide,
  LINK_CODE_ALPHABET,
  LINK_CODE_LENGTH,
  mayConfirm,
  newLinkCode,
  readLinkCode,
  shownLinkCode,
} from './families';

describe('link codes', () => {
  it('are made of letters that cannot be misread, read back however they are typed', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = newLinkCode();
      expect(code).toHaveLength(LINK_CODE_LENGTH);
      expect([...code].every((letter) => LINK_CODE_ALPHABET.includes(letter))).toBe(true);
      expect(readLinkCode(shownLinkCode(code).toLowerCase())).toBe(code);
    }
    expect(LINK_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(readLinkCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(readLinkCode('ABCD EFG')).toBeNull();
    expect(readLinkCode('ABCD EFG0')).toBeNull();
  });
});

describe('sides', () => {
  it('makes a pupil the child and a parent the parent; a tutor has no side', () => {
    expect([familySide('eleve'), familySide('parent'), familySide('encadreur')]).toEqual(['enfant', 'parent', null]);
  });

  it('lets only the side that did not ask confirm, once', () => {
    const asked = { parentId: 'p', childId: 'c', requestedBy: 'parent' as const, confirmed: false };
    expect([mayConfirm(asked, 'c'), mayConfirm(asked, 'p'), mayConfirm({ ...asked, confirmed: true }, 'c')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
