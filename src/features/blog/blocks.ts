/**
 * What an article's text is made of. Each article is a list of blocks, in reading order:
 *
 *   { h2: 'Titre de partie' }                       a section title
 *   { h3: 'Sous-titre' }                            a smaller title inside a section
 *   { p: 'Un paragraphe.' }                         a paragraph
 *   { liste: ['un point', 'un autre'] }             a bulleted list
 *   { etapes: ['d’abord', 'ensuite'] }              a numbered list
 *   { citation: 'Le texte cité', source: 'Luc 2.52' }  a quote
 *   { encadre: 'Le conseil', titre: 'Astuce' }      a highlighted box
 *   { emploiDuTemps: true }                         the sample weekly timetable (blog home only)
 *
 * Inside any text: **mots en gras** and [un lien](/contact). Type ordinary spaces and
 * apostrophes: the site adds the non-breaking spaces French needs before : ; ! ? and in « ».
 */
export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { liste: readonly string[] }
  | { etapes: readonly string[] }
  | { citation: string; source?: string }
  | { encadre: string; titre?: string }
  | { emploiDuTemps: true };

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
