import { collection, orderBy, query, where, type DocumentData, type Firestore, type Query } from 'firebase/firestore';
import type { GovernanceService, OnPage } from '@/backend/types';
import type { EleveProfile, EncadreurProfile, UserProfile } from '@/domain/entities';
import { PAGE_SIZE } from '@/domain/limits';
import { readJournalEntry, readProfile, readReport } from '@/domain/records';
import { memberSearch } from '@/domain/search-key';
import { JOURNAL } from './journal';
import { subscribePages } from './pages';
import { REPORTS } from './reports';
import { USERS } from './users';

type Lists = Pick<
  GovernanceService,
  | 'subscribeMembers'
  | 'subscribePendingTutors'
  | 'subscribeWaitingPupils'
  | 'subscribeReports'
  | 'subscribeHandledReports'
  | 'subscribeJournal'
>;

/**
 * A paged list (pages.ts) of documents that may not read back (an unknown role, a broken
 * report): each keeps its place in the cursors, and is left out of what the screen gets.
 */
function readablePages<T>(
  ordered: Query<DocumentData>,
  size: number | undefined,
  read: (id: string, data: DocumentData) => T | null,
  onChange: OnPage<T>,
  onError: Parameters<typeof subscribePages>[4],
) {
  return subscribePages(
    ordered,
    size ?? PAGE_SIZE,
    (id, data) => ({ id, item: read(id, data) }),
    (rows, hasMore) =>
      onChange(
        rows.flatMap((row) => (row.item === null ? [] : [row.item])),
        hasMore,
      ),
    onError,
  );
}

/**
 * The Espace responsable's lists, each read one page at a time (firestore.rules lets responsables
 * only list profiles, reports and the journal). Opening one reads at most a page and its cursors,
 * however many members: never the whole collection (docs/decisions/0012).
 */
export function createFirebaseGovernanceLists(db: Firestore): Lists {
  // Made at each subscription, not here: creating the backend must touch no Firestore API.
  const users = () => collection(db, USERS);
  const profile = (id: string, data: DocumentData) => readProfile(id, data);

  /** Name order, or the search's: a prefix of the stored search key (`cle`) or of the address. */
  function members(search: string | undefined): Query<DocumentData> {
    const wanted = memberSearch(search ?? '');
    if (wanted?.field === 'email') {
      return query(
        users(),
        where('email', '>=', wanted.prefix),
        where('email', '<', `${wanted.prefix}\uf8ff`),
        orderBy('email'),
      );
    }
    if (wanted?.field === 'cle') {
      return query(
        users(),
        where('cle', '>=', wanted.prefix),
        where('cle', '<', `${wanted.prefix}\uf8ff`),
        orderBy('cle'),
      );
    }
    return query(users(), orderBy('nom'), orderBy('prenom'));
  }

  return {
    subscribeMembers(onChange, onError, options) {
      return readablePages(members(options?.search), options?.pageSize, profile, onChange, onError);
    },

    subscribePendingTutors(onChange, onError, options) {
      const waiting = query(
        users(),
        where('role', '==', 'encadreur'),
        where('statut', '==', 'en-attente'),
        orderBy('nom'),
        orderBy('prenom'),
      );
      const tutor = (id: string, data: DocumentData) => {
        const read: UserProfile | null = readProfile(id, data);
        return read?.role === 'encadreur' ? (read satisfies EncadreurProfile) : null;
      };
      return readablePages(waiting, options?.pageSize, tutor, onChange, onError);
    },

    subscribeWaitingPupils(onChange, onError, options) {
      // The pupils under 15 whose account waits (issue 33): firestore.indexes.json has the index.
      const waiting = query(users(), where('autorisation.statut', '==', 'attente'), orderBy('nom'), orderBy('prenom'));
      const pupil = (id: string, data: DocumentData) => {
        const read: UserProfile | null = readProfile(id, data);
        return read?.role === 'eleve' ? (read satisfies EleveProfile) : null;
      };
      return readablePages(waiting, options?.pageSize, pupil, onChange, onError);
    },

    subscribeReports(onChange, onError, options) {
      const open = query(collection(db, REPORTS), where('status', '==', 'ouvert'), orderBy('date', 'desc'));
      return readablePages(open, options?.pageSize, readReport, onChange, onError);
    },

    subscribeHandledReports(onChange, onError, options) {
      // The same composite index as the open ones (status, date descending).
      const handled = query(collection(db, REPORTS), where('status', '==', 'traite'), orderBy('date', 'desc'));
      return readablePages(handled, options?.pageSize, readReport, onChange, onError);
    },

    subscribeJournal(onChange, onError, options) {
      const newest = query(collection(db, JOURNAL), orderBy('date', 'desc'));
      return readablePages(newest, options?.pageSize, readJournalEntry, onChange, onError);
    },
  };
}
