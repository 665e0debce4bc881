import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { configurationProblem } from '@/app/config-problem';
import { ConfigErrorPage } from '@/app/pages/config-error-page';
import { loadBackend } from '@/backend';
import { config } from '@/config';
import './index.css';

const root = createRoot(document.getElementById('root')!);

if (config.backend === 'invalid') {
  console.error('Configuration Firebase incomplète :', config.missing, config.problems);
  root.render(<ConfigErrorPage missing={config.missing} problems={config.problems} />);
} else {
  const backend = loadBackend(config);
  // The SDK refusing the settings at start-up is, like a missing variable, for the deployer to fix:
  // the configuration page says what it refused. Any other failure is left to the pages that need
  // the backend, which show the site's error page.
  backend.catch((error: unknown) => {
    const problem = configurationProblem(error);
    if (!problem) return;
    console.error('Firebase a refusé la configuration :', error);
    root.render(<ConfigErrorPage missing={[]} problems={[problem]} />);
  });
  root.render(
    <StrictMode>
      <App backend={backend} />
    </StrictMode>,
  );
}
