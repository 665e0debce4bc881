import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Report } from '@/domain/entities';
import { reportReasonLabel } from '@/domain/reports';
import { useCommand } from '@/hooks/use-command';
import { formatDateTime } from '@/lib/dates';
import { questionPath } from '@/lib/question-path';
import { ofName } from '@/lib/typography';
import { HandledReports } from './handled-reports';
import { PagedPanel } from './paged-panel';
import { KIND, NO_TEXT, reportedWhat } from './report-kinds';
import { DONE, governanceErrorText } from './responsable-messages';
import { useGovernanceCommands, useOpenReports } from './use-governance';

/**
 * Where the reported item can be seen: its question's own page, with its replies, PDFs and photos
 * (a photo can be taken out there, its file deleted); a private message nowhere.
 */
function itemLink(report: Report): string | null {
  const { target } = report;
  if (target.type === 'message') return null;
  return questionPath(target.pageId, target.questionId);
}

function ReportCard({ report, announce }: { report: Report; announce: (text: string) => void }) {
  const { resolveReport } = useGovernanceCommands();
  const resolve = useCommand(resolveReport, 'Traitement du signalement impossible :');
  const [confirming, setConfirming] = useState(false);
  const link = itemLink(report);
  const what = reportedWhat(report);

  async function decide(decision: 'supprimer' | 'classer') {
    setConfirming(false);
    if (await resolve.run(report, decision)) announce(decision === 'supprimer' ? DONE.deleted : DONE.dismissed);
  }

  return (
    <li>
      <article
        aria-label={`Signalement\u00a0: ${what}`}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <p className="text-sm font-semibold text-brand-800">
          {KIND[report.target.type]} {ofName(report.authorName)} · {reportReasonLabel(report.reason)}
        </p>
        <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-900">
          {report.excerpt || NO_TEXT}
        </blockquote>
        {report.details ? (
          <p className="mt-2 text-sm text-slate-700">
            Précisions&nbsp;: <span className="break-words">{report.details}</span>
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">
          Signalé par {report.reportedByName}, le {formatDateTime(report.date)}
        </p>
        {report.target.type === 'message' ? (
          <p className="mt-1 text-sm text-slate-600">
            Les messages privés ne sont lisibles que par leurs deux membres&nbsp;: voici le texte signalé.
          </p>
        ) : null}
        {resolve.error ? (
          <div className="mt-3">
            <Alert tone="error">{governanceErrorText('resolve', resolve.error.code)}</Alert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {link ? (
            <Link to={link} className={buttonClasses('secondary')}>
              Ouvrir <span className="sr-only">({what})</span>
            </Link>
          ) : null}
          <button
            type="button"
            disabled={resolve.busy}
            onClick={() => setConfirming(true)}
            className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}
          >
            Supprimer le contenu <span className="sr-only">({what})</span>
          </button>
          <button
            type="button"
            disabled={resolve.busy}
            onClick={() => void decide('classer')}
            className={buttonClasses('secondary')}
          >
            Classer sans suite <span className="sr-only">({what})</span>
          </button>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={'Supprimer le contenu\u00a0?'}
        description={`${KIND[report.target.type]} ${ofName(report.authorName)} sera supprimé${report.target.type === 'reponse' ? 'e' : ''} pour tout le monde, et le signalement classé.`}
        confirmLabel="Supprimer"
        onConfirm={() => void decide('supprimer')}
      />
    </li>
  );
}

type View = 'ouverts' | 'traites';

const VIEWS: { key: View; label: string }[] = [
  { key: 'ouverts', label: 'À traiter' },
  { key: 'traites', label: 'Traités' },
];

/**
 * The reports, in two views: those to handle (open the item, delete it, or close the report
 * without action), and those handled, which a responsable archives once nothing more is needed.
 */
export function ReportsPanel({ announce }: { announce: (text: string) => void }) {
  const [view, setView] = useState<View>('ouverts');
  return (
    <>
      <div role="group" aria-label="Signalements à afficher" className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            aria-pressed={view === key}
            onClick={() => setView(key)}
            className={buttonClasses(view === key ? 'primary' : 'secondary')}
          >
            {label}
          </button>
        ))}
      </div>
      {view === 'ouverts' ? <OpenReports announce={announce} /> : <HandledReports announce={announce} />}
    </>
  );
}

/** The open reports, newest first. */
function OpenReports({ announce }: { announce: (text: string) => void }) {
  const reports = useOpenReports();
  return (
    <PagedPanel list={reports} what="de signalements">
      {reports.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          Aucun signalement à traiter.
        </p>
      ) : (
        <ul className="space-y-4">
          {reports.items.map((report) => (
            <ReportCard key={report.id} report={report} announce={announce} />
          ))}
        </ul>
      )}
    </PagedPanel>
  );
}
