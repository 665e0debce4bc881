import { describe, expect, it } from 'vitest';
import { badFrenchSpacing } from '@tests/setup/typography';
import { forumErrorText, type ForumAction } from './forum-messages';

const ACTIONS: ForumAction[] = [
  'ask',
  'edit',
  'delete',
  'reply',
  'delete-reply',
  'remove-attachment',
  'attach',
  'read',
];
const NETWORK = 'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.';

describe('forumErrorText', () => {
  it.each(['auth/network-request-failed', 'unavailable'])('blames the network for %s, whatever the action', (code) => {
    for (const action of ACTIONS) expect(forumErrorText(action, code)).toBe(NETWORK);
  });

  it('says the server did not answer in 20 seconds and that the text is kept, whatever the action', () => {
    for (const action of ACTIONS) {
      expect(forumErrorText(action, 'deadline-exceeded')).toMatch(
        /^Le serveur n’a pas répondu en 20\u00a0secondes\u00a0: la connexion est trop lente\. Rien de ce que vous avez écrit n’est perdu/,
      );
    }
  });

  it('keeps the spec’s permission messages and a fallback naming the action', () => {
    expect(forumErrorText('delete', 'permission-denied')).toBe(
      "Vous n'avez pas la permission de supprimer cette question.",
    );
    expect(forumErrorText('ask', 'auth/requires-login')).toBe('Vous devez être connecté pour poser une question.');
    expect(forumErrorText('ask', 'internal')).toBe('Votre question n’a pas pu être publiée. Réessayez.');
    expect(forumErrorText('read', 'permission-denied')).toMatch(/^Les questions n’ont pas pu être chargées/);
  });

  it('tells a poster going too fast how long to wait, and a full question apart from a spent quota', () => {
    expect(forumErrorText('reply', 'rate/too-fast', { retryAfterSeconds: 12, signedIn: false })).toBe(
      'Vous publiez trop vite\u00a0: attendez encore 12\u00a0secondes avant de publier de nouveau.',
    );
    expect(forumErrorText('reply', 'rate/daily-limit', { signedIn: false })).toContain(
      'Créez un compte ou revenez demain.',
    );
    expect(forumErrorText('reply', 'question/full')).toContain('100 réponses');
    expect(forumErrorText('reply', 'resource-exhausted')).toBe(
      'Le site a atteint sa limite d’utilisation pour aujourd’hui. Réessayez demain.',
    );
    expect(forumErrorText('ask', 'account/suspended')).toMatch(/^Votre compte est suspendu/);
    // An upload /api/signUpload would not sign: refused, or a device's clock far off.
    expect(forumErrorText('attach', 'permission-denied')).toBe(
      'Votre compte ne peut pas envoyer de fichier pour le moment.',
    );
    expect(forumErrorText('attach', 'invalid-argument')).toContain('vérifiez la date et l’heure de votre appareil');
  });

  it('writes French typography', () => {
    const codes = [
      'unavailable',
      'permission-denied',
      'auth/requires-login',
      'not-found',
      'invalid-argument',
      'unknown',
      'rate/too-fast',
      'rate/daily-limit',
      'account/suspended',
      'question/would-be-empty',
    ];
    for (const action of ACTIONS) {
      for (const code of codes) expect(badFrenchSpacing(forumErrorText(action, code))).toEqual([]);
    }
  });
});
