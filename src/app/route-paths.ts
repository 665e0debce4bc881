import { PAGES, type PageEntry, type PageKey } from '@/lib/paths';

/*
 * The addresses of the table of pages (src/lib/paths.ts), for the build (src/prerender.tsx: the
 * prerendered pages, the sitemap, robots.txt) and its tests: kept out of the app the browser
 * downloads, with the content they read.
 */

/** The public pages whose address takes a parameter. */
type ParamPageKey = {
  [K in PageKey]: (typeof PAGES)[K] extends { path: `${string}:${string}`; public: true } ? K : never;
}[PageKey];

/** The values of each public page's parameter: one prerendered page each. */
export type ParamValues = Record<ParamPageKey, () => Promise<readonly string[]>>;

// Imported on demand: the content stays out of the prerender entry's own chunk.
export const PARAM_VALUES: ParamValues = {
  article: () => import('@/content/blog/articles').then((m) => m.articleParams()),
  commission: () => import('@/content/commissions').then((m) => m.commissions.map((one) => one.slug)),
  profile: () => import('@/features/directory/tutors').then((m) => m.allTutors.map((one) => String(one.profileId))),
};

const entries = (table: Readonly<Record<string, PageEntry>>) => Object.entries(table);

/** The address of every public page: each exactly once, home first, in the table's order. */
export async function publicPaths(
  table: Readonly<Record<string, PageEntry>> = PAGES,
  values: Readonly<Record<string, () => Promise<readonly string[]>>> = PARAM_VALUES,
): Promise<string[]> {
  const found: string[] = [];
  for (const [key, { path, public: isPublic }] of entries(table)) {
    if (!isPublic) continue;
    if (!path.includes(':')) {
      found.push(path);
      continue;
    }
    const list = values[key];
    if (!list) throw new Error(`${path} : aucune liste de valeurs pour prérendre cette page (PARAM_VALUES).`);
    for (const value of await list()) found.push(path.replace(/:\w+/, encodeURIComponent(value)));
  }
  return [...new Set(found)];
}

/** The addresses of the members' screens (and local mode's): rendered in the browser only, never indexed. */
export function privatePaths(table: Readonly<Record<string, PageEntry>> = PAGES): string[] {
  return entries(table)
    .filter(([, entry]) => !entry.public)
    .map(([, entry]) => entry.path);
}
