import { describe, expect, it } from 'vitest';
import { DEFAULT_ITERATIONS, hashPassword, verifyPassword } from './password';

describe('local passwords', () => {
  it('are hashed with 310,000 PBKDF2 iterations outside the browser journeys’ build, the count kept with the hash', async () => {
    expect(DEFAULT_ITERATIONS).toBe(310_000);
    const stored = await hashPassword('Motdepasse-1');
    expect(stored.iterations).toBe(310_000);
    expect(await verifyPassword('Motdepasse-1', stored)).toBe(true);
    expect(await verifyPassword('motdepasse-1', stored)).toBe(false);
  });
});
