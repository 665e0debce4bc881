import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { configurationProblem } from '@/app/config-problem';
import { ConfigErrorPage } from '@/app/pages/config-error-page';
import { loadBackend } from '@/backend';
import { publicDirectoryLoader } from '@/backend/public-directory';
import { maySignedIn } from '@/backend/session-hint';
import { config } from '@/config';
import './index.css';

const root = createRoot(document.getElementById('root')!);

if (config.backend === 'invalid') {
  console.error('Configuration Firebase incomplète :', config.missing, config.problems);
  root.render(<ConfigErrorPage missing={config.missing} problems={config.problems} />);
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
      root.render(<ConfigErrorPage missing={[]} problems={[problem]} />);
    });
    return loading;
  };
  root.render(
    <StrictMode>
      <App backend={backend} maySignedIn={() => maySignedIn(settings)} directory={publicDirectoryLoader(settings)} />
    </StrictMode>,
  );
}
