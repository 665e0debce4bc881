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

// ── Users (collection `utilisateurs`, keyed by the auth user id) ──────────────────────────────

interface ProfileBase {
  /** The authentication user id. */
  id: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  /** Neighbourhood. Early student records spelt it `quatier`; adapters read both. */
  quartier: string;
}

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
  /** The subject taught. */
  matiere: string;
}

export interface ParentProfile extends ProfileBase {
  role: 'parent';
  profession: string;
}

export type UserProfile = EleveProfile | EncadreurProfile | ParentProfile;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a new account stores besides its credentials: the profile without id and e-mail. */
export type ProfileFields = DistributiveOmit<UserProfile, 'id' | 'email'>;

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
  /** The signed-in user's own profile (nobody reads another member's profile). */
  get(uid: string): Promise<UserProfile | null>;
}

export interface MessageService {
  /** Live list of the messages received by `uid`, newest first. */
  subscribeInbox(
    uid: string,
    onChange: (messages: Message[]) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /** Sends as the signed-in user; sender name and role come from the sender's stored profile. */
  send(message: NewMessage): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface QuestionService {
  /**
   * Live list of the questions of one forum, newest first; the `limit` newest only when given (a
   * forum page shows a few at a time, and a hosted backend bills each document read).
   */
  subscribe(
    pageId: string,
    onChange: (questions: Question[]) => void,
    onError?: (error: BackendError) => void,
    options?: { limit?: number },
  ): Unsubscribe;
  /** Asks as the signed-in user (name, role, class and subject from the stored profile). */
  ask(question: NewQuestion): Promise<void>;
  edit(id: string, text: string): Promise<void>;
  /** Appends one reply atomically; a signed-out visitor replies as 'Utilisateur Anonyme'. */
  reply(id: string, text: string): Promise<void>;
  remove(id: string): Promise<void>;
  removeAttachment(id: string, attachment: Attachment): Promise<void>;
}

interface FileServiceBase {
  /** Deletes a stored file; false (and a logged error) when that failed. */
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
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'config/refused'
  | 'file/too-large'
  | 'file/not-pdf'
  | 'unknown';

export type ErrorCode = KnownErrorCode | (string & {});

/** Every adapter failure reaches the screens as a BackendError carrying a code. */
export class BackendError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? code, options);
    this.name = 'BackendError';
    this.code = code;
  }
}

/** The code of any thrown value: a BackendError's, a Firebase error's, or 'unknown'. */
export function errorCode(error: unknown): ErrorCode {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'unknown';
}
