import { refusedLive } from '@/backend/refused';
import type { FamilyStore } from '@/backend/use-cases/families';
import { awaitsAuthorisation, givenAutorisation } from '@/domain/authorisation';
import type { StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import {
  CHILD_CONTACTS,
  CHILD_QUESTIONS,
  CHILD_SEANCES,
  childContactOf,
  childQuestionOf,
  type FamilyLink,
} from '@/domain/families';
import { readQuestion } from '@/domain/question-records';
import { dayStart } from '@/domain/seances';
import type { LinkRecord, LocalDatabase } from './db';
import { subscribeLive } from './live';
import type { LocalSession } from './session';

function readLink(record: LinkRecord): FamilyLink {
  const { id, parentId, parentName, childId, childName, requestedBy, confirmed, date } = record;
  return { id, parentId, parentName, childId, childName, requestedBy, confirmed, date };
}

/**
 * Parents and children in IndexedDB (`codes`, `liens`, `familles`), as the use cases store them
 * (backend/use-cases/families.ts): a confirmation and the child's family in one transaction,
 * where the cap is checked on the freshest family.
 */
export function createLocalFamilyStore(db: LocalDatabase, session: LocalSession, now: () => Date): FamilyStore {
  return {
    subscribeLinks(uid, onChange, onError) {
      // Only the member reads their links (firestore.rules say the same).
      if (uid !== session.currentUid) return refusedLive(onError);
      return subscribeLive(
        async () => {
          const [asParent, asChild] = await Promise.all([
            db.liens.where('parentId').equals(uid).toArray(),
            db.liens.where('childId').equals(uid).toArray(),
          ]);
          return [...asParent, ...asChild].sort((a, b) => a.date.getTime() - b.date.getTime()).map(readLink);
        },
        onChange,
        onError,
      );
    },

    subscribeChild(childId, onChange, onError) {
      return subscribeLive(
        async () => {
          const from = dayStart(now());
          const seances = (await db.participations.where('uid').equals(childId).toArray())
            .filter((participation) => participation.debut >= from)
            .sort((a, b) => a.debut.getTime() - b.debut.getTime())
            .slice(0, CHILD_SEANCES)
            .map(({ seanceId, debut }) => ({ seanceId, debut }));
          const questions = (await db.questions.filter((question) => question.userId === childId).toArray())
            .map((question) => readQuestion(question.id, { ...question }))
            .sort((a, b) => b.date.getTime() - a.date.getTime())
            .slice(0, CHILD_QUESTIONS)
            .map(childQuestionOf);
          const contacts = (await db.conversations.where('membres').equals(childId).toArray())
            .filter((conversation) => conversation.eleve === childId)
            .sort((a, b) => b.date.getTime() - a.date.getTime())
            .slice(0, CHILD_CONTACTS)
            .map((conversation) => childContactOf(conversation.id, conversation, conversation.date));
          const child = await db.users.get(childId);
          const waiting = !!child && awaitsAuthorisation(child);
          return { waiting, seances, questions, contacts };
        },
        onChange,
        onError,
      );
    },

    async pupilOf(key) {
      return (await db.conversations.get(key))?.eleve ?? null;
    },

    async authorise(childId, parentId) {
      await db.transaction('rw', db.users, async () => {
        const child = await db.users.get(childId);
        if (!child || !awaitsAuthorisation(child)) return;
        const changes: Partial<StoredProfile> = { autorisation: givenAutorisation('parent', parentId, now()) };
        await db.users.update(childId, changes);
      });
    },

    async codeOf(uid) {
      return (await db.codes.where('uid').equals(uid).first())?.code ?? null;
    },

    async saveCode(code, owner) {
      await db.codes.add({ code, uid: owner.uid, name: owner.name, side: owner.side });
    },

    async ownerOf(code) {
      const found = await db.codes.get(code);
      return found ? { uid: found.uid, name: found.name, side: found.side } : null;
    },

    async getLink(id) {
      const found = await db.liens.get(id);
      return found ? readLink(found) : null;
    },

    async insertLink(link) {
      await db.liens.add({ ...link, confirmed: false, date: now(), confirmedAt: null });
    },

    async confirmLink(link, check) {
      await db.transaction('rw', db.liens, db.familles, async () => {
        const stored = await db.liens.get(link.id);
        if (!stored || stored.confirmed) throw new BackendError('permission-denied');
        const family = (await db.familles.get(link.childId)) ?? { childId: link.childId, parents: [] };
        check(family.parents);
        await db.liens.update(link.id, { confirmed: true, confirmedAt: now() });
        await db.familles.put({ ...family, parents: [...family.parents, link.parentId] });
      });
    },

    async deleteLink(link) {
      await db.transaction('rw', db.liens, db.familles, async () => {
        await db.liens.delete(link.id);
        const family = await db.familles.get(link.childId);
        if (family?.parents.includes(link.parentId)) {
          await db.familles.put({ ...family, parents: family.parents.filter((parent) => parent !== link.parentId) });
        }
      });
    },
  };
}
