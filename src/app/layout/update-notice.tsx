import { buttonClasses } from '@/components/ui/button';

export const UPDATE_AVAILABLE = 'Une nouvelle version est disponible';

interface Props {
  /** Switches to the waiting version (the page reloads). */
  onReload: () => void;
  /** Hides the notice until the next visit. */
  onLater: () => void;
}

/**
 * « Une nouvelle version est disponible », with « Recharger » and « Plus tard ». Its own chunk:
 * only a reader with a new version waiting downloads it (update-prompt.tsx).
 */
export default function UpdateNotice({ onReload, onLater }: Props) {
  return (
    <div
      role="status"
      className="pointer-events-auto flex w-full max-w-md flex-wrap items-center justify-between gap-3 rounded-2xl bg-nuit px-4 py-3 text-white shadow-lg"
    >
      <p className="text-sm font-semibold">{UPDATE_AVAILABLE}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonClasses('gold')} onClick={onReload}>
          Recharger
        </button>
        <button
          type="button"
          className="inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
          onClick={onLater}
        >
          Plus tard
        </button>
      </div>
    </div>
  );
}
