import type { Auth } from 'firebase/auth';
import {
  arrayRemove,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { GovernanceService } from '@/backend/types';
import type { StoredProfile, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { checkGovernanceAct, governanceChange, type GovernanceAct } from '@/domain/governance';
import { legacyReplyId, readReport } from '@/domain/records';
import { searchKey } from '@/domain/search-key';
import { fullName } from '@/domain/text';
import { guarded } from './errors';
import { createFirebaseGovernanceLists } from './governance-lists';
import { recordIn } from './journal';
import { MESSAGES } from './messages';
import type { ProfileStore } from './profile-store';
import { QUESTIONS } from './questions';
import { queuedWrite } from './queued';
import { REPORTS } from './reports';
import { requireProfile, stepDirectory, USERS } from './users';

/**
 * What responsables do, as batches the rules accept: the profile change, the directory card kept
 * in step with it, and the journal entry, written together or not at all.
 */
export function createFirebaseGovernance(db: Firestore, auth: Auth, profiles: ProfileStore): GovernanceService {
  async function responsable(): Promise<UserProfile> {
    const viewer = await requireProfile(auth, profiles);
    if (!viewer.responsable) throw new BackendError('permission-denied');
    return viewer;
  }

  async function member(uid: string): Promise<StoredProfile> {
    const profile = await profiles.read(uid);
    if (!profile) throw new BackendError('not-found');
    const { responsable: _token, ...stored } = profile;
    return stored;
  }

  /** Changes a member's profile as a responsable (domain/governance.ts), and says so in the journal. */
  async function govern(uid: string, act: GovernanceAct): Promise<void> {
    checkGovernanceAct(act);
    const by = await responsable();
    const before = await member(uid);
    const { changes, action, details } = governanceChange(act, before);
    const batch = writeBatch(db);
    // Every act writes the search key again: a rename changes it, and a profile older than the key
    // (docs/decisions/0012) gains it the first time a responsable acts on it.
    const after = { ...before, ...changes } as StoredProfile;
    batch.update(doc(db, USERS, uid), { ...changes, cle: searchKey(after) });
    stepDirectory(db, batch, after);
    recordIn(db, batch, by, action, { id: uid, name: fullName(before) }, details);
    await queuedWrite(() => batch.commit(), `${action} ${uid}`);
  }

  /** Deletes a reported reply: the stored item exactly as it is (arrayRemove compares whole values). */
  async function removeReplyIn(batch: WriteBatch, questionId: string, replyId: string): Promise<void> {
    const snapshot = await guarded(() => getDoc(doc(db, QUESTIONS, questionId)));
    if (!snapshot.exists()) return;
    const replies: unknown[] = Array.isArray(snapshot.data().replies) ? snapshot.data().replies : [];
    const item = replies.find((reply, at) => {
      const id = reply && typeof reply === 'object' ? (reply as { id?: unknown }).id : undefined;
      return (typeof id === 'string' && id !== '' ? id : legacyReplyId(at)) === replyId;
    });
    if (item !== undefined) batch.update(doc(db, QUESTIONS, questionId), { replies: arrayRemove(item) });
  }

  return {
    ...createFirebaseGovernanceLists(db),

    approveTutor: (uid) => govern(uid, { kind: 'approve' }),
    refuseTutor: (uid, reason) => govern(uid, { kind: 'refuse', reason }),
    setSuspended: (uid, suspended) => govern(uid, { kind: 'suspend', suspended }),
    correctName: (uid, name) => govern(uid, { kind: 'rename', ...name }),

    async resolveReport(report, decision) {
      const by = await responsable();
      // As stored, and still open: a report closed meanwhile (another responsable) is not-found,
      // as in the local adapter, rather than the rules' bare refusal.
      const snapshot = await guarded(() => getDoc(doc(db, REPORTS, report.id)));
      const stored = snapshot.exists() ? readReport(snapshot.id, snapshot.data()) : null;
      if (!stored || stored.status !== 'ouvert') throw new BackendError('not-found');
      const batch = writeBatch(db);
      const { target } = stored;
      const author = stored.authorName;
      if (decision === 'supprimer') {
        if (target.type === 'question') {
          batch.delete(doc(db, QUESTIONS, target.questionId));
          recordIn(db, batch, by, 'question-supprimee', { id: target.questionId, name: author }, stored.reason);
        } else if (target.type === 'reponse') {
          await removeReplyIn(batch, target.questionId, target.replyId);
          const id = `${target.questionId}/${target.replyId}`;
          recordIn(db, batch, by, 'reponse-supprimee', { id, name: author }, stored.reason);
        } else {
          batch.delete(doc(db, MESSAGES, target.messageId));
          recordIn(db, batch, by, 'message-supprime', { id: target.messageId, name: author }, stored.reason);
        }
      } else {
        recordIn(db, batch, by, 'signalement-classe', { id: report.id, name: author }, stored.reason);
      }
      batch.update(doc(db, REPORTS, report.id), {
        status: 'traite',
        decision: decision === 'supprimer' ? 'supprime' : 'classe',
        handledBy: by.id,
        handledAt: serverTimestamp(),
      });
      await queuedWrite(() => batch.commit(), `signalement ${report.id}`);
    },

    async archiveReport(report) {
      const by = await responsable();
      // As stored: gone (archived by another responsable) is not-found; an open one is refused.
      const snapshot = await guarded(() => getDoc(doc(db, REPORTS, report.id)));
      const stored = snapshot.exists() ? readReport(snapshot.id, snapshot.data()) : null;
      if (!stored) throw new BackendError('not-found');
      if (stored.status !== 'traite') throw new BackendError('invalid-argument');
      const batch = writeBatch(db);
      batch.delete(doc(db, REPORTS, report.id));
      // Its own id: the rules look for this line in the same batch (archivedIn).
      recordIn(
        db,
        batch,
        by,
        'signalement-archive',
        { id: report.id, name: stored.authorName },
        stored.reason,
        `archive-${report.id}`,
      );
      await queuedWrite(() => batch.commit(), `signalement archivé ${report.id}`);
    },
  };
}
