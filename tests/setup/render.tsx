import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
import type { Backend } from '@/backend/types';
import { BackendProvider } from '@/hooks/backend';
import { SessionProvider } from '@/hooks/session';
import { createTestBackend } from './test-backend';

interface Options {
  backend?: Backend;
  /** What to render inside the router; the whole site by default. */
  children?: ReactNode;
}

/** Lets a test read where the app is and send it elsewhere, as the address bar would. */
interface RouterHandle {
  pathname: string;
  search: string;
  navigate: NavigateFunction;
}

function RouterProbe({ onRender }: { onRender: (handle: RouterHandle) => void }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => onRender({ pathname, search, navigate }), [onRender, pathname, search, navigate]);
  return null;
}

/** Renders the site (or `children`) at `path`, over a fresh local backend unless one is given. */
export function renderAt(path: string, { backend = createTestBackend(), children = <AppRoutes /> }: Options = {}) {
  let handle: RouterHandle = { pathname: path, search: '', navigate: () => undefined };
  const follow = (latest: RouterHandle) => {
    handle = latest;
  };
  const user = userEvent.setup();
  const view = render(
    <BackendProvider backend={backend}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <RouterProbe onRender={follow} />
        </MemoryRouter>
      </SessionProvider>
    </BackendProvider>,
  );
  return {
    ...view,
    user,
    backend,
    /** The current path, as the address bar would show it. */
    location: () => handle.pathname,
    /** The address's search part (« ?matiere=… »), decoded. */
    search: () => decodeURIComponent(handle.search),
    navigate: (to: string) => handle.navigate(to),
  };
}
