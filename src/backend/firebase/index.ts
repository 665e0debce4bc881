import { forgettingDevice } from '@/backend/sign-out';
import type { Backend } from '@/backend/types';
import { familyUseCases } from '@/backend/use-cases/families';
import { followingUseCases } from '@/backend/use-cases/following';
import { governanceUseCases } from '@/backend/use-cases/governance';
import { messageUseCases } from '@/backend/use-cases/messages';
import { questionUseCases } from '@/backend/use-cases/questions';
import { reportUseCases } from '@/backend/use-cases/reports';
import { seanceUseCases } from '@/backend/use-cases/seances';
import type { AppConfig } from '@/config';
import { createFirebaseAccountDeletion } from './account-deletion';
import { createFirebaseActing } from './acting';
import { createAuth, createFirebaseApp, createFirestore, rememberFor, type SessionPersistence } from './app';
import { createFirebaseAuth } from './auth';
import { createRestDirectory } from './directory-rest';
import { createFirebaseFamilyStore } from './families';
import { createFileRecorder } from './file-records';
import { createCloudinaryFiles } from './files';
import { createFirebaseFollowingStore } from './following';
import { createFirebaseGovernanceStore } from './governance';
import { createFirebaseExport } from './member-data';
import { createFirebaseMessageStore } from './messages';
import { createFirebaseDeviceNotifications, createFirebaseNotifier } from './notifications';
import { createFirebaseQuestionStore } from './questions';
import { checkingRefusals, createRefusalCheck } from './refusal-check';
import { createFirebaseReportStore } from './reports';
import { createFirebaseSeanceStore } from './seances';
import { createFirebaseUsers, createFirestoreProfiles } from './users';

export interface FirebaseBackendOptions {
  /** Name of the Firebase app; tests give each backend its own. */
  appName?: string;
  /** 'browser' by default in a browser, 'memory' elsewhere. */
  persistence?: SessionPersistence;
}

/** The hosted backend: Firebase Auth + Firestore, files on Cloudinary. */
export function createFirebaseBackend(
  config: Extract<AppConfig, { backend: 'firebase' }>,
  options: FirebaseBackendOptions = {},
): Backend {
  const app = createFirebaseApp(config.firebase, options.appName);
  const auth = createAuth(app, config.firebase, options.persistence);
  const db = createFirestore(app, config.firebase);
  const profiles = createFirestoreProfiles(db);
  const now = () => new Date();
  const acting = createFirebaseActing(auth, profiles);
  // The reset page's « continuer » leads back to our login page (an authorised domain: docs/deploiement.md, step 13).
  const resetContinueUrl = typeof window === 'undefined' ? undefined : `${window.location.origin}/Login`;
  // The files' token is asked at call time, once authService exists.
  const files = createCloudinaryFiles(config, () => authService.getIdToken(), createFileRecorder(db, auth));
  const deletion = createFirebaseAccountDeletion(db, auth, (attachment, questionId) =>
    files.remove(attachment, questionId),
  );
  const authService = createFirebaseAuth(auth, profiles, {
    ...(resetContinueUrl ? { resetContinueUrl } : {}),
    resumeDeletion: (user) => deletion.resume(user),
    remember: rememberFor(auth, options.persistence),
  });
  const followingStore = createFirebaseFollowingStore(db);
  const messageStore = createFirebaseMessageStore(db, auth);
  const notifier = createFirebaseNotifier(auth, config.push);
  const notifications = createFirebaseDeviceNotifications(db, auth, config.push);
  const backend: Backend = {
    kind: 'firebase',
    auth: forgettingDevice(authService, notifications, () => auth.currentUser?.uid ?? null),
    users: {
      ...createFirebaseUsers(db, auth, profiles),
      exportData: createFirebaseExport(db, auth, profiles),
      deleteAccount: (currentPassword) => deletion.deleteAccount(currentPassword),
    },
    messages: messageUseCases(messageStore, acting, () => auth.currentUser?.uid ?? null, notifier),
    questions: questionUseCases(createFirebaseQuestionStore(db, auth), acting, followingStore, notifier),
    following: followingUseCases(followingStore, acting),
    seances: seanceUseCases(createFirebaseSeanceStore(db, now), acting, now, notifier),
    files,
    // Read over REST, like the public pages do without the SDK: one implementation.
    directory: createRestDirectory(config.firebase),
    reports: reportUseCases(createFirebaseReportStore(db, auth), acting),
    governance: governanceUseCases(createFirebaseGovernanceStore(db, profiles), acting),
    families: familyUseCases(createFirebaseFamilyStore(db), acting, messageStore.subscribeThread),
    notifications,
  };
  // A responsable removed since meets a refusal, and their session follows (issue 32).
  return checkingRefusals(backend, createRefusalCheck(auth));
}
