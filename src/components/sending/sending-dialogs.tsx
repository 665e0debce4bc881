import { MessageBox } from '@/components/message-box';
import { ReportDialog } from '@/components/report-dialog';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ReportTarget } from '@/domain/entities';
import { MESSAGE_SENT } from '@/lib/message-errors';
import { REPORT_SENT } from '@/lib/report-errors';
import { useMessageSender, useWriteRefusal, type Recipient } from './use-message-sender';
import { useReportSender } from './use-report-sender';

/*
 * The two dialogs a reader opens by a click, with what sends them: a private message to someone,
 * a report to the responsables. One chunk, downloaded at the first click (components/sending/dialogs.tsx).
 * Here rather than in components/, which stay free of commands, because three features share them.
 * `onSent` receives the French sentence to announce once the dialog has closed.
 */

export interface MessageDialogProps {
  to: Recipient;
  onSent: (announcement: string) => void;
  onClose: () => void;
}

export function MessageDialog({ to, onSent, onClose }: MessageDialogProps) {
  const sender = useMessageSender(to);
  const allowed = useWriteRefusal(to);
  if (allowed === 'checking') {
    return (
      <Dialog open onClose={onClose} title={`Écrire à ${to.name}`}>
        <p role="status" className="text-slate-700">
          Un instant…
        </p>
      </Dialog>
    );
  }
  if (allowed !== 'allowed') {
    return (
      <Dialog open onClose={onClose} title={`Écrire à ${to.name}`}>
        <p className="text-slate-800">{allowed}</p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('primary')}>
            Fermer
          </button>
        </div>
      </Dialog>
    );
  }
  return <MessageBox recipientName={to.name} {...sender} onSent={() => onSent(MESSAGE_SENT)} onClose={onClose} />;
}

export interface ReportingDialogProps {
  target: ReportTarget;
  /** What is reported, as the reporter sees it: « la réponse de Paul Essomba ». */
  what: string;
  onSent: (announcement: string) => void;
  onClose: () => void;
}

export function ReportingDialog({ target, what, onSent, onClose }: ReportingDialogProps) {
  const sender = useReportSender(target);
  return <ReportDialog what={what} {...sender} onSent={() => onSent(REPORT_SENT)} onClose={onClose} />;
}
