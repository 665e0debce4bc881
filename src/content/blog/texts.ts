/**
 * The articles' texts, found from their folders (every ./<folder>/text.ts), each its own chunk:
 * a page downloads its own text and no other, and the pages that only list articles none.
 */
import type { Block } from './blocks';

export type TextModule = { text: readonly Block[] };

const texts = import.meta.glob<TextModule>('./*/text.ts');

/** Downloads the text of the article found in `folder` (Article.folder). */
export function textOf(folder: string): () => Promise<TextModule> {
  const load = texts[`./${folder}/text.ts`];
  if (!load) throw new Error(`L’article du dossier ${folder} n’a pas de text.ts.`);
  return load;
}
