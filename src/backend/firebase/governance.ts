import {
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { GovernanceStore, JournalLine } from '@/backend/use-cases/governance';
import { conversationId } from '@/domain/conversations';
import type { Report, StoredProfile, UserProfile } from '@/domain/entities';
import { errorCode } from '@/domain/errors';
import { readReport } from '@/domain/records';
import { searchKey } from '@/domain/search-key';
import { blankedBy } from './conversation-previews';
import { guarded } from './errors';
import { createFirebaseGovernanceLists } from './governance-lists';
import { recordIn } from './journal';
import { CONVERSATIONS, MESSAGES } from './messages';
import type { ProfileStore } from './profile-store';
import { setPupilEntryIn } from './pupil-names';
import { QUESTIONS, replyRemoval } from './questions';
import { queuedWrite } from './queued';
import { REPORTS } from './reports';
import { stepDirectory, USERS } from './users';

/**
 * What responsables do, as storage only (the decisions are use-cases/governance.ts's): batches the
 * rules accept, the profile change with its search key and the directory card kept in step, the
 * deleted item, the report, and the journal line, written together or not at all.
 */
/** A profile as stored: `responsable` is the token's, never the profile's. */
function storedOf({ responsable: _token, ...stored }: UserProfile): StoredProfile {
  return stored;
}

/** An authorisation (issue 33) is dated by the server, as firestore.rules require (authorises). */
function serverDated(changes: Partial<StoredProfile>): DocumentData {
  if (!('autorisation' in changes) || !changes.autorisation) return changes;
  return { ...changes, autorisation: { ...changes.autorisation, date: serverTimestamp() } };
}

export function createFirebaseGovernanceStore(db: Firestore, profiles: ProfileStore): GovernanceStore {
  const recordLine = (batch: WriteBatch, { by, action, target, details }: JournalLine, id?: string) =>
    recordIn(db, batch, by, action, target, details, id);

  async function storedReport(id: string): Promise<Report | null> {
    const snapshot = await guarded(() => getDoc(doc(db, REPORTS, id)));
    return snapshot.exists() ? readReport(snapshot.id, snapshot.data()) : null;
  }

  /** Deletes a reported reply: the stored item exactly as it is (arrayRemove compares whole values). */
  async function removeReplyIn(batch: WriteBatch, questionId: string, replyId: string): Promise<void> {
    const snapshot = await guarded(() => getDoc(doc(db, QUESTIONS, questionId)));
    if (!snapshot.exists()) return;
    // The count and the activity follow, as when its author deletes it (firestore.rules).
    const removal = replyRemoval(questionId, snapshot.data(), replyId);
    if (removal) batch.update(doc(db, QUESTIONS, questionId), removal.fields);
  }

  /**
   * The reported message, when it is still there, with its conversation (its author's and its
   * recipient's, the reporter). A responsable may not read it (docs/decisions/0010), only learn that
   * it is gone: then nothing is deleted, and its conversation was settled by whoever deleted it.
   */
  async function reportedMessage(messageId: string, report: Report) {
    const gone = await getDoc(doc(db, MESSAGES, messageId)).then(
      (snapshot) => !snapshot.exists(),
      () => false,
    );
    const conversation = conversationId(report.authorId ?? '', report.reportedBy);
    return gone || !conversation ? null : { id: messageId, conversation };
  }

  return {
    ...createFirebaseGovernanceLists(db),

    async changeMember(uid, decide) {
      const profile = await profiles.read(uid);
      const before = profile && storedOf(profile);
      const { changes, journal } = decide(before);
      const batch = writeBatch(db);
      // Every act writes the search key again: a rename changes it, and a profile older than the key
      // (docs/decisions/0012) gains it the first time a responsable acts on it.
      const after = { ...before, ...changes } as StoredProfile;
      batch.update(doc(db, USERS, uid), { ...serverDated(changes), cle: searchKey(after) });
      stepDirectory(db, batch, after);
      // A pupil's full name, as members read it, follows a corrected name (issue 33).
      if ('nom' in changes || 'prenom' in changes) setPupilEntryIn(batch, db, after);
      recordLine(batch, journal);
      await queuedWrite(() => batch.commit(), `${journal.action} ${uid}`);
    },

    async resolveReport(id, decide) {
      const report = await storedReport(id);
      const { remove, decision, journal } = decide(report);
      const message = remove?.type === 'message' && report ? await reportedMessage(remove.messageId, report) : null;
      const commit = async (withConversation: boolean) => {
        const batch = writeBatch(db);
        if (remove?.type === 'question') batch.delete(doc(db, QUESTIONS, remove.questionId));
        if (remove?.type === 'reponse') await removeReplyIn(batch, remove.questionId, remove.replyId);
        if (message) {
          batch.delete(doc(db, MESSAGES, message.id));
          if (withConversation) batch.update(doc(db, CONVERSATIONS, message.conversation), blankedBy(message.id));
        }
        recordLine(batch, journal);
        batch.update(doc(db, REPORTS, id), {
          status: 'traite',
          decision,
          handledBy: journal.by.id,
          handledAt: serverTimestamp(),
        });
        await queuedWrite(() => batch.commit(), `signalement ${id}`);
      };
      try {
        await commit(true);
      } catch (error) {
        // A message older than conversations has none to update.
        if (!message || errorCode(error) !== 'not-found') throw error;
        await commit(false);
      }
    },

    async archiveReport(id, decide) {
      const journal = decide(await storedReport(id));
      const batch = writeBatch(db);
      batch.delete(doc(db, REPORTS, id));
      // Its own id: the rules look for this line in the same batch (archivedIn).
      recordLine(batch, journal, `archive-${id}`);
      await queuedWrite(() => batch.commit(), `signalement archivé ${id}`);
    },
  };
}
