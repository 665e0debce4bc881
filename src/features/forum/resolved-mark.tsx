/**
 * « Résolue » (the question, in lists) and « Réponse qui a aidé » (the reply its author marked):
 * words beside a tick, never the colour alone; they wrap below a name on a 360 px phone.
 */
export const RESOLVED_LABEL = 'Résolue';
export const HELPFUL_REPLY_LABEL = 'Réponse qui a aidé';

export function ResolvedMark({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="currentColor">
        <path d="M6.2 11.6 2.9 8.3a.9.9 0 1 1 1.3-1.3l2 2 5.6-5.6a.9.9 0 1 1 1.3 1.3l-6.9 6.9Z" />
      </svg>
      {label}
    </span>
  );
}
