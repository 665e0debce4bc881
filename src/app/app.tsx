import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import type { DirectoryService } from '@/backend/types';
import { BackendProvider, type BackendSource } from '@/hooks/backend';
import { SessionProvider } from '@/hooks/session';
import { ErrorPage } from './pages/error-page';
import { AppRoutes } from './routes';

/**
 * The whole site over a backend (loaded on demand: screens wait for it only when they need it).
 * React Router's declarative mode: the data router would add ~17 KB gzip to every first load for
 * loaders and actions this client-only site does not use.
 */
export function App({
  backend,
  maySignedIn,
  directory,
}: {
  backend: BackendSource;
  maySignedIn?: () => Promise<boolean>;
  directory?: (() => Promise<DirectoryService>) | null;
}) {
  return (
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <BackendProvider backend={backend} maySignedIn={maySignedIn} directory={directory}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </BackendProvider>
    </ErrorBoundary>
  );
}
