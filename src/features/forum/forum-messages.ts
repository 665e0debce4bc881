import type { ErrorCode } from '@/domain/errors';
import { ATTACHMENTS_MAX, QUESTION_MAX_LENGTH, REPLIES_MAX, REPLY_MAX_LENGTH, UPLOAD_MAX_BYTES } from '@/domain/limits';
import { QUOTA_TEXT, lookUp, serviceErrorText, type Catalogue } from '@/lib/network-errors';
import { postingErrorText } from '@/lib/posting-errors';

/**
 * The French the forum shows (spec §6 and §8). The permission and success messages are the spec's
 * own words; tests assert these literal texts.
 */

export const QUESTION_ADDED = 'Votre question a été ajoutée avec succès\u00a0!';
export const QUESTION_DELETED = 'La question a été supprimée avec succès\u00a0!';
export const QUESTION_EDITED = 'Votre question a été modifiée avec succès\u00a0!';
export const ATTACHMENT_REMOVED = 'La pièce jointe a été retirée de la question.';
export const PHOTO_REMOVED = 'La photo a été retirée.';
export const REPLY_DELETED = 'La réponse a été supprimée.';
export const RESOLVED = 'La question est marquée «\u00a0Résolue\u00a0»\u00a0: cette réponse s’affiche en premier.';
export const FOLLOWED =
  'Vous suivez cette question\u00a0: ses nouvelles réponses s’affichent dans «\u00a0Mes questions\u00a0».';
export const UNFOLLOWED = 'Vous ne suivez plus cette question.';
export const UNRESOLVED = 'La question n’est plus marquée «\u00a0Résolue\u00a0».';
/** Shown instead of « Retirer » on the only attachment of a question without text. */
export const LAST_ATTACHMENT_HINT = 'Cette question n’a pas de texte : pour retirer son PDF, supprimez la question.';
export const WOULD_BE_EMPTY = 'Une question sans texte garde au moins une pièce jointe : supprimez plutôt la question.';
/** A question or a reply without words keeps its last photo (or PDF): deleting the post is the way. */
export const PHOTO_WOULD_BE_EMPTY =
  'Un message sans texte garde au moins une photo ou une pièce jointe\u00a0: supprimez plutôt le message.';
export const SUSPENDED_FORUM =
  'Votre compte est suspendu : vous pouvez lire le forum, mais plus publier ni répondre. Pour en parler, contactez la commission.';
export const QUOTA_REACHED = QUOTA_TEXT;
export const EMPTY_FORUM = 'Aucune question posée pour le moment.';
export const QUESTION_GONE = 'Cette question n’existe pas ou a été supprimée.';
export const NO_SUBJECT = 'Choisissez la matière de votre question.';
/**
 * question/full: the question has no room left for this poster's reply. Its last places, up to
 * REPLIES_MAX, are kept for its author and the approved tutors (reply-room.ts), so the text says
 * so to whoever is refused first.
 */
export const REPLIES_FULL = `Cette question a reçu toutes les réponses qu’elle peut accueillir (les dernières places, jusqu’à ${REPLIES_MAX} réponses, sont gardées pour son auteur et les encadreurs validés)\u00a0: pour continuer, posez une nouvelle question.`;

export type ForumAction =
  | 'ask'
  | 'edit'
  | 'delete'
  | 'reply'
  | 'delete-reply'
  | 'remove-attachment'
  | 'remove-photo'
  | 'attach'
  | 'mark'
  | 'follow'
  | 'read';

const LOGIN_REQUIRED: Partial<Record<ForumAction, string>> = {
  ask: 'Vous devez être connecté pour poser une question.',
  delete: 'Vous devez être connecté pour supprimer une question.',
  edit: 'Vous devez être connecté pour modifier une question.',
  'remove-attachment': 'Vous devez être connecté pour retirer une pièce jointe.',
  'remove-photo': 'Vous devez être connecté pour retirer une photo.',
  attach: 'Vous devez être connecté pour joindre un fichier.',
};

const NOT_ALLOWED: Partial<Record<ForumAction, string>> = {
  delete: "Vous n'avez pas la permission de supprimer cette question.",
  edit: "Vous n'avez pas la permission de modifier cette question.",
  'remove-attachment': 'Seuls l’auteur de la question et ses modérateurs peuvent retirer une pièce jointe.',
  'remove-photo': 'Seuls l’auteur du message et les modérateurs du forum peuvent retirer une photo.',
  'delete-reply': 'Seuls l’auteur d’une réponse et les responsables peuvent la supprimer.',
  mark: 'Seuls l’auteur de la question et les responsables peuvent marquer la réponse qui a aidé.',
  ask: 'Votre question n’a pas été acceptée\u00a0: vérifiez votre profil puis réessayez.',
  reply: 'Votre réponse n’a pas été acceptée. Réessayez.',
  // /api/signUpload refused to sign the upload (a suspended account, a deletion under way).
  attach: 'Votre compte ne peut pas envoyer de fichier pour le moment.',
};

