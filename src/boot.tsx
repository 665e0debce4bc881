import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { isPrivatePath, preloadPage, readsFirstAt } from '@/app/routes';
import { loadBackend } from '@/backend';
import { publicReadersLoader } from '@/backend/public-readers';
import { flaggedMember, maySignedIn } from '@/backend/session-hint';
import { config } from '@/config';

/*
 * The app in the browser, loaded by src/main.tsx: after the first paint on a prerendered page, at
 * once on the shell.
 */

// Read when the app starts (never at import: the build imports this module's chunk in Node).
const container = () => document.getElementById('root')!;

/*
 * A public page arrives prerendered (src/prerender.tsx): React hydrates it, adopting the HTML
 * already on screen. Everything else arrives as the empty shell and is rendered here. A
 * prerendered file served at another address (the hosts' fallback) is rendered afresh: its HTML
 * is some other page's.
 */
function prerenderedHere(): boolean {
  const path = container().querySelector<HTMLElement>(':scope > [data-prerendered]')?.dataset.prerendered;
  const here = decodeURIComponent(window.location.pathname).replace(/(.)\/+$/, '$1');
  // The router matches addresses in any letter case: /Blog shows the page written for /blog.
  return path !== undefined && path.toLowerCase() === here.toLowerCase();
}

let root: Root | null = null;

function render(app: React.ReactNode): void {
  if (root) {
    root.render(app);
    return;
  }
  container().replaceChildren();
  root = createRoot(container());
  root.render(app);
}

/**
 * Hydrates once the page's own chunk is here, so that React adopts the whole HTML in one pass.
 * Until then, and for good if it cannot download (offline, never visited), the prerendered page
 * stays on screen, readable; the network's return tries again.
 */
function hydrate(app: React.ReactNode): void {
  preloadPage(window.location.pathname).then(
    () => {
      if (root) return;
      // React adopts the wrapper's content in place: no node moves, so the focus a reader already
      // gave a tab or a button stays where it is. The address it carried is no longer needed.
      const wrapper = container().firstElementChild as HTMLElement;
      // As a transition: React adopts the page in slices of a few milliseconds, yielding to the
      // reader's input between them, instead of one long task on a slow phone (issue 34: the
      // total blocking time Lighthouse measures). The HTML is on screen meanwhile.
      startTransition(() => {
        root = hydrateRoot(wrapper, app);
      });
      delete wrapper.dataset.prerendered;
    },
    (error: unknown) => {
      console.warn('Page affichée sans JavaScript en attendant le réseau :', error);
      window.addEventListener('online', () => hydrate(app), { once: true });
    },
  );
}

function start(app: React.ReactNode, { hydrate: prerendered }: { hydrate: boolean }): void {
  if (prerendered && prerenderedHere()) hydrate(app);
  else render(app);
}

// Only a deployer's mistake shows it: downloaded then, never by a visitor of a working site.
const configErrorPage = () => import('@/app/pages/config-error-page').then((m) => m.ConfigErrorPage);

/** Starts the site in the page: src/main.tsx calls it once the app's code is here. */
export function startApp(): void {
  if (config.backend === 'invalid') {
    console.error('Configuration Firebase incomplète :', config.missing, config.problems);
    // Not what was prerendered: the deployer's configuration page replaces it.
    const { missing, problems } = config;
    void configErrorPage().then((ConfigErrorPage) =>
      start(<ConfigErrorPage missing={missing} problems={problems} />, { hydrate: false }),
    );
  } else {
    const settings = config;
    // The backend (Dexie, or the Firebase SDK) loads when a screen or the session needs it: never
    // before the first paint, and not at all for a visitor who only reads content pages.
    const backend = () => {
      const loading = loadBackend(settings);
      // The SDK refusing the settings is, like a missing variable, for the deployer to fix: the
      // configuration page says what it refused. Any other failure is left to the pages that need
      // the backend, which show the site's error page.
      // (Read from its own chunk: only a failure needs it.)
      loading
        .catch((error: unknown) =>
          import('@/app/config-problem').then(async ({ configurationProblem }) => {
            const problem = configurationProblem(error);
            if (!problem) return;
            console.error('Firebase a refusé la configuration :', error);
            const ConfigErrorPage = await configErrorPage();
            render(<ConfigErrorPage missing={[]} problems={[problem]} />);
          }),
        )
        .catch(() => undefined);
      return loading;
    };
    // A member's screen (a dashboard) shows nothing without the backend: its download starts now,
    // beside the page's own chunk, rather than once the page has rendered. A forum shows its first
    // page without it (issue 34): for a visitor, the SDK waits rather than share the network.
    const path = window.location.pathname;
    let early = isPrivatePath(path) && (!readsFirstAt(path) || flaggedMember()) ? backend() : null;
    const loader = () => {
      const loading = early ?? backend();
      early = null;
      return loading;
    };
    start(
      <StrictMode>
        <App backend={loader} maySignedIn={maySignedIn} publicReaders={publicReadersLoader(settings)} />
      </StrictMode>,
      { hydrate: true },
    );
  }
}
