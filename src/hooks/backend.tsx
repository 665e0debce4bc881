import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Backend, DirectoryService } from '@/backend/types';
import { afterFirstPaint } from './after-first-paint';

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** The backend, given as is, as a promise, or as a loader called the first time it is needed. */
export type BackendSource = Backend | Promise<Backend> | (() => Promise<Backend>);

interface BackendHandle {
  /** Starts loading the backend (once) and gives it. */
  load: () => Promise<Backend>;
  /** Settles when the backend has been loaded, by whoever asked first. */
  loaded: Promise<Backend>;
  /** Whether someone may be signed in, told without loading the backend. */
  maySignedIn: () => Promise<boolean>;
  /** The public directory of approved tutors, loaded lightly where the backend can (see below). */
  loadDirectory: () => Promise<DirectoryService>;
}

const BackendContext = createContext<BackendHandle | null>(null);

/** An already-resolved promise React's `use` reads without suspending. */
function settled(backend: Backend): Promise<Backend> {
  const promise: Settled<Backend> = Promise.resolve(backend);
  promise.status = 'fulfilled';
  promise.value = backend;
  return promise;
}

function handleFor(
  source: BackendSource,
  maySignedIn: () => Promise<boolean>,
  directory: (() => Promise<DirectoryService>) | null,
): BackendHandle {
  let resolveLoaded!: (backend: Backend) => void;
  let rejectLoaded!: (error: unknown) => void;
  const loaded = new Promise<Backend>((resolve, reject) => {
    resolveLoaded = resolve;
    rejectLoaded = reject;
  });
  loaded.catch(() => undefined); // reported by whoever asked for the backend
  let started: Promise<Backend> | null = null;
  const load = () => {
    if (!started) {
      started = typeof source === 'function' ? source() : source instanceof Promise ? source : settled(source);
      started.then(resolveLoaded, rejectLoaded);
    }
    return started;
  };
  // A backend given as it is (tests) is there already: nothing to wait for.
  if (typeof source !== 'function') load();
  let directoryLoading: Promise<DirectoryService> | null = null;
  const loadDirectory = () => (directoryLoading ??= directory ? directory() : load().then((backend) => backend.directory));
  return { load, loaded, maySignedIn, loadDirectory };
}

const maybe = () => Promise.resolve(true);

/**
 * Makes the backend available to the screens. Each adapter is its own chunk (Dexie, or the
 * Firebase SDK): a loader given here runs only when a screen needs the backend, or when the
 * session must be restored, so a visitor reading content pages never waits for it.
 */
export function BackendProvider({
  backend,
  maySignedIn = maybe,
  directory = null,
  children,
}: {
  backend: BackendSource;
  /** Told without loading anything whether a session may exist (default: assume it may). */
  maySignedIn?: () => Promise<boolean>;
  /**
   * Loads the public directory without the backend (Firebase mode reads it over REST, so a
   * visitor of /Encadreurs never downloads the SDK); by default, the backend's own.
   */
  directory?: (() => Promise<DirectoryService>) | null;
  children: ReactNode;
}) {
  const [handle] = useState(() => handleFor(backend, maySignedIn, directory));
  return <BackendContext value={handle}>{children}</BackendContext>;
}

function useHandle(): BackendHandle {
  const handle = useContext(BackendContext);
  if (!handle) throw new Error('useBackend must be used inside <BackendProvider>.');
  return handle;
}

/** The backend's promise; asking for it starts loading it. */
export function useBackendPromise(): Promise<Backend> {
  return useHandle().load();
}

/**
 * For forms that need the backend only when sent (login, sign-up): the loader, and the backend
 * fetched once the page has painted and the browser is idle, so the first send rarely waits.
 */
export function useBackendLoader(): () => Promise<Backend> {
  const { load } = useHandle();
  useEffect(() => afterFirstPaint(() => void load().catch(() => undefined)), [load]);
  return load;
}

/** The backend; suspends the calling component while the adapter loads. */
export function useBackend(): Backend {
  return use(useBackendPromise());
}

/** For the session: the handle itself, to follow the backend without forcing it to load. */
export function useBackendHandle(): BackendHandle {
  return useHandle();
}
