import type { Article } from '@/content/blog/article';
import type { Block } from '@/content/blog/blocks';
import { textOf } from '@/content/blog/texts';
import { retryableImport } from '@/lib/retryable-import';
import { suspended, type Suspended } from '@/lib/suspended';

const texts = new Map<string, Suspended<readonly Block[]>>();

/**
 * An article's text, downloaded when its page is first shown (or prepared for hydration): read()
 * under Suspense, load() to start it sooner.
 */
export function articleText(article: Article): Suspended<readonly Block[]> {
  let text = texts.get(article.folder);
  if (!text) {
    const download = retryableImport(textOf(article.folder));
    text = suspended(() => download().then((module) => module.text));
    texts.set(article.folder, text);
  }
  return text;
}
