import { describe, expect, it } from 'vitest';
import { explainLoginError, explainRegistrationError } from './auth-messages';

const loginErrorMessage = (code: string) => explainLoginError(code).text;
const registrationErrorMessage = (code: string, role: 'eleve' | 'encadreur' | 'parent') =>
  explainRegistrationError(code, role).text;

describe('login error texts (spec §8)', () => {
  it.each([
    ['auth/wrong-password', 'Mot de passe incorrect !'],
    ['auth/user-not-found', 'Utilisateur non trouvé !'],
    ['auth/profile-not-found', "Utilisateur n'existe pas."],
    ['auth/invalid-credential', 'E-mail ou mot de passe incorrect !'],
    ['auth/invalid-email', "L'email est invalide. Veuillez vérifier votre saisie."],
    ['auth/too-many-requests', 'Trop de tentatives. Patientez quelques minutes puis réessayez.'],
    [
      'auth/network-request-failed',
      'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
    ],
    // Reading the profile after signing in goes to Firestore, whose network codes differ.
    ['unavailable', 'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.'],
    ['deadline-exceeded', 'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.'],
    ['auth/internal-error', "Une erreur s'est produite. Réessayez !"],
    ['unknown', "Une erreur s'est produite. Réessayez !"],
  ])('%s → %s', (code, text) => {
    expect(loginErrorMessage(code)).toBe(text);
  });
});

describe('registration error texts (spec §8)', () => {
  it.each(['eleve', 'encadreur', 'parent'] as const)('the %s form explains the known codes', (role) => {
    expect(registrationErrorMessage('auth/email-already-in-use', role)).toBe(
      'Cet email est déjà utilisé. Veuillez en choisir un autre.',
    );
    expect(registrationErrorMessage('auth/weak-password', role)).toBe(
      'Le mot de passe est trop faible. Veuillez en choisir un plus sécurisé.',
    );
    expect(registrationErrorMessage('auth/invalid-email', role)).toBe(
      "L'email est invalide. Veuillez vérifier votre saisie.",
    );
  });

  it.each(['auth/network-request-failed', 'unavailable', 'deadline-exceeded'])(
    'every form blames the network for %s, as a foreseen failure',
    (code) => {
      for (const role of ['eleve', 'encadreur', 'parent'] as const) {
        expect(explainRegistrationError(code, role)).toEqual({
          text: 'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
          foreseen: true,
        });
      }
    },
  );

  it('marks unforeseen codes so they get logged', () => {
    expect(explainRegistrationError('auth/internal-error', 'eleve').foreseen).toBe(false);
    expect(explainRegistrationError('auth/weak-password', 'eleve').foreseen).toBe(true);
    expect(explainLoginError('auth/internal-error').foreseen).toBe(false);
    expect(explainLoginError('auth/wrong-password').foreseen).toBe(true);
  });

  it('falls back on each form’s own text', () => {
    expect(registrationErrorMessage('auth/internal-error', 'eleve')).toBe(
      "Une erreur s'est produite. Veuillez réessayer.",
    );
    expect(registrationErrorMessage('auth/internal-error', 'encadreur')).toBe(
      'Une erreur est survenue. Veuillez réessayer.',
    );
    expect(registrationErrorMessage('auth/internal-error', 'parent')).toBe(
      "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
    );
  });
});
