/**
 * The backend port: everything the screens need from a backend, and nothing about how it is done.
 * Two adapters implement it: `local/` (IndexedDB in the browser, the default) and `firebase/`.
 * Screens and hooks import this file only (with the entities it speaks of, in domain/entities.ts,
 * and the errors, in domain/errors.ts); `backend/index.ts` picks the adapter.
 */
import type {
  Attachment,
  Conversation,
  EleveProfile,
  EncadreurProfile,
  JournalEntry,
  Message,
  NewMessage,
  NewQuestion,
  NewReport,
  PublicTutor,
  Question,
  Report,
  Role,
  SignUpInput,
  UserProfile,
} from '@/domain/entities';
import type { BackendError } from '@/domain/errors';
import type { ReadingMarks } from '@/domain/following';
import type { ForumFilter } from '@/domain/forum-filter';
import type { MemberData } from '@/domain/member-data';
import type { PupilNames } from '@/domain/minors';
import type { NotificationSettings } from '@/domain/notifications';
import type { Photo, PreparedPhoto } from '@/domain/photos';
import type { ProfileUpdate } from '@/domain/profile-fields';
import type { MarkName, MarkValue } from '@/domain/question-marks';
import type { NewSeance, Participation, Seance, SeanceChange } from '@/domain/seances';
import type { FamilyService } from './families';
import type { DemoService, MailboxService } from './local-mode';

/** Called to stop a live subscription. */
export type Unsubscribe = () => void;

/**
 * A live list read one page at a time (cursor-based): opening it reads one page, `more()` the next
 * older one, whatever the history's length; items already shown stay live. Calling it stops it,
 * like any other subscription. Its callback gets the pages read so far, merged, and whether older
 * items remain.
 */
export type LivePages = Unsubscribe & {
  /** Reads the next older page; ignored while a page is still loading or when there is none. */
  more(): void;
};

/** The callback of a paged live list. */
export type OnPage<T> = (items: T[], hasMore: boolean) => void;

// ── The port ─────────────────────────────────────────────────────────────────────────────────

