import { TextBlock } from '@/components/text-block';
import { Prose } from '@/components/ui/prose';
import type { Block } from '@/content/blog/blocks';
import { WeeklyTimetable } from './weekly-timetable';

/** An article's text, block after block, in the site's long-form style. */
export function ArticleBody({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Prose>
      {blocks.map((block, index) => (
        <TextBlock key={index} block={block} other={<WeeklyTimetable />} />
      ))}
    </Prose>
  );
}
