/*
 * The marks a name or a post carries: « Encadreur validé », « Responsable », « En cours d'envoi… », « Résolue ». One
 * module: the screens that show one show the others, and a few hundred bytes travel better as one file.
 */

/**
 * A mark in words beside a tick or a shield: the words say it (what a screen reader reads, and what
 * the eye reads, never the colour alone); the icon is decoration. It never breaks inside itself,
 * and wraps below the name on a narrow phone (360 px).
 */
function IconMark({ tone, icon, label }: { tone: string; icon: string; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="currentColor">
        <path d={icon} />
      </svg>
      {label}
    </span>
  );
}

/** The words of the mark of an approved tutor. */
export const VALIDATED_TUTOR = 'Encadreur validé';

/**
 * « Encadreur validé », beside the name of a tutor a responsable approved (docs/decisions/0019):
 * anyone may sign up under an approved tutor's name, and this is how a pupil tells the real tutor
 * from a namesake. Forum posts and private messages carry it as it stood when they were written;
 * every tutor of the directory is approved.
 */
export function ValidatedTutorMark() {
  return (
    <IconMark
      tone="bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300"
      icon="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Zm3.6 5.7-4.2 4.8a.8.8 0 0 1-1.2 0L4.4 8.6a.8.8 0 1 1 1.2-1.1l1.2 1.3 3.6-4.1a.8.8 0 0 1 1.2 1Z"
      label={VALIDATED_TUTOR}
    />
  );
}

/** The words of the mark of a responsable's post. */
export const RESPONSABLE_LABEL = 'Responsable';

/**
 * « Responsable », beside the name of a member the association appointed, on their forum posts and
 * private messages as it stood when they were written (issue 32): a member named like a responsable
 * has no mark, so a pupil tells the real one from a namesake.
 */
export function ResponsableMark() {
  return (
    <IconMark
      tone="bg-brand-700 text-white"
      icon="M8 .8 2 3.2v4.3c0 3.6 2.5 6.6 6 7.7 3.5-1.1 6-4.1 6-7.7V3.2L8 .8Zm2.9 5.6-3.4 3.9a.7.7 0 0 1-1 0L4.9 8.7a.7.7 0 1 1 1-1l1 1 2.9-3.3a.7.7 0 1 1 1.1.9Z"
      label={RESPONSABLE_LABEL}
    />
  );
}

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

/**
 * « Résolue » (a question, in lists) and « Réponse qui a aidé » (the reply its author marked, issue
 * 25): words beside a tick, never the colour alone; they wrap below a name on a 360 px phone.
 */
export const RESOLVED_LABEL = 'Résolue';
export const HELPFUL_REPLY_LABEL = 'Réponse qui a aidé';

export function ResolvedMark({ label }: { label: string }) {
  return (
    <IconMark
      tone="bg-emerald-700 text-white"
      icon="M6.2 11.6 2.9 8.3a.9.9 0 1 1 1.3-1.3l2 2 5.6-5.6a.9.9 0 1 1 1.3 1.3l-6.9 6.9Z"
      label={label}
    />
  );
}
