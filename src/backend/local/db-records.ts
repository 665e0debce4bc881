import type { LocalEmail } from '@/backend/local-mode';
import type { Attachment, JournalEntry, Reply, Report, Role } from '@/domain/entities';
import type { FamilySide } from '@/domain/families';
import type { MinorParties } from '@/domain/minor-conversations';
import type { NotificationSettings } from '@/domain/notifications';
import type { Photo } from '@/domain/photos';
import type { QuestionMarks } from '@/domain/question-marks';
import type { SeanceFields } from '@/domain/seance-rules';
import type { Attendance } from '@/domain/seances';

/*
 * What each table of the local database (db.ts) stores, record by record: the shapes the stores
 * read and write. The schema and its versions are db.ts's.
 */

/** Credentials of a local account. The password is never stored, only its PBKDF2 hash. */
export interface AccountRecord {
  uid: string;
  /** Lower-cased, unique. */
  email: string;
  salt: string;
  hash: string;
  iterations: number;
  createdAt: Date;
}

export interface MessageRecord {
  id: string;
  from: string;
  to: string;
  text: string;
  date: Date;
  senderName: string;
  senderRole: Role;
  /** « Encadreur validé » when it was written (docs/decisions/0019); absent from older records. */
  senderValide?: boolean;
  /** « Responsable » (issue 32); absent from older records. */
  senderResponsable?: boolean;
  /** conversationId(from, to). */
  conversation: string;
  /** Opened by the recipient. */
  lu: boolean;
}

/** A conversation as stored, the Firestore document's twin (firestore.rules « Conversations »). */
export interface ConversationRecord {
  id: string;
  membres: [string, string];
  noms: Record<string, string>;
  /** The last message's date, id, sender and first words (domain/message-preview.ts). */
  date: Date;
  dernierId: string;
  dernierDe: string;
  apercu: string;
  nonLus: Record<string, number>;
  /** How many messages it holds: it goes with its last one (docs/decisions/0024). */
  nbMessages: number;
  /** The pupil and the adult of a conversation between them, from its start (issue 33); absent before. */
  eleve?: string | null;
  adulte?: MinorParties['adulte'] | null;
}

/** What a conversation keeps of its last message, and its count (schema version 6). */
export type LastMessageFields = Pick<ConversationRecord, 'dernierId' | 'dernierDe' | 'apercu' | 'nbMessages'>;

/** A member's unread total, the twin of nonLus/{uid}. */
export interface UnreadRecord {
  uid: string;
  total: number;
}

/** A reply as stored: `photos` only when it has some (issue 36). */
export type StoredReply = Omit<Reply, 'photos'> & { photos?: Photo[] };

/** A question as stored; its marks (question-marks.ts) are absent from records older than them. */
export interface QuestionRecord extends Partial<QuestionMarks> {
  id: string;
  question: string;
  /** null once its author deleted their account (« Compte supprimé », docs/decisions/0014). */
  userId: string | null;
  userName: string;
  role: Role;
  classe: string | null;
  matiere: string | null;
  /** « Encadreur validé » when it was asked (docs/decisions/0019); absent from older records. */
  encadreurValide?: boolean;
  /** « Responsable » when it was asked (issue 32); absent from older records. */
  responsable?: boolean;
  date: Date;
  pageId: string;
  attachments: Attachment[];
  /** Its photos (issue 36); absent from records older than them. */
  photos?: Photo[];
  /** Replies as stored: a reply keeps `photos` only when it has some. */
  replies: StoredReply[];
  /** Who followed it, on records older than version 9, which moves it to each member's reading marks (issue 32). */
  suivi?: string[];
  nbReponses?: number;
  activite?: Date;
  /** The words it is found by (domain/search-words.ts). */
  mots?: string[];
}

/** A séance of the programme (domain/seances.ts), as stored. */
export interface SeanceRecord extends SeanceFields {
  id: string;
  serie: string | null;
  annulee: boolean;
  motif: string;
  participants: number;
  encadreursPresents: number;
  changeeLe: Date | null;
}

/** A member's « Je participe » / « Je serai là ». */
export interface ParticipationRecord {
  seanceId: string;
  uid: string;
  nom: string;
  role: Role;
  presence: Attendance;
  debut: Date;
  vuLe: Date;
}

/** A member's reading marks (domain/following.ts), as only they write them. */
export interface ReadingRecord {
  uid: string;
  /** The questions they follow (domain/following.ts); absent from records older than version 9. */
  suivies?: Record<string, Date>;
  vues: Record<string, Date>;
  matieres: string[] | null;
  matieresVuesLe: Date | null;
}

export interface FileRecord {
  id: string;
  fileName: string;
  /** Who uploaded it: only they attach it. */
  ownerId: string;
  /** The one question it is attached to; null while it is a draft's (photos stay null: issue 36). */
  questionId: string | null;
  blob: Blob;
  /** A photo's thumbnail (THUMB_WIDTH wide), kept beside it; absent for a PDF. */
  thumb?: Blob;
  createdAt: Date;
}

/** A member the local demonstration made responsable (« Devenir responsable (mode local) »). */
export interface ResponsableRecord {
  uid: string;
  since: Date;
}

/** One poster's rate counters (domain/rate-limit.ts): a member's uid, or « visiteur:… ». */
export interface LimitRecord {
  actor: string;
  last: Date;
  window: Date;
  inWindow: number;
  day: Date;
  inDay: number;
}

/** A report as stored: the entity, and how a responsable closed it. */
export interface ReportRecord extends Report {
  decision?: 'supprime' | 'classe';
  handledBy?: string;
  handledAt?: Date;
}

/** A journal line as stored: exactly the entity. */
export type JournalRecord = JournalEntry;

/** A « Mot de passe oublié ? » code: random, single use (deleted once used), valid one hour. */
export interface ResetCodeRecord {
  code: string;
  uid: string;
  expiresAt: Date;
}

/**
 * A code of a confirmation link (issue 15): random, single use, valid three days. It confirms
 * `email` for the account `uid`: its current address (verifyEmail) or a new one (verifyAndChangeEmail).
 */
export interface EmailCodeRecord {
  code: string;
  uid: string;
  mode: 'verifyEmail' | 'verifyAndChangeEmail';
  email: string;
  expiresAt: Date;
}

/** An e-mail the site would have sent, shown by the local mailbox (/BoiteLocale). */
export type MailRecord = LocalEmail;

/** A member's link code (issue 33), with who they are as the asker will see them. */
export interface LinkCodeRecord {
  code: string;
  uid: string;
  name: string;
  side: FamilySide;
}

/** A link of a parent and a child, asked by one side, confirmed by the other (domain/families.ts). */
export interface LinkRecord {
  id: string;
  parentId: string;
  parentName: string;
  childId: string;
  childName: string;
  requestedBy: FamilySide;
  confirmed: boolean;
  date: Date;
  confirmedAt: Date | null;
  /** The code the asker typed. */
  code: string;
}

/** The parents a child is linked to (at most PARENTS_MAX). */
export interface FamilyRecord {
  childId: string;
  parents: string[];
}

/** This browser notifies a member (issue 35): the kinds they switched off here. */
export interface SubscriptionRecord {
  uid: string;
  reglages: NotificationSettings;
  creeLe: Date;
}
