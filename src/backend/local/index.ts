import { forgettingDevice } from '@/backend/sign-out';
import type { Backend } from '@/backend/types';
import { familyUseCases } from '@/backend/use-cases/families';
import { followingUseCases } from '@/backend/use-cases/following';
import { governanceUseCases } from '@/backend/use-cases/governance';
import { messageUseCases } from '@/backend/use-cases/messages';
import { questionUseCases } from '@/backend/use-cases/questions';
import { reportUseCases } from '@/backend/use-cases/reports';
import { seanceUseCases } from '@/backend/use-cases/seances';
import { createLocalAccountDeletion } from './account-deletion';
import { createLocalActing } from './acting';
import { createLocalAuth } from './auth';
import { LocalDatabase } from './db';
import { createLocalDemo } from './demo';
import { createLocalDirectory } from './directory';
import { createLocalFamilyStore } from './families';
import { createLocalFiles } from './files';
import { createLocalFollowingStore } from './following';
import { createLocalGovernanceStore } from './governance';
import { createLocalMailbox } from './mailbox';
import { createLocalMessageStore } from './messages';
import { createLocalDeviceNotifications, createLocalNotifier } from './notifications';
import { createLocalQuestionStore } from './questions';
import { createLocalReportStore } from './reports';
import { createLocalSeanceStore } from './seances';
import { LocalSession, type KeyValueStorage } from './session';
import { createLocalUsers } from './users';

export interface LocalBackendOptions {
  databaseName?: string;
  /** Where this tab remembers who is signed in (sessionStorage by default). */
  storage?: KeyValueStorage;
  /** Where this browser keeps its signed-out visitor's id and a member who stays signed in (localStorage by default). */
  visitorStorage?: KeyValueStorage;
  iterations?: number;
  /** The clock of dates and rate limits (tests move it forward). */
  now?: () => Date;
}

/** The built-in backend: everything stays in this browser's IndexedDB. */
export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const db = new LocalDatabase(options.databaseName);
  const session = new LocalSession(db, options.storage ?? sessionStorage, options.visitorStorage ?? localStorage);
  const now = options.now ?? (() => new Date());
  const acting = createLocalActing(session);
  const followingStore = createLocalFollowingStore(db, session, now);
  const messageStore = createLocalMessageStore(db, now);
  const notifier = createLocalNotifier(db, now);
  const notifications = createLocalDeviceNotifications(db, now);
  const auth = createLocalAuth(db, session, options.iterations, now);
  return {
    kind: 'local',
    auth: forgettingDevice(auth, notifications, () => session.currentUid),
    users: { ...createLocalUsers(db, session, now), deleteAccount: createLocalAccountDeletion(db, session, now) },
    messages: messageUseCases(messageStore, acting, () => session.currentUid, notifier),
    questions: questionUseCases(createLocalQuestionStore(db, session, now), acting, followingStore, notifier),
    following: followingUseCases(followingStore, acting),
    seances: seanceUseCases(createLocalSeanceStore(db, session, now), acting, now, notifier),
    files: createLocalFiles(db, session),
    directory: createLocalDirectory(db),
    reports: reportUseCases(createLocalReportStore(db, now), acting),
    governance: governanceUseCases(createLocalGovernanceStore(db, session, now), acting, now),
    notifications,
    families: familyUseCases(createLocalFamilyStore(db, session, now), acting, messageStore.subscribeThread),
    demo: createLocalDemo(db, session),
    mailbox: createLocalMailbox(db),
  };
}
