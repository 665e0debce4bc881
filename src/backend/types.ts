/**
 * The backend port: everything the screens need from a backend, and nothing about how it is done.
 * Two adapters implement it: `local/` (IndexedDB in the browser, the default) and `firebase/`.
 * Screens and hooks import this file only; `backend/index.ts` picks the adapter.
 */

export const ROLES = ['eleve', 'parent', 'encadreur'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

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

// ── Users (collection `utilisateurs`, keyed by the auth user id) ──────────────────────────────

interface ProfileBase {
  /** The authentication user id. */
  id: string;
  /** Given at sign-up; afterwards only a responsable corrects it (never the member). */
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  /** Neighbourhood. Early student records spelt it `quatier`; adapters read both. */
  quartier: string;
  /** Set by a responsable: a suspended member still reads, but neither posts nor writes messages. */
  suspendu: boolean;
  /**
   * Granted by the association only: a custom claim of the Firebase token (set with its
   * service-account key, `npm run responsable`), or the local-mode demonstration action. Never
   * stored in the profile document, so no member can write it.
   */
  responsable: boolean;
}

/** Where a tutor account stands: only a responsable moves it out of « en-attente ». */
export const TUTOR_STATUSES = ['en-attente', 'approuve', 'refuse'] as const;
export type TutorStatus = (typeof TUTOR_STATUSES)[number];

export interface EleveProfile extends ProfileBase {
  role: 'eleve';
  classe: string;
  examen: string;
}

export interface EncadreurProfile extends ProfileBase {
  role: 'encadreur';
  /** The class level taught. */
  classe: string;
  profession: string;
  /** The subject taught: one of the directory's subject labels (domain/subjects.ts). */
  matiere: string;
  /** Written by a responsable only: a new tutor account waits, with none of a tutor's powers. */
  statut: TutorStatus;
  /** Why a responsable refused the account ('' otherwise); the tutor sees it. */
  motifRefus: string;
  /** The tutor's own choice: the directory shows their phone number only when true. */
  telephonePublic: boolean;
}

export interface ParentProfile extends ProfileBase {
  role: 'parent';
  profession: string;
}

export type UserProfile = EleveProfile | EncadreurProfile | ParentProfile;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The fields the association governs, never given at sign-up nor written by the member. */
export type GovernanceKey = 'suspendu' | 'responsable' | 'statut' | 'motifRefus' | 'telephonePublic';

/** A profile as the database stores it: `responsable` is not in it (it lives in the token). */
export type StoredProfile = DistributiveOmit<UserProfile, 'responsable'>;

/** What a new account gives besides its credentials: the profile without id, e-mail and governance. */
export type ProfileFields = DistributiveOmit<UserProfile, 'id' | 'email' | GovernanceKey>;

export interface SignUpInput {
  email: string;
  password: string;
  profile: ProfileFields;
}

// ── Messages (collection `messages`) ─────────────────────────────────────────────────────────

export interface Message {
  id: string;
  /** Sender's user id. */
  from: string;
  /** Recipient's user id. */
  to: string;
  text: string;
  /** An invalid Date (NaN) when the stored date cannot be read. */
  date: Date;
  /** First and last name of the sender; 'Anonyme' when missing. */
  senderName: string;
  /** The sender's role; 'Inconnu' when missing. */
  senderRole: Role | 'Inconnu';
}

export interface NewMessage {
  to: string;
  text: string;
}

// ── Questions (collection `questions`) ───────────────────────────────────────────────────────

export interface Attachment {
  url: string;
  publicId: string;
  fileName: string;
}

export interface Reply {
  /** Random, given when the reply is written; '' is never used (old replies get their index). */
  id: string;
  reply: string;
  /** null for a signed-out visitor. */
  userId: string | null;
  userName: string;
  userRole: Role;
  date: Date;
}

export interface Question {
  id: string;
  question: string;
  userId: string;
  userName: string;
  role: Role;
  classe: string | null;
  matiere: string | null;
  date: Date;
  /** The forum the question belongs to (last segment of the forum's path). */
  pageId: string;
  attachments: Attachment[];
  replies: Reply[];
}

export interface NewQuestion {
  pageId: string;
  question: string;
  attachments: Attachment[];
}

// ── The tutor directory (collection `annuaire`, keyed by the tutor's user id) ────────────────────

/**
 * A tutor account a responsable approved, as anyone may read it: no neighbourhood, and the phone
 * number only when the tutor chose to publish it. Derived from the profile; kept in step with it.
 */
export interface PublicTutor {
  /** The tutor's user id; the profile lives at /Profile/{uid}. */
  uid: string;
  nom: string;
  prenom: string;
  /** The subject label, as in the profile (domain/subjects.ts maps it to a directory group). */
  matiere: string;
  /** The class levels taught. */
  classe: string;
  profession: string;
  /** '' unless the tutor published it. */
  telephone: string;
}

// ── Reports (collection `signalements`) and the responsables' journal (collection `journal`) ──

export type ReportReason = 'inapproprie' | 'harcelement' | 'spam' | 'donnees-personnelles' | 'autre';

/** What a member reports: a forum question, one reply of it, or a private message they received. */
export type ReportTarget =
  | { type: 'question'; questionId: string; pageId: string }
  | { type: 'reponse'; questionId: string; replyId: string; pageId: string }
  | { type: 'message'; messageId: string };

export interface NewReport {
  target: ReportTarget;
  reason: ReportReason;
  /** Optional words of the reporter, at most REPORT_DETAILS_MAX_LENGTH characters. */
  details: string;
}

export interface Report extends NewReport {
  id: string;
  /** The reported text as it stood when reported (a responsable cannot read private messages). */
  excerpt: string;
  /** Who wrote the reported item; null for an anonymous reply. */
  authorId: string | null;
  authorName: string;
  reportedBy: string;
  reportedByName: string;
  date: Date;
  status: 'ouvert' | 'traite';
}

/** What a responsable did, as the journal records it. */
export type JournalAction =
  | 'encadreur-approuve'
  | 'encadreur-refuse'
  | 'membre-suspendu'
  | 'membre-retabli'
  | 'nom-corrige'
  | 'question-supprimee'
  | 'reponse-supprimee'
  | 'message-supprime'
  | 'signalement-classe';

export interface JournalEntry {
  id: string;
  action: JournalAction;
  /** The member or item acted on (a user id, a question id…). */
  targetId: string;
  /** The member acted on, or the author of the item (the screen words the rest). */
  targetName: string;
  /** A refusal's reason, a corrected name… ('' when nothing to add). */
  details: string;
  /** The responsable who acted, and their name. */
  by: string;
  byName: string;
  date: Date;
}

// ── The port ─────────────────────────────────────────────────────────────────────────────────

export interface AuthService {
  /**
   * Calls `onChange` with the signed-in user's profile, or null when signed out, once the
   * session is known and again at every change. A signed-in account without a stored profile
   * counts as signed out (the error is logged).
   */
  subscribe(onChange: (user: UserProfile | null) => void): Unsubscribe;
  /** Throws BackendError: auth/user-not-found, auth/wrong-password, auth/invalid-credential,
   *  auth/invalid-email, auth/profile-not-found, auth/too-many-requests, auth/network-request-failed… */
  signIn(email: string, password: string): Promise<UserProfile>;
  /**
   * Creates the account and its profile. The session stays signed out: the product sends a new
   * member to the login page. Throws auth/email-already-in-use, auth/weak-password, auth/invalid-email…
   */
  signUp(input: SignUpInput): Promise<UserProfile>;
  signOut(): Promise<void>;
  /** A token proving the current user's identity to our own server function; null when signed out. */
  getIdToken(): Promise<string | null>;
}

export interface UserService {
  /** The signed-in user's own profile (only a responsable reads another member's profile). */
  get(uid: string): Promise<UserProfile | null>;
  /**
   * An approved tutor publishes their phone number in the directory, or withdraws it.
   * Throws permission-denied for anyone else.
   */
  setPhonePublic(publish: boolean): Promise<void>;
}

export interface MessageService {
  /**
   * The messages received by `uid`, newest first, live, `pageSize` (default PAGE_SIZE) at a time:
   * however long the history, opening the inbox reads one page. Only `uid` themselves may.
   */
  subscribeInbox(
    uid: string,
    onChange: OnPage<Message>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /**
   * Sends as the signed-in user; sender name and role come from the sender's stored profile.
   * Throws account/suspended, rate/too-fast, rate/daily-limit (see RATE_LIMITS), not-found for a
   * recipient without an account.
   */
  send(message: NewMessage): Promise<void>;
  /**
   * The recipient deletes a message (already gone: nothing to do); anyone else gets
   * permission-denied. A responsable deletes one by resolving its report (governance.resolveReport).
   */
  remove(id: string): Promise<void>;
}

export interface QuestionService {
  /**
   * The questions of one forum, newest first, live, `pageSize` (default PAGE_SIZE) at a time: a
   * hosted backend bills each document read, so opening a forum and each « Voir plus » read one page.
   */
  subscribe(
    pageId: string,
    onChange: OnPage<Question>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /** One question, read once (null when it does not exist). */
  get(id: string): Promise<Question | null>;
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
   * rate/daily-limit; question/full once REPLIES_MAX replies are there.
   */
  reply(id: string, text: string): Promise<void>;
  /** Its author, a responsable, or an approved tutor on a pupil's question of the tutor–pupil forum. */
  remove(id: string): Promise<void>;
  /**
   * The author or a moderator of the forum takes an attachment out. Taking out the last
   * attachment of a question without text is refused (question/would-be-empty): delete the question.
   */
  removeAttachment(id: string, attachment: Attachment): Promise<void>;
  /** A reply's author or a responsable deletes it. */
  removeReply(questionId: string, replyId: string): Promise<void>;
}

/** The tutor accounts a responsable approved (and did not suspend): public, read by anyone. */
export interface DirectoryService {
  subscribe(onChange: (tutors: PublicTutor[]) => void, onError?: (error: BackendError) => void): Unsubscribe;
}

export interface ReportService {
  /** A signed-in member reports an item (never their own); only responsables read reports. */
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
  /** The tutor appears in the directory and gains a tutor's powers. */
  approveTutor(uid: string): Promise<void>;
  /** The tutor sees the reason on their dashboard (1 to REFUSAL_REASON_MAX_LENGTH characters). */
  refuseTutor(uid: string, reason: string): Promise<void>;
  /** A suspended member reads but neither posts nor writes; an approved tutor leaves the directory. */
  setSuspended(uid: string, suspended: boolean): Promise<void>;
  correctName(uid: string, name: { nom: string; prenom: string }): Promise<void>;
  /** The open reports, newest first, live, `pageSize` (default PAGE_SIZE) at a time. */
  subscribeReports(onChange: OnPage<Report>, onError?: (error: BackendError) => void, options?: { pageSize?: number }): LivePages;
  /**
   * Closes a report: 'supprimer' deletes the reported question, reply or message first (a
   * question's files are the caller's to delete before, with files.remove); 'classer' keeps it.
   */
  resolveReport(report: Report, decision: 'supprimer' | 'classer'): Promise<void>;
  /** The journal, newest first, live, `pageSize` (default PAGE_SIZE) at a time. */
  subscribeJournal(onChange: OnPage<JournalEntry>, onError?: (error: BackendError) => void, options?: { pageSize?: number }): LivePages;
}

/** Local mode only: a demonstration in one browser, where the association cannot run its command. */
export interface DemoService {
  /** « Devenir responsable (mode local) »: the signed-in member gains or loses the responsable role. */
  setResponsable(responsable: boolean): Promise<void>;
}

interface FileServiceBase {
  /**
   * Deletes a stored file; false (and a logged error) when that failed or was refused. Allowed
   * when the file is attached to question `questionId` and the caller may take attachments out of
   * it (its author, or a moderator of its forum), or when the caller uploaded it and it is attached
   * to nothing ('' for `questionId`: a draft's file).
   */
  remove(attachment: Attachment, questionId: string): Promise<boolean>;
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

export interface Backend {
  /** 'local' runs in this browser only; 'firebase' is the hosted production backend. */
  kind: 'local' | 'firebase';
  auth: AuthService;
  users: UserService;
  messages: MessageService;
  questions: QuestionService;
  files: FileService;
  directory: DirectoryService;
  reports: ReportService;
  governance: GovernanceService;
  /** Present in local mode only. */
  demo?: DemoService;
}

// ── Errors ───────────────────────────────────────────────────────────────────────────────────

/** The error codes the screens know how to explain. Adapters may also pass other codes through. */
export type KnownErrorCode =
  | 'auth/email-already-in-use'
  | 'auth/weak-password'
  | 'auth/invalid-email'
  | 'auth/user-not-found'
  | 'auth/wrong-password'
  | 'auth/invalid-credential'
  | 'auth/too-many-requests'
  | 'auth/network-request-failed'
  | 'auth/insecure-context'
  | 'auth/profile-not-found'
  | 'auth/requires-login'
  | 'profile/reserved-name'
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  | 'unavailable'
  | 'deadline-exceeded'
  // A daily quota of the hosted backend reached (Firestore's free plan): nothing the user did.
  | 'resource-exhausted'
  | 'config/refused'
  | 'file/too-large'
  | 'file/not-pdf'
  | 'account/suspended'
  | 'rate/too-fast'
  | 'rate/daily-limit'
  | 'question/full'
  | 'question/would-be-empty'
  | 'unknown';

export type ErrorCode = KnownErrorCode | (string & {});

/** Every adapter failure reaches the screens as a BackendError carrying a code. */
export class BackendError extends Error {
  readonly code: ErrorCode;
  /** For rate/too-fast and rate/daily-limit: how long to wait before posting again. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message ?? code, options);
    this.name = 'BackendError';
    this.code = code;
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The code of any thrown value: a BackendError's, a Firebase error's, or 'unknown'. */
export function errorCode(error: unknown): ErrorCode {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'unknown';
}
