import { useEffect, useState } from 'react';
import { useUnacknowledgedWrites } from '@/hooks/unacknowledged-writes';

/** A write answered within this delay never shows the notice: it would only flicker. */
export const NOTICE_DELAY_MS = 1_000;

export function pendingWritesText(count: number): string {
  return count === 1
    ? 'Envoi en cours… Gardez cette page ouverte jusqu’à ce qu’il soit parti.'
    : `${count} envois en cours… Gardez cette page ouverte jusqu’à ce qu’ils soient partis.`;
}

/**
 * Says, on every page, that something sent from it has not reached the server yet (a slow or cut
 * connection): such a write lives in the page only (docs/decisions/0020), and the browser asks
 * before the tab is closed (backend/outbox.ts). Nothing shows for a write the server answers at once.
 */
export function PendingWritesNotice() {
  const count = useUnacknowledgedWrites();
  const busy = count > 0;
  // Whether the first unanswered write has waited NOTICE_DELAY_MS; reset once all are answered.
  const [late, setLate] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setLate(true), NOTICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [busy]);

  return (
    <div aria-live="polite" className="sticky top-16 z-30">
      {busy && late ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
          {pendingWritesText(count)}
        </p>
      ) : null}
    </div>
  );
}
