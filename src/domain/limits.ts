/** Business limits shared by the screens, both adapters and (by value) firestore.rules. */

/** Largest attachment accepted: 15,000,000 bytes (spec §9). */
export const UPLOAD_MAX_BYTES = 15_000_000;

/** Longest private message, in characters. */
export const MESSAGE_MAX_LENGTH = 2_000;

/**
 * Longest preview of a conversation's last message kept with the conversation, in characters
 * before its « … » (domain/message-preview.ts; firestore.rules, previewOf, by value).
 */
export const PREVIEW_MAX_LENGTH = 100;

/** Longest forum question, in characters. */
export const QUESTION_MAX_LENGTH = 5_000;

/** Longest forum reply, in characters. */
export const REPLY_MAX_LENGTH = 2_000;

/** The forum a question belongs to when its path gives none (spec §9). */
export const DEFAULT_PAGE_ID = 'defaultPageId';

/** Name shown for a reply written by a signed-out visitor (spec §6). */
export const ANONYMOUS_NAME = 'Utilisateur Anonyme';

/** Shortest password the identity provider accepts. */
export const PASSWORD_MIN_LENGTH = 6;

/** How long a success banner stays on screen, in milliseconds (spec §9). */
export const FLASH_DURATION_MS = 3_000;

/** Most attachments one question may carry (they are added one PDF at a time). */
export const ATTACHMENTS_MAX = 5;

/**
 * Most replies one question keeps: a Firestore document must stay under 1 MiB, and a question
 * with 100 replies of 2,000 characters stays under it (firestore.rules says the same by value).
 */
export const REPLIES_MAX = 100;

/**
 * How far from the server's time a reply's date may be, in days (firestore.rules, validReply): a
 * reply carries its phone's clock (serverTimestamp() is refused inside arrays). A week before
 * leaves room for a reply queued offline and sent days later, and a day after for a phone whose
 * clock runs ahead; 1970 or 9999 is refused (docs/decisions/0019).
 */
export const REPLY_DATE_WINDOW_DAYS = { before: 7, after: 1 } as const;

/** Longest text a reporter may add to a report. */
export const REPORT_DETAILS_MAX_LENGTH = 500;

/** Longest reason a responsable gives when refusing a tutor account. */
export const REFUSAL_REASON_MAX_LENGTH = 300;

/**
 * Items per page of a paged list (a forum's questions, an inbox, the Espace responsable's lists): a hosted backend bills every
 * document read, and a screen must open in at most 25 reads whatever the history (issue 14).
 */
export const PAGE_SIZE = 20;

/** Longest full name « Prénom Nom »: two parts of at most 100 characters and a space (firestore.rules: 201). */
export const FULL_NAME_MAX_LENGTH = 201;

/** Unread messages marked read per transaction when a conversation opens (Firestore: at most 500 writes each). */
export const MARK_READ_BATCH = 100;

/**
 * Name shown on the forum posts of a member who deleted their account (docs/decisions/0014):
 * firestore.rules says it by value. No member can be named so (isReservedName refuses « supprim »).
 */
export const DELETED_ACCOUNT_NAME = 'Compte supprimé';
