import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { PublicReaders } from '@/backend/types';
import { ErrorBoundary } from '@/components/error-boundary';
import { BackendProvider, type BackendSource } from '@/hooks/backend';
import { SessionProvider } from '@/hooks/session';
import { ErrorPage } from './pages/error-page';
import { AppRoutes } from './routes';

export interface AppProps {
  backend: BackendSource;
  maySignedIn?: () => Promise<boolean>;
  publicReaders?: (() => Promise<PublicReaders>) | null;
}

/**
 * What every page stands on: the error boundary, the backend (loaded on demand: screens wait for
 * it only when they need it) and the session. The router comes inside: the browser's in the
 * site, a static one when src/prerender.tsx writes the pages at build time.
 */
export function AppFrame({ backend, maySignedIn, publicReaders, children }: AppProps & { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
      <BackendProvider backend={backend} maySignedIn={maySignedIn} publicReaders={publicReaders}>
        <SessionProvider>{children}</SessionProvider>
      </BackendProvider>
    </ErrorBoundary>
  );
}

/**
 * The whole site in the browser. React Router's declarative mode: the data router would add
 * ~17 KB gzip to every first load for loaders and actions this client-only site does not use.
 */
export function App(props: AppProps) {
  return (
    <AppFrame {...props}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
