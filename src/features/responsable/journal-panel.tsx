import { formatDateTime } from '@/lib/dates';
import { PagedPanel } from './paged-panel';
import { journalSentence } from './responsable-messages';
import { useJournal } from './use-governance';

/** What responsables did, newest first: who, what, on whom, when. Nobody edits or deletes a line. */
export function JournalPanel() {
  const journal = useJournal();
  const entries = journal.items;
  return (
    <PagedPanel list={journal} what="d’actions du journal">
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          Le journal est vide pour le moment.
        </p>
      ) : (
        <div>
          <p className="text-sm text-slate-700">Les actions des responsables, les plus récentes d’abord.</p>
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {entries.map((entry) => (
              <li key={entry.id} className="px-4 py-3">
                <p className="text-slate-900">{journalSentence(entry)}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={Number.isNaN(entry.date.getTime()) ? undefined : entry.date.toISOString()}>
                    {formatDateTime(entry.date)}
                  </time>
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </PagedPanel>
  );
}
