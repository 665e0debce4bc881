import Dexie, { type Table } from 'dexie';
import type { Attachment, Reply, Role, UserProfile } from '@/backend/types';

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
}

export interface QuestionRecord {
  id: string;
  question: string;
  userId: string;
  userName: string;
  role: Role;
  classe: string | null;
  matiere: string | null;
  date: Date;
  pageId: string;
  attachments: Attachment[];
  replies: Reply[];
}

export interface FileRecord {
  id: string;
  fileName: string;
  /** Who uploaded it. */
  ownerId: string;
  blob: Blob;
  createdAt: Date;
}

/** The whole local backend in one IndexedDB database, shared by every tab of this browser. */
export class LocalDatabase extends Dexie {
  accounts!: Table<AccountRecord, string>;
  users!: Table<UserProfile, string>;
  messages!: Table<MessageRecord, string>;
  questions!: Table<QuestionRecord, string>;
  files!: Table<FileRecord, string>;

  constructor(name = 'commission-etudes') {
    super(name);
    this.version(1).stores({
      accounts: 'uid, &email',
      users: 'id',
      messages: 'id, [to+date]',
      questions: 'id, [pageId+date]',
      files: 'id',
    });
  }
}
