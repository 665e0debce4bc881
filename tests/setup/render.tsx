import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes as appRoutes } from '@/app/routes';
import type { Backend } from '@/backend/types';
import { BackendProvider } from '@/hooks/backend';
import { SessionProvider } from '@/hooks/session';
import { createTestBackend } from './test-backend';

interface Options {
  backend?: Backend;
  routes?: RouteObject[];
}

/** Renders the site (or given routes) at `path`, over a fresh local backend unless one is given. */
export function renderAt(path: string, { backend = createTestBackend(), routes = appRoutes }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <BackendProvider backend={backend}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </BackendProvider>,
  );
  return { ...view, user, router, backend };
}
