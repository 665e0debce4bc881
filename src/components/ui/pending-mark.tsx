/**
 * « En cours d'envoi… » on a post the server has not acknowledged yet (a question, a reply, a
 * message written from this page): it is on screen, not yet in the forum for the others. The mark
 * goes once the server has it; the page's notice (PendingWritesNotice) says it aloud.
 */
export const PENDING_TEXT = 'En cours d’envoi…';

export function PendingMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-600" />
      {PENDING_TEXT}
    </span>
  );
}
