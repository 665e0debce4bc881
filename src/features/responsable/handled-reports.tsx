import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Report } from '@/domain/entities';
import { reportReasonLabel } from '@/domain/reports';
import { useCommand } from '@/hooks/use-command';
import { formatDateTime, isoDay } from '@/lib/dates';
import { ofName } from '@/lib/typography';
import { PagedPanel } from './paged-panel';
import { KIND, NO_TEXT, reportedWhat } from './report-kinds';
import { DONE, governanceErrorText } from './responsable-messages';
import { useGovernanceCommands, useHandledReports } from './use-governance';

const DECISION: Record<NonNullable<Report['decision']>, string> = {
  supprime: 'Contenu supprimé',
  classe: 'Classé sans suite',
};

export const NO_HANDLED_REPORTS = 'Aucun signalement traité à archiver.';

/** One handled report: what was reported, how it was decided, and « Archiver » after confirming. */
function HandledReportCard({ report, announce }: { report: Report; announce: (text: string) => void }) {
  const { archiveReport } = useGovernanceCommands();
  const archive = useCommand(archiveReport, 'Archivage du signalement impossible :');
  const [confirming, setConfirming] = useState(false);
  const what = reportedWhat(report);
  const handledAt = report.handledAt && isoDay(report.handledAt) ? report.handledAt : null;

  async function confirm() {
    setConfirming(false);
    if (await archive.run(report)) announce(DONE.archived);
  }

  return (
    <li>
      <article
        aria-label={`Signalement traité\u00a0: ${what}`}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <p className="text-sm font-semibold text-brand-800">
          {KIND[report.target.type]} {ofName(report.authorName)} · {reportReasonLabel(report.reason)}
        </p>
        <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-900">
          {report.excerpt || NO_TEXT}
        </blockquote>
        <p className="mt-2 text-sm font-semibold text-slate-800">
          {DECISION[report.decision ?? 'classe']}
          {handledAt ? <span className="font-normal text-slate-600">, le {formatDateTime(handledAt)}</span> : null}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Signalé par {report.reportedByName}, le {formatDateTime(report.date)}
        </p>
        {archive.error ? (
          <div className="mt-3">
            <Alert tone="error">{governanceErrorText('archive', archive.error.code)}</Alert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={archive.busy}
            onClick={() => setConfirming(true)}
            className={buttonClasses('secondary')}
          >
            {archive.busy ? 'Archivage…' : 'Archiver'} <span className="sr-only">(signalement traité, {what})</span>
          </button>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={'Archiver le signalement\u00a0?'}
        description={`Ce signalement (${what}) quittera cette liste pour de bon. Le journal gardera la trace de l’archivage\u00a0: qui l’a archivé, l’auteur visé et la raison.`}
        confirmLabel="Archiver"
        onConfirm={() => void confirm()}
      />
    </li>
  );
}

/**
 * The handled reports, newest first, each with « Archiver »: a responsable clears the list once a
 * report needs nothing more (docs/decisions/0019). An open report is never archived.
 */
export function HandledReports({ announce }: { announce: (text: string) => void }) {
  const reports = useHandledReports();
  return (
    <PagedPanel list={reports} what="de signalements traités">
      {reports.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {NO_HANDLED_REPORTS}
        </p>
      ) : (
        <ul className="space-y-4">
          {reports.items.map((report) => (
            <HandledReportCard key={report.id} report={report} announce={announce} />
          ))}
        </ul>
      )}
    </PagedPanel>
  );
}
