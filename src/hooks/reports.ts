import { useCallback } from 'react';
import { errorCode, type ReportReason, type ReportTarget } from '@/backend/types';
import { reportErrorText } from '@/lib/report-errors';
import { useBackend } from './backend';

/**
 * Sends a report as the signed-in member; a failure is logged and thrown again as an Error
 * carrying the French explanation, which ReportDialog shows (the choice and text stay).
 */
export function useSendReport(): (target: ReportTarget, reason: ReportReason, details: string) => Promise<void> {
  const { reports } = useBackend();
  return useCallback(
    async (target, reason, details) => {
      try {
        await reports.send({ target, reason, details });
      } catch (failure) {
        console.error('Envoi du signalement impossible :', failure);
        throw new Error(reportErrorText(errorCode(failure)), { cause: failure });
      }
    },
    [reports],
  );
}
