import type { ReactNode } from 'react';
import { InlineText } from '@/components/inline-text';
import type { Block } from '@/content/blog/blocks';

/**
 * One block of a text of src/content/ written as a blog article (content/blog/blocks.ts), inside a
 * <Prose>: titles, paragraphs, lists, quotes and boxes. A block it does not draw (the blog's
 * timetable) shows `other`: the blog's own, nothing elsewhere.
 */
export function TextBlock({ block, other = null }: { block: Block; other?: ReactNode }) {
  if ('h2' in block)
    return (
      <h2>
        <InlineText text={block.h2} />
      </h2>
    );
  if ('h3' in block)
    return (
      <h3>
        <InlineText text={block.h3} />
      </h3>
    );
  if ('p' in block)
    return (
      <p>
        <InlineText text={block.p} />
      </p>
    );
  if ('liste' in block || 'etapes' in block) {
    const items = 'liste' in block ? block.liste : block.etapes;
    const List = 'liste' in block ? 'ul' : 'ol';
    return (
      <List>
        {items.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </List>
    );
  }
  if ('citation' in block)
    return (
      <figure>
        <blockquote>
          <p className="mt-0!">
            <InlineText text={`« ${block.citation} »`} />
          </p>
        </blockquote>
        {block.source ? (
          <figcaption className="mt-2 pl-5 text-sm font-semibold text-slate-700">— {block.source}</figcaption>
        ) : null}
      </figure>
    );
  if ('encadre' in block)
    return (
      <div className="mt-6 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
        {block.titre ? (
          <p className="mt-0! font-display text-lg font-bold text-brand-900">
            <InlineText text={block.titre} />
          </p>
        ) : null}
        <p className={block.titre ? 'mt-2!' : 'mt-0!'}>
          <InlineText text={block.encadre} />
        </p>
      </div>
    );
  return other;
}
