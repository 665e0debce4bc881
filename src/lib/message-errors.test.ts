import { describe, expect, it } from 'vitest';
import { messageErrorText } from './message-errors';

describe('messageErrorText', () => {
  it('explains a refused message in French', () => {
    expect(messageErrorText('send', 'invalid-argument')).toBe('Le message doit contenir du texte, 2\u202f000 caractères au plus.');
    expect(messageErrorText('send', 'not-found')).toMatch(/^Ce destinataire n’a plus de compte/);
    expect(messageErrorText('send', 'auth/requires-login')).toBe('Vous devez être connecté pour envoyer un message.');
    expect(messageErrorText('delete', 'permission-denied')).toBe('Seul le destinataire d’un message peut le supprimer.');
  });

  it('says when the network is the problem, whatever the action', () => {
    for (const action of ['send', 'delete', 'read'] as const) {
      for (const code of ['unavailable', 'deadline-exceeded', 'auth/network-request-failed']) {
        expect(messageErrorText(action, code)).toBe(
          'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
        );
      }
    }
  });

  it('falls back to a message naming the action', () => {
    expect(messageErrorText('send', 'unknown')).toBe('Le message n’a pas pu être envoyé. Réessayez.');
    expect(messageErrorText('delete', 'internal')).toBe('Le message n’a pas pu être supprimé. Réessayez.');
    expect(messageErrorText('read', 'permission-denied')).toMatch(/^Vos messages n’ont pas pu être chargés/);
  });
});
