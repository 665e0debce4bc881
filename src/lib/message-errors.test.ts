import { describe, expect, it } from 'vitest';
import { messageErrorText } from './message-errors';

describe('messageErrorText', () => {
  it('explains a refused message in French', () => {
    expect(messageErrorText('send', 'invalid-argument')).toBe(
      'Le message doit contenir du texte, 2\u202f000 caractères au plus.',
    );
    expect(messageErrorText('send', 'not-found')).toMatch(/^Ce destinataire n’a plus de compte/);
    expect(messageErrorText('send', 'auth/requires-login')).toBe('Vous devez être connecté pour envoyer un message.');
    expect(messageErrorText('delete', 'permission-denied')).toBe(
      'Seul le destinataire d’un message peut le supprimer.',
    );
  });

  it('says when the network is the problem, whatever the action', () => {
    for (const action of ['send', 'delete', 'read'] as const) {
      for (const code of ['unavailable', 'auth/network-request-failed']) {
        expect(messageErrorText(action, code)).toBe(
          'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
        );
      }
    }
  });

  it('says how long it waited when the server did not answer, and that nothing is lost', () => {
    expect(messageErrorText('send', 'deadline-exceeded')).toBe(
      'Le serveur n’a pas répondu en 20\u00a0secondes\u00a0: la connexion est trop lente. Rien de ce que vous avez écrit n’est perdu\u00a0; vérifiez dans un moment si l’envoi est passé avant de recommencer.',
    );
  });

  it('names a daily quota of the site as such, not as the member’s doing', () => {
    for (const action of ['send', 'delete', 'read'] as const) {
      expect(messageErrorText(action, 'resource-exhausted')).toBe(
        'Le site a atteint sa limite d’utilisation pour aujourd’hui. Réessayez demain.',
      );
    }
  });

  it('falls back to a message naming the action', () => {
    expect(messageErrorText('send', 'unknown')).toBe('Le message n’a pas pu être envoyé. Réessayez.');
    expect(messageErrorText('delete', 'internal')).toBe('Le message n’a pas pu être supprimé. Réessayez.');
    expect(messageErrorText('read', 'permission-denied')).toMatch(/^Vos messages n’ont pas pu être chargés/);
  });
});