export interface AuthService {
  /**
   * Calls `onChange` with the signed-in user's profile, or null when signed out, once the
   * session is known and again at every change. A signed-in account without a stored profile
   * counts as signed out (the error is logged). The profile's `email` and `emailVerifie` are the
   * account's own (a confirmation made in another tab or on a phone shows at the next change or
   * sign-in; made in this tab, at once).
   */
  subscribe(onChange: (user: UserProfile | null) => void): Unsubscribe;
  /**
   * The session belongs to this tab (it ends with the tab; another tab may hold another member),
   * unless `remember` asks to stay signed in on this device (« Rester connecté sur cet appareil »):
   * then new tabs find it too, until « Se déconnecter ».
   * Throws BackendError: auth/user-not-found, auth/wrong-password, auth/invalid-credential,
   * auth/invalid-email, auth/profile-not-found, auth/too-many-requests, auth/network-request-failed…
   */
  signIn(email: string, password: string, options?: { remember?: boolean }): Promise<UserProfile>;
  /**
   * Creates the account and its profile (`emailVerifie: false`), and sends the e-mail that confirms
   * the address (see sendEmailVerification). The session stays signed out: the product sends a new
   * member to the login page. The profile records the texts accepted (their current versions, dated
   * by the server on Firebase: the profile returned carries this device's time) and a pupil's birth
   * date with the authorisation it calls for (signUpRecords, domain/consent.ts). Throws
   * auth/email-already-in-use, auth/weak-password, auth/invalid-email…, invalid-argument without
   * the consent, a tutor without the charter, a pupil without a birth date within PUPIL_AGE.
   */
  signUp(input: SignUpInput): Promise<UserProfile>;
  signOut(): Promise<void>;
  /** A token proving the current user's identity to our own server function; null when signed out. */
  getIdToken(): Promise<string | null>;
  /**
   * « Mon profil »: the signed-in member changes their password, proving the current one first
   * (re-authentication). Throws auth/wrong-password or auth/invalid-credential for a wrong current
   * password, auth/weak-password (shorter than PASSWORD_MIN_LENGTH), auth/requires-login.
   */
  changePassword(current: string, next: string): Promise<void>;
  /**
   * « Mot de passe oublié ? »: sends the account's owner an e-mail, in French, with a link to
   * /MotDePasse?oobCode=… (locally, into the local mailbox). Resolves the same whether or not an
   * account exists: the answer never tells who is a member. Throws auth/invalid-email.
   */
  sendPasswordReset(email: string): Promise<void>;
  /**
   * The link's page: the code (single use, valid one hour) sets a new password. Throws
   * auth/invalid-action-code (unknown or used), auth/expired-action-code, auth/weak-password.
   */
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  /**
   * « Renvoyer l'e-mail »: sends the signed-in member, again, the e-mail in French whose link
   * (/MotDePasse?mode=verifyEmail&oobCode=…; locally, into the local mailbox) confirms their
   * address. Sign-up sends the first one. Nothing is sent when the address is already confirmed.
   * Throws auth/requires-login, auth/too-many-requests.
   */
  sendEmailVerification(): Promise<void>;
  /**
   * The link's page: the code of a verification e-mail confirms the address; the code of a
   * change-of-address e-mail makes the new address the account's (and the profile's), confirmed.
   * The session, when it is this member's, then shows `emailVerifie: true` (and the new address).
   * Throws auth/invalid-action-code (unknown or used), auth/expired-action-code,
   * auth/email-already-in-use (the new address was taken in between).
   */
  confirmEmail(code: string): Promise<void>;
  /**
   * « Changer d'adresse e-mail »: the signed-in member proves their password, and an e-mail in
   * French goes to the NEW address with a link (/MotDePasse?mode=verifyAndChangeEmail&oobCode=…).
   * The address changes only once that link is followed (confirmEmail); until then the old one
   * stays. Throws auth/wrong-password or auth/invalid-credential, auth/invalid-email,
   * auth/email-already-in-use (the local adapter says so at once; Firebase, with e-mail
   * enumeration protection, only when the link is followed), auth/requires-login.
   */
  changeEmail(currentPassword: string, newEmail: string): Promise<void>;
}

export interface UserService {
  /** The signed-in user's own profile (only a responsable reads another member's profile). */
  get(uid: string): Promise<UserProfile | null>;
  /**
   * An approved tutor publishes their phone number in the directory, or withdraws it.
   * Throws permission-denied for anyone else.
   */
  setPhonePublic(publish: boolean): Promise<void>;
  /**
   * « Mon profil »: the signed-in member changes some of their own role's editable text fields
   * (MEMBER_EDITABLE_FIELDS; the phone's publication goes through setPhonePublic). A listed tutor's
   * directory card follows in the same write. A suspended member may still correct their own
   * details (the rules allow it: suspension stops posting, not keeping one's phone right).
   * Throws permission-denied for a field not theirs to change (name, role, another role's field),
   * invalid-argument for a blank or over-long value, auth/requires-login when signed out.
   */
  updateProfile(update: ProfileUpdate): Promise<void>;
  /**
   * The banner of a member who has not accepted the current version of their role's texts
   * (missingAcceptances, domain/consent.ts: a member who signed up before, or before a new
   * version): records the boxes they ticked, each with the current version and the date (the
   * server's on Firebase). A suspended member may too. Throws invalid-argument for the charter
   * from anyone but a tutor, auth/requires-login when signed out.
   */
  acceptTexts(accepted: { consentement?: true; charte?: true }): Promise<void>;
  /**
   * « Télécharger mes données »: the signed-in member's profile, private messages received and
   * sent, questions, replies (with their question's id) and the links of the files attached to
   * their questions, and of the files they uploaded and attached to nothing yet (question null),
   * as plain JSON-able values. Throws auth/requires-login.
   */
  exportData(): Promise<MemberData>;
  /**
   * « Supprimer mon compte » (docs/decisions/0014): proves the current password first
   * (re-authentication), then removes everything the site holds under the member's name: the
   * private messages they received and sent, the files they uploaded, their rate record, the
   * profile with a tutor's directory card, and the account last, so that their login fails. Their
   * questions and replies stay readable, signed DELETED_ACCOUNT_NAME (« Compte supprimé ») without
   * uid, name, class, subject or file. Ends signed out. Interrupted midway (network), it is
   * resumed by calling it again; once the profile is gone, by signing in again with the same
   * password (which then fails with auth/user-not-found). From its first write on, the account can
   * no longer post.
   * Throws auth/wrong-password or auth/invalid-credential for a wrong password (nothing is
   * removed), auth/requires-login when signed out, unavailable when a file could not be deleted
   * (the profile and the account are kept for a retry).
   */
  deleteAccount(currentPassword: string): Promise<void>;
  /**
   * Every pupil's full name and class, by user id, live (issue 33): the forums show a pupil to the
   * public as « Awa N. » without class (domain/minors.ts), and to members as the spec does, these
   * put back (withPupilNames). One record however many pupils: a screen reads it once. Only a
   * signed-in member with a profile reads it: anyone else gets permission-denied.
   */
  subscribePupilNames(onChange: (names: PupilNames) => void, onError?: (error: BackendError) => void): Unsubscribe;
}

