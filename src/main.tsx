import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { configurationProblem } from '@/app/config-problem';
import { loadBackend } from '@/backend';
import { publicDirectoryLoader } from '@/backend/public-directory';
import { maySignedIn } from '@/backend/session-hint';
import { config } from '@/config';
import './index.css';

const container = document.getElementById('root')!;

/*
 * A public page arrives prerendered (src/prerender.tsx): React hydrates it, adopting the HTML
 * already on screen. Everything else arrives as the empty shell and is rendered here. A
 * prerendered file served at another address (the hosts' fallback) is rendered afresh: its HTML
 * is some other page's.
 */
function prerenderedHere(): boolean {
  const path = container.querySelector<HTMLElement>(':scope > [data-prerendered]')?.dataset.prerendered;
  const here = decodeURIComponent(window.location.pathname).replace(/(.)\/+$/, '$1');
  // The router matches addresses in any letter case: /Blog shows the page written for /blog.
  return path !== undefined && path.toLowerCase() === here.toLowerCase();
}

function start(app: React.ReactNode, { hydrate }: { hydrate: boolean }): Root {
  if (hydrate && prerenderedHere()) {
    // The wrapper only carried the address: the page's own elements are hydrated in its place.
    const wrapper = container.firstElementChild!;
    wrapper.replaceWith(...wrapper.childNodes);
    return hydrateRoot(container, app);
  }
  container.replaceChildren();
  const root = createRoot(container);
  root.render(app);
  return root;
}

// Only a deployer's mistake shows it: downloaded then, never by a visitor of a working site.
const configErrorPage = () => import('@/app/pages/config-error-page').then((m) => m.ConfigErrorPage);

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
    loading.catch((error: unknown) => {
      const problem = configurationProblem(error);
      if (!problem) return;
      console.error('Firebase a refusé la configuration :', error);
      void configErrorPage().then((ConfigErrorPage) => root.render(<ConfigErrorPage missing={[]} problems={[problem]} />));
    });
    return loading;
  };
  const root = start(
    <StrictMode>
      <App backend={backend} maySignedIn={() => maySignedIn(settings)} directory={publicDirectoryLoader(settings)} />
    </StrictMode>,
    { hydrate: true },
  );
}
