import type { ReportReason } from '@/domain/entities';

/** Why a member reports an item: a short list, as on the forums people know. */
export const REPORT_REASONS: readonly { value: ReportReason; label: string }[] = [
  { value: 'inapproprie', label: 'Contenu inapproprié ou choquant' },
  { value: 'harcelement', label: 'Harcèlement, insulte ou menace' },
  { value: 'spam', label: 'Publicité ou message répété (spam)' },
  { value: 'donnees-personnelles', label: 'Informations personnelles exposées' },
  { value: 'autre', label: 'Autre raison' },
];

export function isReportReason(value: unknown): value is ReportReason {
  return REPORT_REASONS.some((reason) => reason.value === value);
}

export function reportReasonLabel(reason: ReportReason): string {
  return REPORT_REASONS.find((entry) => entry.value === reason)?.label ?? 'Autre raison';
}
