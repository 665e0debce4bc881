import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Backend } from '@/backend/types';
import { BackendProvider } from '@/hooks/backend';
import { SessionProvider } from '@/hooks/session';
import { routes } from './routes';

/** The whole site over a backend (usually still loading: screens wait for it only when they need it). */
export function App({ backend }: { backend: Backend | Promise<Backend> }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <BackendProvider backend={backend}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </BackendProvider>
  );
}
