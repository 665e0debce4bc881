import { useEffect, useRef, useState } from 'react';
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

  // The filters as last written: the address shows them a moment later (React renders an address
  // change in a transition, slow on a slow phone), and a profile opened meanwhile must carry them.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const latest = () => written.current ?? params;

  function write(name: 'matiere' | 'q', value: string) {
    const next = new URLSearchParams(latest());
    if (value.trim() === '') next.delete(name);
    else next.set(name, value);
    written.current = next;
    setParams(next, { replace: true });
  }

  return {
    tab,
    query,
    /** The filters as the reader last chose them (« ?matiere=math&q=paul », or ''), for a profile's « Retour ». */
    currentSearch: () => {
      const search = latest().toString();
      return search ? `?${search}` : '';
    },
    selectTab: (key: TabKey) => write('matiere', key),
    search: (text: string) => {
      setQuery(text);
      write('q', text);
    },
  };
}
