import { CONSENT_AGE, PUPIL_AGE } from '@/domain/consent';
import type { Role } from '@/domain/entities';
import type { ErrorCode } from '@/domain/errors';
import { PASSWORD_MIN_LENGTH } from '@/domain/limits';
import { NETWORK_ERROR_TEXT, SERVICE_TEXTS, lookUp, type Catalogue } from '@/lib/network-errors';

/**
 * The French the user reads for each error code of the accounts screens (spec §8).
 * Tests assert these literal texts: a typo here fails them.
 */

const INVALID_EMAIL = "L'email est invalide. Veuillez vérifier votre saisie.";

/** Failures that are not the user's doing, worded the same on every form. */
const SHARED = {
  ...SERVICE_TEXTS,
  // Here only reading the profile can time out: no text of the user's is at stake.
  'deadline-exceeded': NETWORK_ERROR_TEXT,
  'auth/too-many-requests': 'Trop de tentatives. Patientez quelques minutes puis réessayez.',
  'auth/insecure-context': 'Le mode local exige une adresse sécurisée (https ou localhost).',
} satisfies Catalogue<keyof typeof SERVICE_TEXTS | 'auth/too-many-requests' | 'auth/insecure-context'>;

export const LOGIN_REQUIRED_MESSAGE = 'Veuillez saisir votre e-mail et votre mot de passe.';

/** Every code AuthService.signIn names has its text (a missing one is a type error). */
const LOGIN: Catalogue<
  | keyof typeof SHARED
  | 'auth/wrong-password'
  | 'auth/user-not-found'
  | 'auth/profile-not-found'
  | 'auth/invalid-credential'
  | 'auth/invalid-email'
> = {
  'auth/wrong-password': 'Mot de passe incorrect !',
  'auth/user-not-found': 'Utilisateur non trouvé !',
  'auth/profile-not-found': "Utilisateur n'existe pas.",
  // With e-mail enumeration protection on, Firebase no longer says which of the two was wrong.
  'auth/invalid-credential': 'E-mail ou mot de passe incorrect !',
  'auth/invalid-email': INVALID_EMAIL,
  ...SHARED,
};

/** Codes the Firebase SDK passes through, beyond the port's. */
const SDK_LOGIN: Record<string, string> = {
  'auth/missing-password': LOGIN_REQUIRED_MESSAGE,
  'auth/missing-email': LOGIN_REQUIRED_MESSAGE,
  'auth/invalid-login-credentials': 'E-mail ou mot de passe incorrect !',
  'auth/user-disabled': 'Ce compte a été désactivé. Contactez la commission.',
};

/** A name holding « commission », « responsable », « anonyme »… (isReservedName in src/domain/names.ts). */
export const RESERVED_NAME_MESSAGE =
  'Ce nom ne peut pas être utilisé\u00a0: indiquez votre vrai nom et votre vrai prénom.';

/** « Mon profil », before an approved tutor saves another subject (losesApproval in src/domain/profile-fields.ts). */
export const SUBJECT_REVIEW_WARNING =
  'Changer de matière demande une nouvelle validation par un responsable\u00a0: vous quitterez l’annuaire en attendant.';

/** A name with a digit, an emoji, a letter of another alphabet… (NAME_PATTERN in src/domain/names.ts). */
export const INVALID_NAME_MESSAGE =
  'Le nom et le prénom ne peuvent contenir que des lettres, des espaces, des traits d’union et des apostrophes.';

// ── What a member accepts, a pupil's birth date (issue 33) ─────────────────────────────────────

/** A pupil's birth date that is no day, or gives an age out of PUPIL_AGE. */
export const BIRTH_DATE_MESSAGE = `Vérifiez la date de naissance\u00a0: un élève qui s’inscrit a entre ${PUPIL_AGE.min} et ${PUPIL_AGE.max}\u00a0ans.`;

/** Under the pupil's birth date: what CONSENT_AGE means for their account. */
export const BIRTH_DATE_HINT = `Moins de ${CONSENT_AGE}\u00a0ans\u00a0: tu pourras tout lire\u00a0; pour écrire ou t’inscrire à une séance, il faudra l’accord d’un parent.`;

