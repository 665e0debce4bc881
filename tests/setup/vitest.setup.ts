import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when globals are on; ours are imported explicitly.
afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
});

// The server function's tests (api/, `@vitest-environment node`) share this setup: no window there.
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
