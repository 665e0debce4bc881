import { describe, expect, it } from 'vitest';
import { lookUp, serviceErrorText, type Catalogue } from './network-errors';

describe('catalogues of error texts', () => {
  it('must word every code they name, and only codes the port knows (checked by npm run typecheck)', () => {
    // @ts-expect-error: 'permission-denied' has no text.
    const missing: Catalogue<'not-found' | 'permission-denied'> = { 'not-found': 'Introuvable.' };
    // @ts-expect-error: the port knows no 'permision-denied'.
    const misspelt: Catalogue<'permision-denied'> = { 'permision-denied': 'Refusé.' };
    expect(lookUp(missing, 'not-found')).toBe('Introuvable.');
    expect(misspelt).toEqual({ 'permision-denied': 'Refusé.' });
  });

  it('finds no text for a code inherited from Object', () => {
    expect(lookUp({ 'not-found': 'Introuvable.' }, 'toString')).toBeNull();
  });

  it('words the network, a stalled server and a spent quota the same on every screen', () => {
    expect(serviceErrorText('unavailable')).toBe(
      'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
    );
    expect(serviceErrorText('deadline-exceeded')).toMatch(/^Le serveur n’a pas répondu en 20\u00a0secondes/);
    expect(serviceErrorText('resource-exhausted')).toBe(
      'Le site a atteint sa limite d’utilisation pour aujourd’hui. Réessayez demain.',
    );
    expect(serviceErrorText('permission-denied')).toBeNull();
  });
});
