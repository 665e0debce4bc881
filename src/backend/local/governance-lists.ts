import Dexie from 'dexie';
import type { GovernanceService } from '@/backend/types';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { EleveProfile, EncadreurProfile, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { PAGE_SIZE } from '@/domain/limits';
import { readJournalEntry, readProfile, readReport } from '@/domain/records';
import { memberSearch, searchKey } from '@/domain/search-key';
import type { LocalDatabase } from './db';
import { subscribeLivePages } from './live';
import type { LocalSession } from './session';

type Lists = Pick<
  GovernanceService,
  | 'subscribeMembers'
  | 'subscribePendingTutors'
  | 'subscribeWaitingPupils'
  | 'subscribeReports'
  | 'subscribeHandledReports'
  | 'subscribeJournal'
>;

/** Firestore's order of strings (by letter code, not the French alphabet), so both adapters agree. */
function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ordered by `nom`, then `prenom`, then id, as the Firebase adapter's query is. */
function byName(a: UserProfile, b: UserProfile): number {
  return byCode(a.nom, b.nom) || byCode(a.prenom, b.prenom) || byCode(a.id, b.id);
}

/**
 * The Espace responsable's lists, in this browser: the same order, search and pages as the
 * Firebase adapter (governance-lists.ts there). IndexedDB bills nothing, so the search key is
 * computed as the list is read rather than stored.
 */
export function createLocalGovernanceLists(db: LocalDatabase, session: LocalSession): Lists {
  /** Responsables only; anyone else gets permission-denied, as from the rules. */
  function forResponsables<T>(read: (count: number) => Promise<T[]>): (count: number) => Promise<T[]> {
    return async (count) => {
      // Both started at once: Dexie's liveQuery follows the tables a query reads only while its
      // first step runs (reads begun after awaiting the session were not followed, measured).
      const [viewer, items] = await Promise.all([session.user(), read(count)]);
      if (!viewer?.responsable) throw new BackendError('permission-denied');
      return items;
    };
  }

  /** The `count` newest reports of a status, as the Firebase adapter's query orders them. */
  function reportsIn(status: 'ouvert' | 'traite') {
    return async (count: number) => {
      const reports = await db.reports
        .where('[status+date]')
        .between([status, Dexie.minKey], [status, Dexie.maxKey])
        .reverse()
        .limit(count)
        .toArray();
      return reports.flatMap((report) => readReport(report.id, { ...report }) ?? []);
    };
  }

  async function profiles(): Promise<UserProfile[]> {
    const [stored, responsables] = await Promise.all([db.users.toArray(), db.responsables.toArray()]);
    const appointed = new Set(responsables.map((entry) => entry.uid));
    return stored.flatMap((profile) => readProfile(profile.id, { ...profile }, appointed.has(profile.id)) ?? []);
  }

  return {
    subscribeMembers(onChange, onError, options) {
      const wanted = memberSearch(options?.search ?? '');
      const read = forResponsables(async (count) => {
        const all = await profiles();
        if (!wanted) return all.sort(byName).slice(0, count);
        const keyed = all.map((member) => ({
          member,
          key: wanted.field === 'email' ? member.email.toLowerCase() : searchKey(member),
        }));
        return keyed
          .filter(({ key }) => key.startsWith(wanted.prefix))
          .sort((a, b) => byCode(a.key, b.key) || byCode(a.member.id, b.member.id))
          .slice(0, count)
          .map(({ member }) => member);
      });
      return subscribeLivePages(read, options?.pageSize ?? PAGE_SIZE, onChange, onError);
    },

    subscribePendingTutors(onChange, onError, options) {
      const read = forResponsables(async (count) =>
        (await profiles())
          .filter((member): member is EncadreurProfile => member.role === 'encadreur' && member.statut === 'en-attente')
          .sort(byName)
          .slice(0, count),
      );
      return subscribeLivePages(read, options?.pageSize ?? PAGE_SIZE, onChange, onError);
    },

    subscribeWaitingPupils(onChange, onError, options) {
      const read = forResponsables(async (count) =>
        (await profiles())
          .filter((member): member is EleveProfile => member.role === 'eleve' && awaitsAuthorisation(member))
          .sort(byName)
          .slice(0, count),
      );
      return subscribeLivePages(read, options?.pageSize ?? PAGE_SIZE, onChange, onError);
    },

    subscribeReports(onChange, onError, options) {
      return subscribeLivePages(
        forResponsables(reportsIn('ouvert')),
        options?.pageSize ?? PAGE_SIZE,
        onChange,
        onError,
      );
    },

    subscribeHandledReports(onChange, onError, options) {
      return subscribeLivePages(
        forResponsables(reportsIn('traite')),
        options?.pageSize ?? PAGE_SIZE,
        onChange,
        onError,
      );
    },

    subscribeJournal(onChange, onError, options) {
      const read = forResponsables(async (count) => {
        const entries = await db.journal.orderBy('date').reverse().limit(count).toArray();
        return entries.flatMap((entry) => readJournalEntry(entry.id, { ...entry }) ?? []);
      });
      return subscribeLivePages(read, options?.pageSize ?? PAGE_SIZE, onChange, onError);
    },
  };
}