/**
 * Private messages, grouped in conversations (one per pair of members, domain/conversations.ts).
 * Every list is the signed-in member's own: anyone else gets permission-denied.
 */
export interface MessageService {
  /**
   * `uid`'s conversations, the latest first (by their last message, either way), each with its
   * unread count and the first words of its last message, live, `pageSize` (default PAGE_SIZE) at
   * a time: however many, opening the list reads one page (the words are kept with the conversation).
   */
  subscribeConversations(
    uid: string,
    onChange: OnPage<Conversation>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /**
   * The messages between `uid` and `withId`, both ways, the newest first (a screen shows them
   * oldest first), live, `pageSize` at a time: a conversation of thousands opens on one page.
   */
  subscribeThread(
    uid: string,
    withId: string,
    onChange: OnPage<Message>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /**
   * Every message `uid` received, from anyone, newest first, live, `pageSize` at a time (a
   * responsable's checks and the tests read it; the dashboard shows conversations).
   */
  subscribeInbox(
    uid: string,
    onChange: OnPage<Message>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /** How many messages `uid` has not opened yet, in all conversations, live: one read however many. */
  subscribeUnread(uid: string, onChange: (count: number) => void, onError?: (error: BackendError) => void): Unsubscribe;
  /**
   * The signed-in member opened the conversation with `withId`: all its messages to them count as
   * read, and leave the unread counts. Only the recipient marks a message read, and that is the
   * only change a message ever sees.
   */
  markRead(withId: string): Promise<void>;
  /**
   * Sends as the signed-in user; sender name and role come from the sender's stored profile.
   * Throws account/unverified-email (address not confirmed yet), account/suspended, rate/too-fast,
   * rate/daily-limit (see RATE_LIMITS), not-found for a recipient without an account,
   * message/recipient-unavailable for a recipient who is suspended or deleting their account,
   * invalid-argument for a blank text or a message to oneself, message/minor-protected for an
   * adult who may not start a conversation with a pupil (issue 33: only an approved tutor, a
   * responsable, another pupil or one of their linked parents may; the pupil may write to anyone).
   */
  send(message: NewMessage): Promise<void>;
  /**
   * Whether the signed-in member may write to `to` (of `toRole`) now, asked when a message box
   * opens: resolves, or throws message/minor-protected (see send), auth/requires-login.
   */
  mayWrite(to: string, toRole: Role): Promise<void>;
  /**
   * The recipient deletes a message (already gone: nothing to do): it leaves the conversation on
   * both sides, and stops counting as unread; the conversation's preview and date go back to the
   * newest message left, and with none left the conversation leaves both lists. Anyone else gets
   * permission-denied. A responsable deletes one by resolving its report (governance.resolveReport).
   */
  remove(id: string): Promise<void>;
}

export interface QuestionService {
  /**
   * The questions of one forum, newest first, live, `pageSize` (default PAGE_SIZE) at a time: a
   * hosted backend bills each document read, so opening a forum, a filtered view or a search and
   * each « Voir plus » read one page.
   */
  subscribe(
    pageId: string,
    onChange: OnPage<Question>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number; filter?: ForumFilter },
  ): LivePages;
  /** One question, read once (null when it does not exist). */
  get(id: string): Promise<Question | null>;
  /** One question, live (its page, /EncadreurEleve/question/{id}): null once it does not exist. */
  watch(
    id: string,
    onChange: (question: Question | null) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /**
   * The signed-in member follows the question (or stops): its new replies count for them
   * (FollowingService). A question's author and the members who reply follow it already.
   * Throws auth/requires-login, not-found.
   */
  follow(id: string, following: boolean): Promise<void>;
  /**
   * Asks as the signed-in user (name, role, class and subject from the stored profile). Each
   * attachment must be a file this member uploaded and attached nowhere yet (permission-denied).
   * Throws account/suspended, rate/too-fast, rate/daily-limit.
   */
  ask(question: NewQuestion): Promise<void>;
  edit(id: string, text: string): Promise<void>;
  /**
   * Appends one reply atomically; a signed-out visitor replies as 'Utilisateur Anonyme'. Every
   * poster is rate-limited (RATE_LIMITS: a visitor more strictly than a member): rate/too-fast,
   * rate/daily-limit; question/full once the question has no room left for this poster (a visitor
   * from 40 replies, a member from 90; its author, approved tutors and responsables up to
   * REPLIES_MAX: hasRoomForReply, domain/reply-room.ts).
   */
  reply(id: string, text: string, photos?: readonly Photo[]): Promise<void>;
  /** Its author, a responsable, or an approved tutor on a pupil's question of the tutor–pupil forum. */
  remove(id: string): Promise<void>;
  /**
   * The author or a moderator of the forum takes an attachment out. Taking out the last
   * attachment of a question without text is refused (question/would-be-empty): delete the question.
   */
  removeAttachment(id: string, attachment: Attachment): Promise<void>;
  /**
   * The author of the question (replyId null) or of the reply, or a moderator of the forum, takes
   * a photo out (issue 36). Taking out the last thing a post shows (no text, no PDF, no other
   * photo) is refused (question/would-be-empty): delete the post instead. The caller then deletes
   * the file (FileService.remove).
   */
  removePhoto(id: string, replyId: string | null, photo: Photo): Promise<void>;
  /** A reply's author or a responsable deletes it. */
  removeReply(questionId: string, replyId: string): Promise<void>;
  /**
   * Sets or clears a mark of the question (domain/question-marks.ts), as the permission table
   * allows (canMark): permission-denied otherwise, invalid-argument for a value the mark refuses
   * (« Résolue » naming no reply of the question), not-found when the question is gone.
   */
  mark<M extends MarkName>(id: string, mark: M, value: MarkValue<M>): Promise<void>;
}

/**
 * What is new for a member in the forums (issue 25, domain/following.ts): the questions they
 * follow, the new questions of the subjects an approved tutor follows, and their reading marks,
 * which only they read and write. Counts are worked out from these, never stored for them.
 */
export interface FollowingService {
  /** The questions `uid` follows, in every forum, the latest activity first, live, a page at a time. */
  subscribeFollowed(
    uid: string,
    onChange: OnPage<Question>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /**
   * The newest questions (at most SUBJECT_NEWS_MAX) of the tutor–pupil forum in these subjects,
   * asked after `since` (all when null), live.
   */
  subscribeSubjectQuestions(
    subjects: readonly string[],
    since: Date | null,
    onChange: (questions: Question[]) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /** `uid`'s reading marks, live (NO_MARKS before any). */
  subscribeMarks(
    uid: string,
    onChange: (marks: ReadingMarks) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /** The signed-in member opened the question: its posts up to its newest are seen. */
  markSeen(question: Question): Promise<void>;
  /** An approved tutor chooses the subjects they follow (permission-denied for anyone else). */
  followSubjects(subjects: readonly string[]): Promise<void>;
  /** The new questions of the followed subjects, up to now, are seen. */
  markSubjectsSeen(): Promise<void>;
}

/**
 * Le programme des séances (issue 26). Anyone reads the séances to come; a responsable publishes,
 * changes and cancels them (each in the journal); a member says « Je participe » / « Je serai là »
 * for themselves only, within the capacity.
 */
export interface SeanceService {
  /**
   * The séances to come (and those cancelled, until their day is over), soonest first, live, at
   * most PROGRAMME_SIZE: one read each, whatever the history.
   */
  subscribeUpcoming(onChange: (seances: Seance[]) => void, onError?: (error: BackendError) => void): Unsubscribe;
  /**
   * Publishes a séance, or one each week up to `repeterJusquau` (at most SEANCE_LIMITS.occurrences):
   * the ids, soonest first. permission-denied for anyone but a responsable, invalid-argument for a
   * form that seanceErrors refuses.
   */
  publish(seance: NewSeance): Promise<string[]>;
  /** Changes one occurrence (the others of its series stay). not-found, permission-denied (past, cancelled). */
  change(id: string, change: SeanceChange): Promise<void>;
  /** Cancels one occurrence, with its reason; it stays listed « Annulée » until its day is over. */
  cancel(id: string, motif: string): Promise<void>;
  /**
   * The signed-in member comes (« Je participe » for a pupil or a parent, « Je serai là » for an
   * approved tutor) or no longer comes. seance/full when no place is left (two members at the same
   * instant included), permission-denied (cancelled, past, a tutor not approved), auth/requires-login.
   */
  attend(id: string, coming: boolean): Promise<void>;
  /** The séances `uid` said they come to, from today on, soonest first, with their participation, live. */
  subscribeMine(
    uid: string,
    onChange: (items: { seance: Seance; participation: Participation }[]) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /**
   * The séances to come `uid` joined that changed or were cancelled in the last SEANCE_NEWS_DAYS
   * (the SEANCE_NEWS_MAX latest changed), with their participation, live: what « Quoi de neuf »
   * says of séances, in two reads a séance changed, whatever the number joined.
   */
  subscribeChanged(
    uid: string,
    onChange: (items: { seance: Seance; participation: Participation }[]) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /** Who comes to a séance (a responsable only: permission-denied otherwise), live. */
  subscribeParticipants(
    id: string,
    onChange: (people: Participation[]) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /** The signed-in member has seen the séance's last change (its mark goes from their dashboard). */
  markSeen(id: string): Promise<void>;
}

/** The programme as a visitor reads it: the séances to come (SeanceService.subscribeUpcoming). */
export type ProgrammeReader = Pick<SeanceService, 'subscribeUpcoming'>;

/**
 * What the public pages read, for a visitor who may have no backend loaded (the directory, the
 * programme): in Firebase mode over REST without the SDK (backend/public-readers.ts).
 */
export interface PublicReaders {
  directory: DirectoryService;
  programme: ProgrammeReader;
  /**
   * A forum's first page read in one request while the backend loads (Firebase mode: REST, issue
   * 34); absent where the backend itself is as quick (local mode).
   */
  forum?: ForumReader;
}

/** A forum read once, quickly: its newest questions (PAGE_SIZE, and whether older ones remain), one question. */
export interface ForumReader {
  firstPage(pageId: string, signal: AbortSignal): Promise<{ items: Question[]; hasMore: boolean }>;
  /** null when there is no such question. */
  question(id: string, signal: AbortSignal): Promise<Question | null>;
}

/** The tutor accounts a responsable approved (and did not suspend): public, read by anyone. */
export interface DirectoryService {
  subscribe(onChange: (tutors: PublicTutor[]) => void, onError?: (error: BackendError) => void): Unsubscribe;
}

export interface ReportService {
  /**
   * A signed-in member reports an item (never their own) as it stands; only responsables read
   * reports. Counted like a post (RATE_LIMITS: rate/too-fast, rate/daily-limit). Throws
   * account/suspended, not-found (the item is gone), permission-denied (a message not received),
   * invalid-argument (one's own item, over-long details), auth/requires-login.
   */
  send(report: NewReport): Promise<void>;
}

/**
 * What responsables do (Espace responsable). Every method refuses anyone else with
 * permission-denied, and each action is recorded in the journal in the same write.
 */
export interface GovernanceService {
  /**
   * The members, `pageSize` (default PAGE_SIZE) at a time, live: ordered by `nom`, then `prenom`
   * (as stored, letter codes: Firestore's order), then id. With `search`, only those whose address
   * starts with it (when it holds « @ », case aside), or whose search key — « nom prénom », lower
   * case, accents aside (domain/search-key.ts) — starts with it, ordered by that key. However many
   * members, opening the list or a search reads one page.
   */
  subscribeMembers(
    onChange: OnPage<UserProfile>,
    onError?: (error: BackendError) => void,
    options?: { search?: string; pageSize?: number },
  ): LivePages;
  /** The tutor accounts waiting for a responsable (statut en-attente), by name, paged, live. */
  subscribePendingTutors(
    onChange: OnPage<EncadreurProfile>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /**
   * The pupils whose account waits for a parent's authorisation (under 15 at sign-up, issue 33), by
   * name, paged, live.
   */
  subscribeWaitingPupils(
    onChange: OnPage<EleveProfile>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /**
   * Records that the parents' paper authorisation was received for a waiting pupil: their account
   * may post from then on, and the journal says who recorded it. invalid-argument when the account
   * waits no more (a parent authorised it meanwhile).
   */
  recordPaperAuthorisation(uid: string): Promise<void>;
  /** The tutor appears in the directory and gains a tutor's powers. */
  approveTutor(uid: string): Promise<void>;
  /** The tutor sees the reason on their dashboard (1 to REFUSAL_REASON_MAX_LENGTH characters). */
  refuseTutor(uid: string, reason: string): Promise<void>;
  /** A suspended member reads but neither posts nor writes; an approved tutor leaves the directory. */
  setSuspended(uid: string, suspended: boolean): Promise<void>;
  correctName(uid: string, name: { nom: string; prenom: string }): Promise<void>;
  /** The open reports, newest first, live, `pageSize` (default PAGE_SIZE) at a time. */
  subscribeReports(
    onChange: OnPage<Report>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /** The handled reports not archived yet (with their decision), newest first, live, paged. */
  subscribeHandledReports(
    onChange: OnPage<Report>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /**
   * Archives a handled report: it leaves the lists for good, and the journal says so
   * (signalement-archive, with the reported author's name and the reason). An open report is
   * never archived (invalid-argument: handle it first); one already archived is not-found.
   */
  archiveReport(report: Report): Promise<void>;
  /**
   * Closes a report: 'supprimer' deletes the reported question, reply or message first (a
   * question's files are the caller's to delete before, with files.remove); 'classer' keeps it.
   */
  resolveReport(report: Report, decision: 'supprimer' | 'classer'): Promise<void>;
  /** The journal, newest first, live, `pageSize` (default PAGE_SIZE) at a time. */
  subscribeJournal(
    onChange: OnPage<JournalEntry>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
}

interface FileServiceBase {
  /**
   * Deletes a stored file (a PDF or a photo); false (and a logged error) when that failed or was
   * refused. Allowed to its uploader, wherever it is attached ('' for `questionId` will do); or
   * when it is attached to question `questionId` (or to one of its replies), the author of that
   * question (or reply) uploaded it, and the caller may take attachments out of it (a moderator of
   * its forum). Nobody else (docs/decisions/0018).
   */
  remove(file: Pick<Attachment, 'publicId' | 'url'>, questionId: string): Promise<boolean>;
  /**
   * Uploads a photo compressed in the browser (issue 36) as the signed-in member's, reporting the
   * fraction sent; the returned Photo is theirs to attach to one question or reply. Refuses as an
   * upload of a PDF does (auth/requires-login, account/suspended, rate/…), and 'unavailable' when
   * the site has no image upload configured.
   */
  uploadPhoto(photo: PreparedPhoto, onProgress?: (fraction: number) => void): Promise<Photo>;
  /**
   * The address an <img> shows: 'thumb' THUMB_WIDTH wide, 'full' at most PHOTO_LONG_SIDE. Cloudinary
   * resizes on delivery; in local mode, an object URL of the stored Blob (the thumbnail kept beside it).
   */
  photoSource(photo: Photo, size: 'thumb' | 'full'): Promise<string>;
}

/** The local backend: the page offers its own file input, the adapter stores the file. */
export interface DeviceFileService extends FileServiceBase {
  picker: 'device';
  upload(file: File, onProgress?: (fraction: number) => void): Promise<Attachment>;
  /** A URL that opens the attachment in a new tab. */
  resolveUrl(attachment: Attachment): Promise<string>;
}

/** The hosted backend: a third-party widget lets the user pick and upload the file. */
export interface WidgetFileService extends FileServiceBase {
  picker: 'widget';
  /** Opens the upload widget; null when the user closed it without uploading. */
  pickAndUpload(): Promise<Attachment | null>;
}

export type FileService = DeviceFileService | WidgetFileService;

/**
 * The notifications of this device (issue 35): a member turns them on here, chooses their kinds,
 * turns them off. What is kept belongs to this device *and* this member (a shared phone's next
 * member gets nothing of theirs): in local mode a record in this browser's database, notified by
 * the local backend itself; in Firebase mode a Web Push subscription and its document
 * `abonnements/{uid}_{key}`, which only its member reads and /api/notify sends to.
 */
export interface DeviceNotificationService {
  /**
   * 'ready', or why this device cannot be notified: the browser has no notifications or push
   * ('unsupported'), or the site has no push key (Firebase without VITE_VAPID_PUBLIC_KEY).
   */
  support(): 'ready' | 'unsupported' | 'unconfigured';
  /** The kinds `uid` switched off on this device, or null when this device does not notify them. */
  get(uid: string): Promise<NotificationSettings | null>;
  /**
   * This device notifies `uid` from now on (the browser's permission was granted first), with
   * these settings; any earlier member's subscription here is replaced. Throws
   * notifications/unavailable (no push service answered), auth/requires-login.
   */
  enable(uid: string, settings: NotificationSettings): Promise<void>;
  /** Saves which kinds `uid` switched off on this device. */
  save(uid: string, settings: NotificationSettings): Promise<void>;
  /**
   * This device no longer notifies `uid`, and the notifications of theirs it still shows go:
   * « Se déconnecter » calls it before anything else.
   */
  disable(uid: string): Promise<void>;
}

export interface Backend {
  /** 'local' runs in this browser only; 'firebase' is the hosted production backend. */
  kind: 'local' | 'firebase';
  auth: AuthService;
  users: UserService;
  messages: MessageService;
  questions: QuestionService;
  following: FollowingService;
  seances: SeanceService;
  files: FileService;
  directory: DirectoryService;
  reports: ReportService;
  governance: GovernanceService;
  /** Parents and their children (issue 33): families.ts. */
  families: FamilyService;
  /** This device's notifications (issue 35). */
  notifications: DeviceNotificationService;
  /** Present in local mode only (local-mode.ts). */
  demo?: DemoService;
  /** Present in local mode only (local-mode.ts). */
  mailbox?: MailboxService;
}
