import {
  createContext,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { publicReadersOf } from '@/backend/public-readers';
import type { Backend, PublicReaders } from '@/backend/types';
import { whenEngaged } from './after-first-paint';

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** The backend, given as is, as a promise, or as a loader called the first time it is needed. */
export type BackendSource = Backend | Promise<Backend> | (() => Promise<Backend>);

interface BackendHandle {
  /** Starts loading the backend (once; again after a failure) and gives it. */
  load: () => Promise<Backend>;
  /** For rendering: the load under way, or the one that failed (so the page can say so), or a new one. */
  current: () => Promise<Backend>;
  /** Resolves when the backend has been loaded, by whoever asked first; never rejects. */
  loaded: Promise<Backend>;
  /** Whether someone may be signed in, told without loading the backend. */
  maySignedIn: () => Promise<boolean>;
  /**
   * What the public pages read (directory, programme), loaded lightly where the backend can (see
   * below). What they deliver reaches the screens as a transition (see `asTransitions`).
   */
  loadPublic: () => Promise<PublicReaders>;
}

const BackendContext = createContext<BackendHandle | null>(null);

/** An already-resolved promise React's `use` reads without suspending. */
function settled(backend: Backend): Promise<Backend> {
  const promise: Settled<Backend> = Promise.resolve(backend);
  promise.status = 'fulfilled';
  promise.value = backend;
  return promise;
}

/**
 * Waits before the second and third tries of a backend download that failed: a dropped mobile
 * connection often comes back within seconds. After the last one the failure is reported, and
 * is not kept: the next screen that asks (« Réessayer », « Se connecter ») downloads again.
 */
export const LOAD_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The public readers, whose lists reach the screens as transitions: a list read after the first
 * paint (the directory's accounts, the programme) re-renders its page in slices React interrupts
 * for the reader's input, where an ordinary update would render the whole page in one long task
 * (Lighthouse's total blocking time). Failures are not deferred.
 */
function asTransitions({ directory, programme, forum }: PublicReaders): PublicReaders {
  return {
    ...(forum ? { forum } : {}),
    directory: {
      subscribe: (onChange, onError) =>
        directory.subscribe((tutors) => startTransition(() => onChange(tutors)), onError),
    },
    programme: {
      subscribeUpcoming: (onChange, onError) =>
        programme.subscribeUpcoming((seances) => startTransition(() => onChange(seances)), onError),
    },
  };
}

function handleFor(
  source: BackendSource,
  maySignedIn: () => Promise<boolean>,
  publicReaders: (() => Promise<PublicReaders>) | null,
  retryDelays: readonly number[],
): BackendHandle {
  let resolveLoaded!: (backend: Backend) => void;
  // Settles only with a backend: a failed download is retried, never the end of the session.
  const loaded = new Promise<Backend>((resolve) => {
    resolveLoaded = resolve;
  });
  let started: Promise<Backend> | null = null;
  let failed: Promise<Backend> | null = null;
  const attempt = async (): Promise<Backend> => {
    if (typeof source !== 'function') return source instanceof Promise ? source : settled(source);
    for (let tries = 0; ; tries += 1) {
      try {
        return await source();
      } catch (error) {
        const delay = retryDelays[tries];
        if (delay === undefined) throw error;
        console.warn(`Téléchargement du service impossible, nouvel essai dans ${delay} ms :`, error);
        await pause(delay);
      }
    }
  };
  const load = () => {
    if (!started) {
      const loading = typeof source === 'function' || source instanceof Promise ? attempt() : settled(source);
      started = loading;
      failed = null;
      loading.then(resolveLoaded, () => {
        // Forget the failure, so that the next ask downloads again.
        if (started !== loading) return;
        started = null;
        failed = loading;
      });
    }
    return started;
  };
  const current = () => started ?? failed ?? load();
  // A backend given as it is (tests) is there already: nothing to wait for.
  if (typeof source !== 'function') load();
  let publicLoading: Promise<PublicReaders> | null = null;
  const loadPublic = () => {
    publicLoading ??= (publicReaders ? publicReaders() : load().then(publicReadersOf)).then(asTransitions);
    // A failed download is not kept: the next page that asks downloads again.
    publicLoading.catch(() => {
      publicLoading = null;
    });
    return publicLoading;
  };
  return { load, current, loaded, maySignedIn, loadPublic };
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
  publicReaders = null,
  retryDelaysMs = LOAD_RETRY_DELAYS_MS,
  children,
}: {
  backend: BackendSource;
  /** Told without loading anything whether a session may exist (default: assume it may). */
  maySignedIn?: () => Promise<boolean>;
  /**
   * Loads what the public pages read without the backend (Firebase mode reads the directory and
   * the programme over REST, so a visitor of /Encadreurs or /Programme never downloads the SDK);
   * by default, the backend's own.
   */
  publicReaders?: (() => Promise<PublicReaders>) | null;
  /** The waits between tries of a failed download (tests shorten them). */
  retryDelaysMs?: readonly number[];
  children: ReactNode;
}) {
  const [handle] = useState(() => handleFor(backend, maySignedIn, publicReaders, retryDelaysMs));
  return <BackendContext value={handle}>{children}</BackendContext>;
}

function useHandle(): BackendHandle {
  const handle = useContext(BackendContext);
  if (!handle) throw new Error('useBackend must be used inside <BackendProvider>.');
  return handle;
}

/**
 * The backend's promise; asking for it starts loading it. A download that failed stays failed
 * here (the page shows its error) until someone asks again: useBackendRetry, or a form's send.
 */
export function useBackendPromise(): Promise<Backend> {
  return useHandle().current();
}

/** « Réessayer » after the backend failed to download: starts a new download. */
export function useBackendRetry(): () => void {
  const { load } = useHandle();
  return useCallback(() => void load().catch(() => undefined), [load]);
}

/**
 * For forms that need the backend only when sent (login, sign-up): the loader, and the backend
 * fetched once the reader starts using the page (whenEngaged), so the first send rarely waits.
 */
export function useBackendLoader(): () => Promise<Backend> {
  const { load } = useHandle();
  useEffect(() => whenEngaged(() => void load().catch(() => undefined)), [load]);
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

/**
 * Whether the backend has been loaded, by whoever asked, without asking for it: what only exists
 * once there is a backend (writes waiting for the server) waits for this.
 */
export function useBackendLoaded(): boolean {
  const { loaded } = useHandle();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let active = true;
    void loaded.then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [loaded]);
  return done;
}
