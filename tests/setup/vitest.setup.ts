import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two workers on a two-core machine (vite.config.ts): a screen may take more than Testing
// Library's default second to appear.
configure({ asyncUtilTimeout: 3_000 });

// Testing Library unmounts between tests only when globals are on; ours are imported explicitly.
// What a test leaves in the page is cleared too: storage, the session's mark on <html>.
afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
  if (typeof document !== 'undefined') delete document.documentElement.dataset.session;
});

// The `logic` project (vite.config.ts) runs in Node unless a file asks for jsdom: no window there.
if (typeof window !== 'undefined') installBrowserStubs();

function installBrowserStubs() {
  // jsdom has no layout: React Router's scroll restoration has nothing to scroll.
  window.scrollTo = () => {};

  // jsdom has no media queries: answer as a narrow phone screen would.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
