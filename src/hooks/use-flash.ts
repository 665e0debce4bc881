import { useCallback, useEffect, useState } from 'react';
import { FLASH_DURATION_MS } from '@/domain/limits';

/**
 * A success banner that goes away by itself after FLASH_DURATION_MS. Showing a new one restarts
 * the delay. The screen renders it in a role="status" region so that it is announced.
 */
export function useFlash(duration = FLASH_DURATION_MS): [string | null, (message: string) => void] {
  const [flash, setFlash] = useState<{ message: string; at: number } | null>(null);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), duration);
    return () => clearTimeout(timer);
  }, [flash, duration]);

  const show = useCallback((message: string) => setFlash({ message, at: Date.now() }), []);
  return [flash?.message ?? null, show];
}
