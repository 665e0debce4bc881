import { useEffect } from 'react';
import type { ReportReason, ReportTarget } from '@/domain/entities';
import { useBackend } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { reportErrorText } from '@/lib/report-errors';

/**
 * Reporting `target` (null while no report dialog is open), as a ReportDialog's props: the
 * command, and its failure in French (the choice and text stay). A new target forgets the last failure.
 */
export function useReportSender(target: ReportTarget | null): {
  onSend: (reason: ReportReason, details: string) => Promise<boolean>;
  sending: boolean;
  error: string | null;
} {
  const { reports } = useBackend();
  const send = useCommand(
    (reported: ReportTarget, reason: ReportReason, details: string) =>
      reports.send({ target: reported, reason, details }),
    'Envoi du signalement impossible :',
  );
  const { reset } = send;
  useEffect(reset, [target, reset]);
  return {
    onSend: (reason, details) => (target ? send.run(target, reason, details) : Promise.resolve(false)),
    sending: send.busy,
    error: send.error ? reportErrorText(send.error.code, send.error) : null,
  };
}
