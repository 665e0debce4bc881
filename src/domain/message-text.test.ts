import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from './limits';
import { messageTextProblem } from './message-text';

describe('messageTextProblem', () => {
  it('ignores a blank text', () => {
    expect(messageTextProblem('')).toBe('blank');
    expect(messageTextProblem('   \n\t ')).toBe('blank');
  });

  it('refuses a text over the limit, counting what is sent (trimmed)', () => {
    expect(messageTextProblem('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('too-long');
    expect(messageTextProblem(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `)).toBeNull();
  });

  it('accepts an ordinary message', () => {
    expect(messageTextProblem('Bonjour, merci pour le cours de samedi !')).toBeNull();
  });
});
