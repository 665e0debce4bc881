import type { Auth } from 'firebase/auth';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { BackendError } from '@/domain/errors';
import { fileRecordId } from '@/domain/files';
import { guarded } from './errors';
import type { UploadRecorder } from './files';
import { countPost } from './posting';

/**
 * One record per uploaded PDF (docs/decisions/0010, 0018): who uploaded it, and the one question it
 * joins. It binds a file to one question once, and lists a member's files for their data and the
 * deletion of their account. It is not what makes a file theirs: its public id is (`forum/<uid>/…`,
 * which the rules require of the record too).
 */
export const FILES = 'fichiers';

/**
 * Records each upload as the signed-in member's, so that only they can attach it (firestore.rules,
 * fichiers), in one batch with their rate record: uploads are counted like posts.
 */
export function createFileRecorder(db: Firestore, auth: Auth): UploadRecorder {
  function uploader(): string {
    const user = auth.currentUser;
    if (!user || user.isAnonymous) throw new BackendError('auth/requires-login');
    return user.uid;
  }

  return {
    async prepare() {
      const uid = uploader();
      // The rate limit's answer now (with how long to wait), not after the file is sent; the
      // count itself is written with the record (`record`), as the rules want it.
      await countPost(db, auth, 'membre', `${FILES}/…`);
      return uid;
    },

    async record({ attachment, version }) {
      const owner = uploader();
      const id = fileRecordId(attachment.publicId);
      const counted = await countPost(db, auth, 'membre', `${FILES}/${id}`);
      const batch = writeBatch(db);
      counted(batch);
      batch.set(doc(db, FILES, id), {
        owner,
        publicId: attachment.publicId,
        url: attachment.url,
        version,
        fileName: attachment.fileName,
        questionId: null,
        date: serverTimestamp(),
      });
      await guarded(() => batch.commit());
    },
  };
}
