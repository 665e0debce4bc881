/**
 * A value downloaded once and read by a component under Suspense (a lazy page, an article's
 * text), with the two things the prerendered site needs that React.lazy lacks:
 * - load(): the download can start, and be waited for, before React renders (src/boot.tsx
 *   hydrates only once the page has all it needs: decision 0016);
 * - a failed download is not remembered: the error reaches the nearest error boundary once, and
 *   the next read (its « Réessayer ») downloads again.
 */
export interface Suspended<T> {
  /** The value, or (Suspense's protocol) a thrown promise while it downloads, or the download's error. */
  read: () => T;
  /** Starts the download (once); resolves when read() returns at once. */
  load: () => Promise<void>;
}

export function suspended<T>(download: () => Promise<T>): Suspended<T> {
  let value: { current: T } | null = null;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  const load = () => {
    if (loading) return loading;
    failure = null;
    loading = download().then(
      (loaded) => {
        value = { current: loaded };
      },
      (error: unknown) => {
        loading = null;
        failure = { error };
        throw error;
      },
    );
    return loading;
  };
  const read = () => {
    if (value) return value.current;
    if (failure) {
      const { error } = failure;
      failure = null;
      throw error;
    }
    // The nearest <Suspense> waits; once downloaded, the value renders at once, even while hydrating.
    throw load();
  };
  return { read, load };
}
