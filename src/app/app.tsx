import { BrowserRouter } from 'react-router-dom';
import type { Backend } from '@/backend/types';
import { ErrorBoundary } from '@/components/error-boundary';
import { BackendProvider } from '@/hooks/backend';
import { SessionProvider } from '@/hooks/session';
import { ErrorPage } from './pages/error-page';
import { AppRoutes } from './routes';

/**
 * The whole site over a backend (usually still loading: screens wait for it only when they need
 * it). React Router's declarative mode: the data router would add ~17 KB gzip to every first
 * load for loaders and actions this client-only site does not use.
 */
export function App({ backend }: { backend: Backend | Promise<Backend> }) {
  return (
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <BackendProvider backend={backend}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </BackendProvider>
    </ErrorBoundary>
  );
}
