import Dexie, { type Table } from 'dexie';
import { conversationId } from '@/domain/conversations';
import type { StoredProfile } from '@/domain/entities';
import { withFollowed } from '@/domain/following';
import { messagePreview } from '@/domain/message-preview';
import { publicPostFields } from '@/domain/minors';
import { readQuestion } from '@/domain/question-records';
import { followersOf, upgradedQuestionFields } from '@/domain/question-upgrade';
import type {
  AccountRecord,
  ConversationRecord,
  EmailCodeRecord,
  FileRecord,
  LastMessageFields,
  FamilyRecord,
  JournalRecord,
  LimitRecord,
  LinkCodeRecord,
  LinkRecord,
  MailRecord,
  MessageRecord,
  ParticipationRecord,
  QuestionRecord,
  ReadingRecord,
  ReportRecord,
  ResetCodeRecord,
  ResponsableRecord,
  SeanceRecord,
  SubscriptionRecord,
  UnreadRecord,
} from './db-records';
import { announceDatabaseReady, DATABASE_NAME } from './presence';

export type * from './db-records';

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
  codes!: Table<LinkCodeRecord, string>;
  liens!: Table<LinkRecord, string>;
  familles!: Table<FamilyRecord, string>;
  abonnements!: Table<SubscriptionRecord, string>;

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
          .modify((question: QuestionRecord) => {
            const read = readQuestion(question.id, { ...question });
            // Its followers, as issue 25 kept them on the question: version 9 moves them.
            Object.assign(question, upgradedQuestionFields(read), { suivi: followersOf(read, question.suivi) });
          });
      });
    // The programme of séances (issue 26): the séances, and who comes to each.
    this.version(8).stores({ seances: 'id, debut', participations: '[seanceId+uid], uid, seanceId' });
    // Who follows a question is theirs alone (issue 32): each follower's reading marks get it
    // (the FOLLOWED_MAX latest by the question's last activity), the question keeps no list.
    this.version(9)
      .stores({ questions: 'id, [pageId+date]' })
      .upgrade(async (tx) => {
        const followed = new Map<string, Record<string, Date>>();
        await tx
          .table('questions')
          .toCollection()
          .modify((question: QuestionRecord) => {
            const read = readQuestion(question.id, { ...question });
            for (const uid of followersOf(read, question.suivi)) {
              followed.set(uid, withFollowed(followed.get(uid) ?? {}, question.id, true, read.activite));
            }
            delete question.suivi;
          });
        const lectures = tx.table('lectures');
        for (const [uid, suivies] of followed) {
          const stored = (await lectures.get(uid)) as ReadingRecord | undefined;
          await lectures.put({ uid, vues: {}, matieres: null, matieresVuesLe: null, ...stored, suivies });
        }
      });
    // Parents and their children (issue 33): link codes, links, each child's parents.
    this.version(12).stores({ codes: 'code, uid', liens: 'id, parentId, childId', familles: 'childId' });
    // Minors are not public (issue 33): the questions and replies of pupils stored before name them
    // as anyone may read them, « Awa N. » without class (domain/minors.ts); members read the full
    // names from the profiles.
    this.version(13)
      .stores({})
      .upgrade(async (tx) => {
        const pupils: Record<string, { prenom: string; nom: string }> = {};
        await tx
          .table('users')
          .where('role')
          .equals('eleve')
          .each((pupil: StoredProfile) => {
            pupils[pupil.id] = pupil;
          });
        await tx
          .table('questions')
          .toCollection()
          .modify((question: QuestionRecord) => {
            const fields = publicPostFields(question, pupils);
            if (fields) Object.assign(question, fields);
          });
      });
    // Notifications in this browser (issue 35): the members who turned them on here.
    this.version(14).stores({ abonnements: 'uid' });
  }
}
