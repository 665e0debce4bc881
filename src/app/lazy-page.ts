import { lazy, type ComponentType } from 'react';

/** A page component loaded from its own chunk the first time it is shown. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
