import { blog } from '@/content/blog/blog';
import { pageList, type PAGES, type PageEntry, type PageGroup } from '@/lib/paths';

/*
 * The addresses of the table of pages (src/lib/paths.ts), for the build (src/prerender.tsx: the
 * prerendered pages, the sitemap, robots.txt) and its tests: kept out of the app the browser
 * downloads, with the content they read.
 */

/** The public pages whose address takes a parameter. */
type ParamPageKey = {
  [K in keyof typeof PAGES]: (typeof PAGES)[K] extends { path: `${string}:${string}`; public: true } ? K : never;
}[keyof typeof PAGES];

/** The values of each public page's parameter: one prerendered page each. */
export type ParamValues = Record<ParamPageKey, () => Promise<readonly string[]>>;

/** The value of the article route's parameter for each article (/blog1 → blog1). */
export const articleParams = (articles = blog.articles) => articles.map((article) => article.path.slice(1));

// The commissions and the tutors imported on demand, as the app does.
export const PARAM_VALUES: ParamValues = {
  article: () => Promise.resolve(articleParams()),
  commission: () => import('@/content/commissions').then((m) => m.commissions.map((one) => one.slug)),
  profile: () => import('@/features/directory/tutors').then((m) => m.allTutors.map((one) => String(one.profileId))),
};

/** The address of every public page: each exactly once, home first, in the table's order. */
export async function publicPaths(
  table?: Readonly<Record<string, PageEntry | PageGroup>>,
  values: Readonly<Record<string, () => Promise<readonly string[]>>> = PARAM_VALUES,
): Promise<string[]> {
  const found: string[] = [];
  for (const [key, { path, public: isPublic }] of pageList(table)) {
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
export function privatePaths(table?: Readonly<Record<string, PageEntry | PageGroup>>): string[] {
  return pageList(table)
    .filter(([, entry]) => !entry.public)
    .map(([, entry]) => entry.path);
}
