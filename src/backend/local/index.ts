import type { Backend } from '@/backend/types';
import { createLocalAuth } from './auth';
import { LocalDatabase } from './db';
import { createLocalFiles } from './files';
import { createLocalMessages } from './messages';
import { createLocalQuestions } from './questions';
import { LocalSession, type KeyValueStorage } from './session';
import { createLocalUsers } from './users';

export interface LocalBackendOptions {
  /** IndexedDB database name; tests give each backend its own. */
  databaseName?: string;
  /** Where this tab remembers who is signed in (sessionStorage by default). */
  storage?: KeyValueStorage;
  /** PBKDF2 iterations for new passwords; tests lower it to stay fast. */
  iterations?: number;
}

/** The built-in backend: everything stays in this browser's IndexedDB. */
export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const db = new LocalDatabase(options.databaseName);
  const session = new LocalSession(db, options.storage ?? sessionStorage);
  return {
    kind: 'local',
    auth: createLocalAuth(db, session, options.iterations),
    users: createLocalUsers(db, session),
    messages: createLocalMessages(db, session),
    questions: createLocalQuestions(db, session),
    files: createLocalFiles(db, session),
  };
}
