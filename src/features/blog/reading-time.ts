import type { Block } from '@/content/blog/blocks';

/** The plain text of a block, for counting words. */
function textOf(block: Block): string {
  if ('h2' in block) return block.h2;
  if ('h3' in block) return block.h3;
  if ('p' in block) return block.p;
  if ('liste' in block) return block.liste.join(' ');
  if ('etapes' in block) return block.etapes.join(' ');
  if ('citation' in block) return `${block.citation} ${block.source ?? ''}`;
  if ('encadre' in block) return `${block.titre ?? ''} ${block.encadre}`;
  return '';
}

export function wordCount(blocks: readonly Block[]): number {
  return blocks
    .map(textOf)
    .join(' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}

/** Minutes a reader needs, at an unhurried 200 words a minute (at least one). */
export function readingMinutes(blocks: readonly Block[]): number {
  return Math.max(1, Math.round(wordCount(blocks) / 200));
}
