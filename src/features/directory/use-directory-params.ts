import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOnceHydrated } from '@/components/ui/hydration';
import { parseTab, type TabKey } from './subject-tabs';

/**
 * The directory's filters live in the address (?matiere=math&q=paul), so a filtered view can be
 * shared. They replace the current history entry: Back leaves the page instead of replaying clicks.
 * The search text is also kept in state, so typing never waits for the router. The prerendered
 * page is the « Tous » tab with no search: a shared address's filters apply once React has
 * adopted it (useOnceHydrated).
 */
export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(useOnceHydrated(params.get('matiere'), null));
  const shared = useOnceHydrated(params.get('q') ?? '', '');
  // null until the reader types: the address's search until then.
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? shared;

  function write(name: 'matiere' | 'q', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  return {
    tab,
    query,
    selectTab: (key: TabKey) => write('matiere', key),
    search: (text: string) => {
      setQuery(text);
      write('q', text);
    },
  };
}
