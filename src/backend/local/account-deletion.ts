import type { UserService } from '@/backend/types';
import { ANONYMISED_QUESTION, anonymisedReply } from '@/domain/account-deletion';
import { BackendError } from '@/domain/errors';
import { isOpen } from '@/domain/seances';
import type { LocalDatabase } from './db';
import { verifyPassword } from './password';
import type { LocalSession } from './session';

/**
 * « Supprimer mon compte » in this browser (docs/decisions/0014): the password proved first, then
 * one IndexedDB transaction, so that nothing can be left half done: the member's questions and
 * replies signed « Compte supprimé », their messages received and sent and their conversations, their files, their rate
 * record, reset codes and local e-mails, the profile and the account gone. The tab ends signed out.
 */
export function createLocalAccountDeletion(
  db: LocalDatabase,
  session: LocalSession,
  now: () => Date,
): UserService['deleteAccount'] {
  return async (currentPassword) => {
    const uid = session.currentUid;
    const account = uid ? await db.accounts.get(uid) : undefined;
    if (!uid || !account) throw new BackendError('auth/requires-login');
    if (!(await verifyPassword(currentPassword, account))) throw new BackendError('auth/wrong-password');

    const tables = [
      db.accounts,
      db.users,
      db.messages,
      db.conversations,
      db.unread,
      db.questions,
      db.files,
      db.limits,
      db.responsables,
      db.resetCodes,
      db.mailbox,
      db.lectures,
      db.abonnements,
      db.seances,
      db.participations,
      db.codes,
      db.liens,
      db.familles,
    ];
    await db.transaction('rw', tables, async () => {
      // Their family links go (issue 33): their code, each link, their place among a child's parents.
      await db.codes.where('uid').equals(uid).delete();
      await db.liens.where('parentId').equals(uid).delete();
      await db.liens.where('childId').equals(uid).delete();
      await db.familles.delete(uid);
      await db.familles.toCollection().modify((family) => {
        family.parents = family.parents.filter((parent) => parent !== uid);
      });
      await db.questions.toCollection().modify((question) => {
        if (question.userId === uid) Object.assign(question, ANONYMISED_QUESTION, { attachments: [], photos: [] });
        if (question.replies.some((reply) => reply.userId === uid)) {
          question.replies = question.replies.map((reply) => (reply.userId === uid ? anonymisedReply(reply) : reply));
        }
      });
      await db.lectures.delete(uid);
      await db.abonnements.delete(uid);
      // They no longer come to any séance: each open one's count falls by one; one that is over or
      // cancelled keeps the count of who came, without their name.
      for (const participation of await db.participations.where('uid').equals(uid).toArray()) {
        const field = participation.presence === 'encadreur' ? 'encadreursPresents' : 'participants';
        await db.seances
          .where('id')
          .equals(participation.seanceId)
          .modify((seance) => {
            if (isOpen(seance, now())) seance[field] = Math.max(0, seance[field] - 1);
          });
        await db.participations.delete([participation.seanceId, uid]);
      }
      await db.messages.filter((message) => message.from === uid || message.to === uid).delete();
      // Their conversations go, and each correspondent's total loses what they had not opened there.
      for (const conversation of await db.conversations.where('membres').equals(uid).toArray()) {
        const other = conversation.membres[0] === uid ? conversation.membres[1] : conversation.membres[0];
        const unread = conversation.nonLus[other] ?? 0;
        if (unread > 0)
          await db.unread
            .where('uid')
            .equals(other)
            .modify((record) => void (record.total = Math.max(0, record.total - unread)));
        await db.conversations.delete(conversation.id);
      }
      await db.unread.delete(uid);
      await db.files.filter((file) => file.ownerId === uid).delete();
      await db.resetCodes.filter((code) => code.uid === uid).delete();
      await db.mailbox.filter((email) => email.to === account.email).delete();
      await db.limits.delete(uid);
      await db.responsables.delete(uid);
      await db.users.delete(uid);
      await db.accounts.delete(uid);
    });
    session.set(null);
  };
}
