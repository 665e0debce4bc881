import { InlineText } from '@/components/inline-text';
import { Prose } from '@/components/ui/prose';
import type { Block } from '@/content/blog/blocks';
import { WeeklyTimetable } from './weekly-timetable';

function BlockView({ block }: { block: Block }) {
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
  return <WeeklyTimetable />;
}

/** An article's text, block after block, in the site's long-form style. */
export function ArticleBody({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Prose>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </Prose>
  );
}
