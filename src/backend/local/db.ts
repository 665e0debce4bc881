import Dexie, { type Table } from 'dexie';
import type { LocalEmail } from '@/backend/local-mode';
import { conversationId } from '@/domain/conversations';
import type { Attachment, JournalEntry, Reply, Report, Role, StoredProfile } from '@/domain/entities';
import { messagePreview } from '@/domain/message-preview';
import type { QuestionMarks } from '@/domain/question-marks';
import { readQuestion } from '@/domain/question-records';
import { upgradedQuestionFields } from '@/domain/question-upgrade';
import type { SeanceFields } from '@/domain/seance-records';
import type { Attendance } from '@/domain/seances';
import { announceDatabaseReady, DATABASE_NAME } from './presence';

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
}

/** What a conversation keeps of its last message, and its count (schema version 6). */
type LastMessageFields = Pick<ConversationRecord, 'dernierId' | 'dernierDe' | 'apercu' | 'nbMessages'>;

/** A member's unread total, the twin of nonLus/{uid}. */
export interface UnreadRecord {
  uid: string;
  total: number;
}

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
  date: Date;
  pageId: string;
  attachments: Attachment[];
  replies: Reply[];
  /** Who follows it (domain/following.ts); absent from records older than following (version 6 fills it). */
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
  vues: Record<string, Date>;
  matieres: string[] | null;
  matieresVuesLe: Date | null;
}

export interface FileRecord {
  id: string;
  fileName: string;
  /** Who uploaded it: only they attach it. */
  ownerId: string;
  /** The one question it is attached to; null while it is a draft's. */
  questionId: string | null;
  blob: Blob;
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

/** The whole local backend in one IndexedDB database, shared by every tab of this browser. */
export class LocalDatabase extends Dexie {
  accounts!: Table<AccountRecord, string>;
  users!: Table<StoredProfile, string>;
  messages!: Table<MessageRecord, string>;
  questions!: Table<QuestionRecord, string>;
  files!: Table<FileRecord, string>;
  responsables!: Table<ResponsableRecord, string>;
  limits!: Table<LimitRecord, string>;
  reports!: Table<ReportRecord, string>;
  journal!: Table<JournalRecord, string>;
  resetCodes!: Table<ResetCodeRecord, string>;
  mailbox!: Table<MailRecord, string>;
  conversations!: Table<ConversationRecord, string>;
  unread!: Table<UnreadRecord, string>;
  emailCodes!: Table<EmailCodeRecord, string>;
  lectures!: Table<ReadingRecord, string>;
  seances!: Table<SeanceRecord, string>;
  participations!: Table<ParticipationRecord, [string, string]>;

  constructor(name = DATABASE_NAME) {
    super(name);
    // The public readers of a tab that found no database wait for one (public.ts).
    this.on('ready', () => announceDatabaseReady(name));
    this.version(1).stores({
      accounts: 'uid, &email',
      users: 'id',
      messages: 'id, [to+date]',
      questions: 'id, [pageId+date]',
      files: 'id',
    });
    // Governance: tutors vetted, members suspended, reports, the journal, rate limits.
    this.version(2)
      .stores({
        users: 'id, role',
        responsables: 'uid',
        limits: 'actor',
        reports: 'id, [status+date]',
        journal: 'id, date',
      })
      .upgrade(async (tx) => {
        await tx
          .table('users')
          .toCollection()
          .modify((profile: Record<string, unknown>) => {
            profile.suspendu ??= false;
            if (profile.role === 'encadreur') {
              profile.statut ??= 'en-attente';
              profile.motifRefus ??= '';
              profile.telephonePublic ??= false;
            }
          });
        await tx
          .table('files')
          .toCollection()
          .modify((file: Record<string, unknown>) => {
            file.questionId ??= null;
          });
      });
    // « Mot de passe oublié ? » and the local mailbox that carries its link (issue 15).
    this.version(3).stores({ resetCodes: 'code', mailbox: 'id, date' });
    // Confirming an address, at sign-up or to change it (issue 15); profiles stored before are unconfirmed.
    this.version(4)
      .stores({ emailCodes: 'code' })
      .upgrade(async (tx) => {
        await tx
          .table('users')
          .toCollection()
          .modify((profile: Record<string, unknown>) => {
            profile.emailVerifie ??= false;
          });
      });
    // Private messages as conversations, with unread counts (issue 15). Messages written before
    // were all shown already: they count as read, gathered into their conversations.
    this.version(5)
      .stores({ messages: 'id, [to+date], [conversation+date]', conversations: 'id, *membres', unread: 'uid' })
      .upgrade(async (tx) => {
        const conversations = new Map<string, Omit<ConversationRecord, keyof LastMessageFields>>();
        await tx
          .table('messages')
          .toCollection()
          .modify((message: MessageRecord) => {
            const id = conversationId(message.from, message.to);
            if (!id) return;
            message.conversation = id;
            message.lu = true;
            const known = conversations.get(id);
            const conversation = known ?? {
              id,
              membres: id.split('_') as [string, string],
              noms: {},
              date: message.date,
              nonLus: { [message.from]: 0, [message.to]: 0 },
            };
            conversation.noms[message.from] = message.senderName;
            if (message.date > conversation.date) conversation.date = message.date;
            conversations.set(id, conversation);
          });
        await tx.table('conversations').bulkPut([...conversations.values()]);
      });
    // Conversation previews (docs/decisions/0024): each conversation gets its last message's first
    // words and its count from the messages it holds; one left without any leaves the list.
    this.version(6)
      .stores({})
      .upgrade(async (tx) => {
        const last = new Map<string, { message: MessageRecord; count: number }>();
        await tx
          .table('messages')
          .toCollection()
          .each((message: MessageRecord) => {
            const known = last.get(message.conversation);
            const newer = !known || message.date > known.message.date;
            last.set(message.conversation, {
              message: newer ? message : known.message,
              count: (known?.count ?? 0) + 1,
            });
          });
        const conversations = tx.table('conversations');
        for (const conversation of (await conversations.toArray()) as ConversationRecord[]) {
          const held = last.get(conversation.id);
          if (!held) {
            await conversations.delete(conversation.id);
            continue;
          }
          const { message, count } = held;
          await conversations.put({
            ...conversation,
            date: message.date,
            dernierId: message.id,
            dernierDe: message.from,
            apercu: messagePreview(message.text),
            nbMessages: count,
          });
        }
      });
    // Following the forums, searching them (issue 25): the fields a question keeps from now on,
    // filled in for those asked before, and each member's reading marks.
    this.version(7)
      .stores({ questions: 'id, [pageId+date], *suivi', lectures: 'uid' })
      .upgrade(async (tx) => {
        await tx
          .table('questions')
          .toCollection()
          .modify((question: QuestionRecord) =>
            Object.assign(question, upgradedQuestionFields(readQuestion(question.id, { ...question }))),
          );
      });
    // The programme of séances (issue 26): the séances, and who comes to each.
    this.version(8).stores({ seances: 'id, debut', participations: '[seanceId+uid], uid, seanceId' });
  }
}