/** Every code AuthService.signUp names has its text. */
const REGISTRATION: Catalogue<
  | keyof typeof SHARED
  | 'auth/email-already-in-use'
  | 'profile/reserved-name'
  | 'profile/invalid-name'
  | 'auth/weak-password'
  | 'auth/invalid-email'
> = {
  'auth/email-already-in-use': 'Cet email est déjà utilisé. Veuillez en choisir un autre.',
  'profile/reserved-name': RESERVED_NAME_MESSAGE,
  'profile/invalid-name': INVALID_NAME_MESSAGE,
  'auth/weak-password': 'Le mot de passe est trop faible. Veuillez en choisir un plus sécurisé.',
  'auth/invalid-email': INVALID_EMAIL,
  ...SHARED,
};

/** Each registration form's own fallback text (spec §8). */
const REGISTRATION_DEFAULTS: Record<Role, string> = {
  eleve: "Une erreur s'est produite. Veuillez réessayer.",
  encadreur: 'Une erreur est survenue. Veuillez réessayer.',
  parent: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
};

export interface Explanation {
  text: string;
  /** False when the code was unforeseen: worth logging for whoever maintains the site. */
  foreseen: boolean;
}

export function explainLoginError(code: ErrorCode): Explanation {
  const text = lookUp(LOGIN, code) ?? SDK_LOGIN[code];
  return text ? { text, foreseen: true } : { text: "Une erreur s'est produite. Réessayez !", foreseen: false };
}

export function explainRegistrationError(code: ErrorCode, role: Role): Explanation {
  const text = lookUp(REGISTRATION, code);
  return text ? { text, foreseen: true } : { text: REGISTRATION_DEFAULTS[role], foreseen: false };
}

/** Which field an error is about, so the form can point at it. */
export function fieldOfError(code: ErrorCode): 'email' | 'password' | 'nom' | null {
  if (code === 'auth/email-already-in-use' || code === 'auth/invalid-email') return 'email';
  if (code === 'auth/weak-password') return 'password';
  if (code === 'profile/reserved-name' || code === 'profile/invalid-name') return 'nom';
  return null;
}

// ── « Mot de passe oublié ? » (issue 15) ────────────────────────────────────────────────────────

/** One answer whether or not the address has an account: the page never tells who is a member. */
export const RESET_SENT_MESSAGE =
  'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Pensez à regarder dans les indésirables.';

export const RESET_EMAIL_REQUIRED_MESSAGE = 'Veuillez saisir votre e-mail.';

/** After the new password is set, on the link's page. */
export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a été changé. Connectez-vous avec le nouveau.';

/** Every code AuthService.sendPasswordReset names has its text. */
const RESET_REQUEST: Catalogue<keyof typeof SHARED | 'auth/invalid-email'> = {
  'auth/invalid-email': INVALID_EMAIL,
  ...SHARED,
};

/** Every code AuthService.confirmPasswordReset names has its text. */
const RESET_CONFIRM: Catalogue<
  keyof typeof SHARED | 'auth/invalid-action-code' | 'auth/expired-action-code' | 'auth/weak-password'
