import type { Auth } from 'firebase/auth';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { fileRecordId } from '@/domain/files';
import { BackendError } from '@/domain/errors';
import { guarded } from './errors';
import type { Upload } from './files';

/** One record per uploaded PDF (docs/decisions/0010): who uploaded it, and the one question it joins. */
export const FILES = 'fichiers';

/** Records an upload as the signed-in member's, so that only they can attach it (firestore.rules, fichiers). */
export function createFileRecorder(db: Firestore, auth: Auth): (upload: Upload) => Promise<void> {
  return async ({ attachment, version }) => {
    const owner = auth.currentUser?.uid;
    if (!owner || auth.currentUser?.isAnonymous) throw new BackendError('auth/requires-login');
    await guarded(() =>
      setDoc(doc(db, FILES, fileRecordId(attachment.publicId)), {
        owner,
        publicId: attachment.publicId,
        url: attachment.url,
        version,
        fileName: attachment.fileName,
        questionId: null,
        date: serverTimestamp(),
      }),
    );
  };
}
