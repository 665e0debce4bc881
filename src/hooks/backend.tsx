import { createContext, use, useContext, useState, type ReactNode } from 'react';
import type { Backend } from '@/backend/types';

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const BackendContext = createContext<Promise<Backend> | null>(null);

/** An already-resolved promise React's `use` reads without suspending. */
function settled(backend: Backend): Promise<Backend> {
  const promise: Settled<Backend> = Promise.resolve(backend);
  promise.status = 'fulfilled';
  promise.value = backend;
  return promise;
}

/**
 * Makes the backend available to the screens. It is usually still loading (each adapter is its
 * own chunk); screens that need it suspend until it is there.
 */
export function BackendProvider({ backend, children }: { backend: Backend | Promise<Backend>; children: ReactNode }) {
  const [promise] = useState(() => (backend instanceof Promise ? backend : settled(backend)));
  return <BackendContext value={promise}>{children}</BackendContext>;
}

export function useBackendPromise(): Promise<Backend> {
  const promise = useContext(BackendContext);
  if (!promise) throw new Error('useBackend must be used inside <BackendProvider>.');
  return promise;
}

/** The backend; suspends the calling component while the adapter loads. */
export function useBackend(): Backend {
  return use(useBackendPromise());
}
