import type { ReportService } from '@/backend/types';
import type { ReportTarget } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { newReportFields, type ReportedItem } from '@/domain/new-records';
import { requirePoster, type Acting } from './acting';

/**
 * Reports, decided once for both adapters: who reports (a member, not suspended), what (an item
 * that still exists, never one's own, a private message only by its recipient), and the report as
 * written (domain/new-records.ts). The stores (local/reports.ts, firebase/reports.ts) read the item
 * as stored and write the report, counted like a post.
 */

/** A report as written: the reporter, the item's excerpt and author as they stand. */
export type NewReportFields = ReturnType<typeof newReportFields>;

/** The reported item as stored now; a private message with its recipient (`to`). */
export type StoredItem = ReportedItem & { to?: string };

/** Where reports go: storage only, every decision is the use case's. */
export interface ReportStore {
  /**
   * Reads `target` as stored (null: gone), has `decide` turn it into the report (or refuse), and
   * writes that report counted as a post of `reporterId`, all against the same state of the item.
   */
  add(target: ReportTarget, reporterId: string, decide: (item: StoredItem | null) => NewReportFields): Promise<void>;
}

export function reportUseCases(store: ReportStore, acting: Acting): ReportService {
  return {
    async send(report) {
      // A suspended member no longer reports (account/suspended), as they no longer post.
      const reporter = await requirePoster(acting);
      await store.add(report.target, reporter.id, (item) => {
        if (!item) throw new BackendError('not-found');
        // A private message is read by its two members only: its recipient alone may report it.
        if (report.target.type === 'message' && item.to !== reporter.id) throw new BackendError('permission-denied');
        // One's own item, an unknown reason, over-long details: invalid-argument.
        return newReportFields(reporter, report, item);
      });
    },
  };
}
