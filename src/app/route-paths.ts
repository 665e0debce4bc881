import type { RouteObject } from 'react-router-dom';
import { routes, type PublicHandle } from './routes';

/*
 * The route table's addresses, for the build (src/prerender.tsx: the prerendered pages, the
 * sitemap, robots.txt) and its tests: kept out of the app the browser downloads.
 */

/** The address of every public page of the route table: each exactly once, home first. */
export async function publicPaths(table: readonly RouteObject[] = routes, base = ''): Promise<string[]> {
  const found: string[] = [];
  for (const route of table) {
    const path = route.index ? base || '/' : `${base}/${route.path ?? ''}`.replace(/\/+/g, '/');
    const handle = route.handle as PublicHandle | undefined;
    if (handle && !handle.params) found.push(path);
    if (handle?.params) {
      for (const value of await handle.params()) found.push(path.replace(/:\w+/, encodeURIComponent(value)));
    }
    if (route.children) found.push(...(await publicPaths(route.children, route.path === '/' ? '' : path)));
  }
  return [...new Set(found)];
}

/** The addresses of the members' screens (and local mode's): rendered in the browser only, never indexed. */
export function privatePaths(table: readonly RouteObject[] = routes, base = ''): string[] {
  const found: string[] = [];
  for (const route of table) {
    const path = `${base}/${route.path ?? ''}`.replace(/\/+/g, '/');
    if (!route.index && !route.handle && route.path && route.path !== '*' && route.path !== '/') found.push(path);
    if (route.children) found.push(...privatePaths(route.children, route.path === '/' ? '' : path));
  }
  return found;
}

