import {
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { FamilyStore } from '@/backend/use-cases/families';
import {
  CHILD_CONTACTS,
  CHILD_QUESTIONS,
  CHILD_SEANCES,
  childContactOf,
  childQuestionOf,
  type ChildOverview,
  type FamilyLink,
  type FamilySide,
} from '@/domain/families';
import { readParticipation } from '@/domain/participation-records';
import { readQuestion } from '@/domain/question-records';
import { text, toDate } from '@/domain/record-values';
import { dayStart } from '@/domain/seances';
import { guarded, toBackendError } from './errors';
import { FAMILIES, LINK_CODES, LINKS } from './family-paths';
import { CONVERSATIONS } from './messages';
import { QUESTIONS } from './questions';
import { queuedWrite } from './queued';
import { PARTICIPANTS } from './seances';
import { USERS } from './users';

const side = (value: unknown): FamilySide => (value === 'parent' ? 'parent' : 'enfant');

function readLink(id: string, data: DocumentData): FamilyLink {
  return {
    id,
    parentId: text(data.parent),
    parentName: text(data.nomParent),
    childId: text(data.enfant),
    childName: text(data.nomEnfant),
    requestedBy: side(data.demandePar),
    confirmed: data.confirme === true,
    date: toDate(data.date),
  };
}

/**
 * Parents and children in Firestore (`codesLiaison/{code}`, `liens/{parent}_{enfant}`,
 * `familles/{enfant}`), as the use cases store them (backend/use-cases/families.ts); firestore.rules
 * decide the same again: a request proves the other's code, a confirmation adds the parent to the
 * child's family in the same batch (at most two), an undoing takes them out with it.
 */
export function createFirebaseFamilyStore(db: Firestore): FamilyStore {
  const linkRef = (id: string) => doc(db, LINKS, id);
  const familyRef = (child: string) => doc(db, FAMILIES, child);

  return {
    subscribeLinks(uid, onChange, onError) {
      // Two listeners (as parent, as child): a member is on one side, the other list stays empty.
      const lists = { parent: [] as FamilyLink[], enfant: [] as FamilyLink[] };
      const known = { parent: false, enfant: false };
      const stops = (['parent', 'enfant'] as const).map((field) =>
        onSnapshot(
          query(collection(db, LINKS), where(field, '==', uid)),
          (snapshot) => {
            lists[field] = snapshot.docs.map((item) => readLink(item.id, item.data()));
            known[field] = true;
            if (known.parent && known.enfant) {
              onChange([...lists.parent, ...lists.enfant].sort((a, b) => a.date.getTime() - b.date.getTime()));
            }
          },
          (error) => onError?.(toBackendError(error)),
        ),
      );
      return () => stops.forEach((stop) => stop());
    },

    subscribeChild(childId, onChange, onError) {
      // The child's profile (a confirmed parent reads it: firestore.rules) and three small queries,
      // each the most recent few (CHILD_*): 7 reads a child, whatever their history.
      const overview: Partial<ChildOverview> = {};
      const emit = () => {
        const { waiting, seances, questions, contacts } = overview;
        if (waiting !== undefined && seances && questions && contacts)
          onChange({ waiting, seances, questions, contacts });
      };
      const fail = (error: unknown) => onError?.(toBackendError(error));
      const stops = [
        onSnapshot(
          doc(db, USERS, childId),
          (snapshot) => {
            const statut: unknown = snapshot.data()?.autorisation?.statut;
            overview.waiting = statut === 'attente';
            emit();
          },
          fail,
        ),
        onSnapshot(
          query(
            collectionGroup(db, PARTICIPANTS),
            where('uid', '==', childId),
            where('debut', '>=', Timestamp.fromDate(dayStart(new Date()))),
            orderBy('debut'),
            limit(CHILD_SEANCES),
          ),
          (snapshot) => {
            overview.seances = snapshot.docs.map((item) => {
              const { seanceId, debut } = readParticipation(item.ref.parent.parent?.id ?? '', item.data());
              return { seanceId, debut };
            });
            emit();
          },
          fail,
        ),
        onSnapshot(
          query(
            collection(db, QUESTIONS),
            where('userId', '==', childId),
            orderBy('date', 'desc'),
            limit(CHILD_QUESTIONS),
          ),
          (snapshot) => {
            overview.questions = snapshot.docs.map((item) => childQuestionOf(readQuestion(item.id, item.data())));
            emit();
          },
          fail,
        ),
        onSnapshot(
          query(
            collection(db, CONVERSATIONS),
            where('eleve', '==', childId),
            orderBy('date', 'desc'),
            limit(CHILD_CONTACTS),
          ),
          (snapshot) => {
            overview.contacts = snapshot.docs.map((item) => {
              const data = item.data();
              return childContactOf(item.id, data, toDate(data.date));
            });
            emit();
          },
          fail,
        ),
      ];
      return () => stops.forEach((stop) => stop());
    },

    async authorise(childId, parentId) {
      // The rules accept it only while the account waits, from a confirmed parent, dated by the server.
      await queuedWrite(
        () =>
          updateDoc(doc(db, USERS, childId), {
            autorisation: { statut: 'parent', par: parentId, date: serverTimestamp() },
          }),
        `autorisation ${childId}`,
      );
    },

    async pupilOf(key) {
      // A parent may read only a conversation of their own child (firestore.rules): refused is none.
      const found = await getDoc(doc(db, CONVERSATIONS, key)).catch(() => null);
      const pupil: unknown = found?.data()?.eleve;
      return typeof pupil === 'string' ? pupil : null;
    },

    async codeOf(uid) {
      const found = await guarded(() => getDocs(query(collection(db, LINK_CODES), where('uid', '==', uid), limit(1))));
      return found.docs[0]?.id ?? null;
    },

    async saveCode(code, owner) {
      await guarded(() => setDoc(doc(db, LINK_CODES, code), { uid: owner.uid, nom: owner.name, cote: owner.side }));
    },

    async ownerOf(code) {
      const found = await guarded(() => getDoc(doc(db, LINK_CODES, code)));
      const data = found.data();
      return data ? { uid: text(data.uid), name: text(data.nom), side: side(data.cote) } : null;
    },

    async getLink(id) {
      const found = await guarded(() => getDoc(linkRef(id)));
      return found.exists() ? readLink(id, found.data()) : null;
    },

    async insertLink(link) {
      await queuedWrite(
        () =>
          setDoc(linkRef(link.id), {
            parent: link.parentId,
            nomParent: link.parentName,
            enfant: link.childId,
            nomEnfant: link.childName,
            demandePar: link.requestedBy,
            code: link.code,
            confirme: false,
            date: serverTimestamp(),
          }),
        `demande de liaison ${link.id}`,
      );
    },

    async confirmLink(link, check) {
      // The family as it stands (the confirming member may read it: the child, or a parent with a
      // link to the child); the rules check the cap again in the batch.
      const family = await guarded(() => getDoc(familyRef(link.childId)));
      const parents: unknown = family.data()?.parents;
      check(Array.isArray(parents) ? parents.filter((parent): parent is string => typeof parent === 'string') : []);
      const batch = writeBatch(db);
      batch.update(linkRef(link.id), { confirme: true, confirmeLe: serverTimestamp() });
      batch.set(familyRef(link.childId), { parents: arrayUnion(link.parentId) }, { merge: true });
      await queuedWrite(() => batch.commit(), `liaison confirmée ${link.id}`);
    },

    async deleteLink(link) {
      const batch = writeBatch(db);
      batch.delete(linkRef(link.id));
      if (link.confirmed) batch.update(familyRef(link.childId), { parents: arrayRemove(link.parentId) });
      await queuedWrite(() => batch.commit(), `liaison retirée ${link.id}`);
    },
  };
}