> = {
  'auth/invalid-action-code':
    'Ce lien n’est plus valable\u00a0: il a déjà servi ou il est incomplet. Demandez un nouveau lien depuis la page de connexion.',
  'auth/expired-action-code':
    'Ce lien a expiré (il est valable une heure). Demandez un nouveau lien depuis la page de connexion.',
  'auth/weak-password': `Le nouveau mot de passe est trop faible\u00a0: au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  ...SHARED,
};

export function explainResetRequestError(code: ErrorCode): Explanation {
  const text = lookUp(RESET_REQUEST, code);
  return text
    ? { text, foreseen: true }
    : { text: "L'e-mail n'a pas pu être envoyé. Réessayez dans un moment.", foreseen: false };
}

export function explainResetConfirmError(code: ErrorCode): Explanation {
  const text = lookUp(RESET_CONFIRM, code);
  return text
    ? { text, foreseen: true }
    : { text: 'Le mot de passe n’a pas pu être changé. Réessayez dans un moment.', foreseen: false };
}

// ── Confirming the address, changing it (issue 15) ──────────────────────────────────────────────

/** After sign-up, beside the spec's « Inscription réussie ! … » on the login page. */
export const SIGNUP_VERIFICATION_NOTICE =
  'Un e-mail de confirmation vient de vous être envoyé : suivez son lien pour pouvoir envoyer des messages privés.';

/** The banner of a signed-in member whose address is not confirmed yet. */
export const UNVERIFIED_BANNER_MESSAGE =
  'Votre adresse e-mail n’est pas encore confirmée. Suivez le lien de l’e-mail reçu à l’inscription\u00a0: d’ici là, vous ne pouvez pas envoyer de messages privés et, encadreur, vous n’apparaissez pas dans l’annuaire.';

export const VERIFICATION_RESENT_MESSAGE = 'E-mail envoyé. Pensez à regarder dans les indésirables.';

/** The link's page, once the address is confirmed. */
export const EMAIL_VERIFIED_MESSAGE =
  'Votre adresse e-mail est confirmée. Vous pouvez maintenant envoyer des messages privés.';

/** The link's page, once the new address is the account's. */
export const EMAIL_CHANGED_MESSAGE =
  'Votre nouvelle adresse e-mail est confirmée\u00a0: c’est désormais elle qui vous connecte.';

/** « Mon profil », once the link is on its way to the new address. */
export function changeEmailSentMessage(email: string): string {
  return `Un lien vient d’être envoyé à ${email}. Votre adresse changera dès que vous l’aurez suivi\u00a0; d’ici là, l’ancienne reste valable.`;
}

const RESEND: Catalogue<keyof typeof SHARED | 'auth/requires-login'> = {
  'auth/requires-login': 'Votre session a expiré. Reconnectez-vous pour recevoir un nouvel e-mail.',
  ...SHARED,
};

const CONFIRM_EMAIL: Catalogue<
  keyof typeof SHARED | 'auth/invalid-action-code' | 'auth/expired-action-code' | 'auth/email-already-in-use'
> = {
  'auth/invalid-action-code':
    'Ce lien n’est plus valable\u00a0: il a déjà servi ou il est incomplet. Connectez-vous pour demander un nouvel e-mail.',
  'auth/expired-action-code': 'Ce lien a expiré. Connectez-vous pour demander un nouvel e-mail.',
  'auth/email-already-in-use':
    'Cette adresse est déjà celle d’un autre compte\u00a0: elle ne peut pas devenir la vôtre.',
  ...SHARED,
};

const CHANGE_EMAIL: Catalogue<
  | keyof typeof SHARED
  | 'auth/wrong-password'
  | 'auth/invalid-credential'
  | 'auth/invalid-email'
  | 'auth/email-already-in-use'
  | 'auth/requires-login'
  | 'auth/requires-recent-login'
> = {
  'auth/wrong-password': 'Le mot de passe actuel est incorrect.',
  'auth/invalid-credential': 'Le mot de passe actuel est incorrect.',
  'auth/invalid-email': INVALID_EMAIL,
  'auth/email-already-in-use': 'Cette adresse est déjà celle d’un autre compte.',
  'auth/requires-login': 'Votre session a expiré. Reconnectez-vous pour changer d’adresse.',
  'auth/requires-recent-login': 'Par sécurité, déconnectez-vous puis reconnectez-vous avant de changer d’adresse.',
  ...SHARED,
};

export function explainResendError(code: ErrorCode): Explanation {
  const text = lookUp(RESEND, code);
  return text
    ? { text, foreseen: true }
    : { text: "L'e-mail n'a pas pu être envoyé. Réessayez dans un moment.", foreseen: false };
}

export function explainConfirmEmailError(code: ErrorCode): Explanation {
  const text = lookUp(CONFIRM_EMAIL, code);
  return text
    ? { text, foreseen: true }
    : { text: 'L’adresse n’a pas pu être confirmée. Réessayez dans un moment.', foreseen: false };
}

export function explainChangeEmailError(code: ErrorCode): Explanation {
  const text = lookUp(CHANGE_EMAIL, code);
  return text
    ? { text, foreseen: true }
    : { text: 'L’adresse n’a pas pu être changée. Réessayez dans un moment.', foreseen: false };
}