const fr = (n: number) => n.toLocaleString('fr-FR');

const INVALID: Partial<Record<ForumAction, string>> = {
  ask: `Écrivez votre question (${fr(QUESTION_MAX_LENGTH)} caractères au plus) ou joignez un PDF, ${fr(ATTACHMENTS_MAX)} au plus.`,
  edit: `La question doit contenir du texte, ${fr(QUESTION_MAX_LENGTH)} caractères au plus.`,
  reply: `La réponse doit contenir du texte (${fr(REPLY_MAX_LENGTH)} caractères au plus) ou une photo.`,
  mark: 'Cette réponse n’existe plus\u00a0: elle a peut-être été supprimée.',
  // The one signing refusal a genuine widget meets: its timestamp, from a clock far off the server's.
  attach: 'Le fichier n’a pas pu être envoyé\u00a0: vérifiez la date et l’heure de votre appareil, puis réessayez.',
};

const FALLBACK: Record<ForumAction, string> = {
  ask: 'Votre question n’a pas pu être publiée. Réessayez.',
  edit: 'La question n’a pas pu être modifiée. Réessayez.',
  delete: 'La question n’a pas pu être supprimée. Réessayez.',
  reply: 'Votre réponse n’a pas pu être publiée. Réessayez.',
  'delete-reply': 'La réponse n’a pas pu être supprimée. Réessayez.',
  'remove-attachment': 'La pièce jointe n’a pas pu être retirée. Réessayez.',
  'remove-photo': 'La photo n’a pas pu être retirée. Réessayez.',
  attach: 'Le fichier n’a pas pu être joint. Réessayez.',
  mark: 'La marque «\u00a0Résolue\u00a0» n’a pas pu être enregistrée. Réessayez.',
  follow: 'Le suivi de la question n’a pas pu être enregistré. Réessayez.',
  read: 'Les questions n’ont pas pu être chargées. Rechargez la page pour réessayer.',
};

export const FILE_NOT_PDF = 'Ce fichier n’est pas un PDF\u00a0: seuls les fichiers PDF sont acceptés.';
export const FILE_TOO_LARGE = `Ce fichier est trop lourd\u00a0: ${fr(UPLOAD_MAX_BYTES / 1_000_000)}\u00a0Mo (${fr(UPLOAD_MAX_BYTES)} octets) au plus.`;
export const FILE_EMPTY = 'Ce fichier est vide\u00a0: choisissez un autre PDF.';

/** What the refusal says beyond its code: how long to wait, and whether a member or a visitor posted. */
export interface ErrorDetails {
  retryAfterSeconds?: number;
  signedIn?: boolean;
}

/** The refusals QuestionService and the file pickers name, each worded per action where it matters. */
type ForumCode =
  | 'auth/requires-login'
  | 'permission-denied'
  | 'account/suspended'
  | 'question/full'
  | 'question/would-be-empty'
  | 'not-found'
  | 'invalid-argument'
  | 'file/not-pdf'
  | 'file/too-large';

/** Every code the forum knows has its text here: a missing one is a type error. */
const BY_CODE: Catalogue<ForumCode, (action: ForumAction) => string> = {
  'auth/requires-login': (action) => LOGIN_REQUIRED[action] ?? FALLBACK[action],
  'permission-denied': (action) => NOT_ALLOWED[action] ?? FALLBACK[action],
  'account/suspended': () => SUSPENDED_FORUM,
  'question/full': () => REPLIES_FULL,
  'question/would-be-empty': (action) => (action === 'remove-photo' ? PHOTO_WOULD_BE_EMPTY : WOULD_BE_EMPTY),
  'not-found': () => 'Cette question n’existe plus\u00a0: elle a peut-être été supprimée.',
  'invalid-argument': (action) => INVALID[action] ?? FALLBACK[action],
  'file/not-pdf': () => FILE_NOT_PDF,
  'file/too-large': () => FILE_TOO_LARGE,
};

/** What went wrong, in the user's words; the typed text is always kept by the caller. */
export function forumErrorText(action: ForumAction, code: ErrorCode, details: ErrorDetails = {}): string {
  // The network, a stalled connection, a daily quota: the same words on every screen.
  const service = serviceErrorText(code);
  if (service) return service;
  if (action === 'read') return FALLBACK.read;
  if (code === 'account/suspended') return SUSPENDED_FORUM;
  const posting = postingErrorText(code, details, details.signedIn ?? true);
  if (posting) return posting;
  return lookUp(BY_CODE, code)?.(action) ?? FALLBACK[action];
}

/** The message shown before asking the backend, when the visitor is signed out. */
export function loginRequiredText(action: 'ask' | 'edit' | 'delete'): string {
  return LOGIN_REQUIRED[action]!;
}
