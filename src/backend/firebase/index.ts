import type { AppConfig } from '@/config';
import type { Backend } from '@/backend/types';
import { createAuth, createFirebaseApp, createFirestore, type SessionPersistence } from './app';
import { createFirebaseAuth } from './auth';
import { createCloudinaryFiles } from './files';
import { createFirebaseMessages } from './messages';
import { createFirebaseQuestions } from './questions';
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
  const authService = createFirebaseAuth(auth, profiles);
  return {
    kind: 'firebase',
    auth: authService,
    users: createFirebaseUsers(auth, profiles),
    messages: createFirebaseMessages(db, auth, profiles),
    questions: createFirebaseQuestions(db, auth, profiles),
    files: createCloudinaryFiles(config, () => authService.getIdToken()),
  };
}
