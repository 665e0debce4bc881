import type { ErrorCode } from '@/domain/errors';
import { PHOTO_SOURCE_MAX_BYTES, PHOTOS_MAX, formatBytes, type PhotoProblem } from '@/domain/photos';
import { forumErrorText, type ErrorDetails } from './forum-messages';

/*
 * The French of the forum's photos (issue 36): the picker, the thumbnails and the full-size
 * dialog. Tests assert these literal texts.
 */

export const TAKE_PHOTO = 'Prendre une photo';
export const CHOOSE_PHOTO = 'Choisir une photo';
/** Under the two buttons: why the photo is changed before it leaves, and how many fit. */
export const PHOTO_HINT = `Photo d’un exercice, bien à plat et éclairée\u00a0: elle est allégée sur votre téléphone avant l’envoi (${PHOTOS_MAX} au plus).`;
export const PHOTOS_FULL = `${PHOTOS_MAX} photos au plus.`;
export const PREPARING = 'Préparation de la photo…';
export const UPLOADING = 'Envoi de la photo';
export const PENDING_PHOTOS = 'Photos à envoyer';
export const REMOVE = 'Retirer';
export const REMOVING = 'Retrait…';
export const PHOTO_MISSING = 'Photo indisponible';
export const LOADING_PHOTO = 'Chargement de la photo…';
export const CLOSE = 'Fermer';
export const PREVIOUS = 'Photo précédente';
export const NEXT = 'Photo suivante';
export const OPEN_FULL = 'Ouvrir la photo seule';
export const NEW_TAB = ' (dans un nouvel onglet)';
/** The name of a question's or a reply's photos, as a list. */
export const PHOTOS = 'Photos';

const PROBLEMS: Record<PhotoProblem, string> = {
  'file/not-image': 'Ce fichier n’est pas une photo\u00a0: choisissez une image (JPEG, PNG, WebP…).',
  'file/empty': 'Ce fichier est vide\u00a0: choisissez une autre photo.',
  'file/too-large': `Cette photo est trop lourde\u00a0: ${formatBytes(PHOTO_SOURCE_MAX_BYTES)} au plus.`,
};

/** Why a picked file is refused before anything is done with it (checkPhotoFile). */
export function photoProblemText(problem: PhotoProblem): string {
  return PROBLEMS[problem];
}

/** The compression failed: the bytes are not a picture this browser reads (a HEIC on a computer…). */
export const PHOTO_UNREADABLE =
  'Cette photo n’a pas pu être lue sur cet appareil\u00a0: choisissez-en une autre, ou prenez-la à nouveau.';
/** Even at the lowest quality the photo weighs more than the site keeps. */
export const PHOTO_TOO_DETAILED =
  'Cette photo reste trop lourde une fois allégée\u00a0: prenez-la d’un peu plus loin, ou en deux parties.';
/** More photos picked at once than there is room for. */
export const PHOTOS_LEFT_OUT = `${PHOTOS_MAX} photos au plus\u00a0: les autres n’ont pas été ajoutées.`;

const NOT_SENT = 'La photo n’a pas pu être envoyée. Réessayez.';
const KEPT = 'Ce que vous avez écrit et vos autres photos sont gardés.';

/**
 * An upload that failed, in the forum's words for the same refusal of a PDF (the network, a
 * suspended account, the rate, the sign-in), or « La photo n’a pas pu être envoyée »; and always
 * that nothing typed is lost.
 */
export function photoUploadErrorText(code: ErrorCode, details: ErrorDetails = {}): string {
  const said = forumErrorText('attach', code, details);
  const generic = said === forumErrorText('attach', 'unknown');
  return `${generic ? NOT_SENT : said} ${KEPT}`;
}

/** « Photo 1 sur 2 », the title of the full-size dialog and the start of every alt text. */
export function photoNumber(index: number, count: number): string {
  return `Photo ${index + 1} sur ${count}`;
}

/** How many words of the question or reply describe its photos. */
const ALT_WORDS = 12;

/**
 * A photo's alt text: « Photo 1 sur 2\u00a0: <the first twelve words of its post>… », or
 * « Photo 1 sur 2 » alone when the post has no words. A screen reader hears what the photo is
 * about from its author's own words.
 */
export function photoAlt(index: number, count: number, label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return photoNumber(index, count);
  const shown = words.slice(0, ALT_WORDS).join(' ');
  return `${photoNumber(index, count)}\u00a0: ${shown}${words.length > ALT_WORDS ? '…' : ''}`;
}

/** The thumbnail's button: it opens the dialog. */
export const enlargeLabel = (index: number, count: number) => `Agrandir la ${photoNumber(index, count).toLowerCase()}`;
/** « Afficher la photo, 24 Ko »: a thumbnail waiting for a tap, when the phone spares data. */
export const showPhotoLabel = (thumbBytes: number) => `Afficher la photo, ${formatBytes(thumbBytes)}`;
/** « Retirer la photo 1 », in the picker and under a posted photo. */
export const removeLabel = (index: number) => `Retirer la photo ${index + 1}`;
export const removeTitle = (index: number) => `Retirer la photo ${index + 1}\u00a0?`;
export const REMOVE_DESCRIPTION = 'La photo sera supprimée pour tout le monde.';
/** Before a photo's weight in the list of photos to send, for a screen reader: « Photo 1, 245 Ko ». */
export const pendingPhotoNumber = (index: number) => `Photo ${index + 1}, `;
/** A photo's weight beside its preview: « 245 Ko ». */
export const photoSize = (bytes: number) => formatBytes(bytes);
