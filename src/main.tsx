import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { ConfigErrorPage } from '@/app/pages/config-error-page';
import { loadBackend } from '@/backend';
import { config } from '@/config';
import './index.css';

const root = createRoot(document.getElementById('root')!);

if (config.backend === 'invalid') {
  console.error('Configuration Firebase incomplète :', config.missing, config.problems);
  root.render(<ConfigErrorPage missing={config.missing} problems={config.problems} />);
} else {
  root.render(
    <StrictMode>
      <App backend={loadBackend(config)} />
    </StrictMode>,
  );
}
