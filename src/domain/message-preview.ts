import { PREVIEW_MAX_LENGTH } from './limits';

/**
 * The first words of a private message, as its conversation keeps them for the list of
 * conversations (docs/decisions/0024): on one line, at most PREVIEW_MAX_LENGTH characters, cut
 * after a word and followed by « … » when the message is longer. firestore.rules (previewOf)
 * check the stored preview against the message written in the same batch, so both sides must
 * agree on every character: the white space collapsed is RE2's \s (space, tab, line feed, form
 * feed, carriage return), not JavaScript's wider one.
 */

/** The white space firestore.rules know, runs of which become one space. */
const RULES_BLANKS = /[ \t\n\f\r]+/g;

const ELLIPSIS = '…';

/** Whether `code` opens a surrogate pair (an emoji, say): a cut never separates the two halves. */
const opensPair = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The stored preview of a message's text. */
export function messagePreview(text: string, max = PREVIEW_MAX_LENGTH): string {
  const line = text.replace(RULES_BLANKS, ' ').replace(/^ | $/g, '');
  if (line.length <= max) return line;
  // The last space at most `max` characters in: the words before it fit.
  const space = line.lastIndexOf(' ', max);
  if (space > 0) return `${line.slice(0, space)}${ELLIPSIS}`;
  // A single word longer than the preview (a web address): cut inside it.
  const end = opensPair(line.charCodeAt(max - 1)) ? max - 1 : max;
  return `${line.slice(0, end)}${ELLIPSIS}`;
}

/**
 * A stored preview as the list shows it: on one line whatever was stored (any white space, a
 * hand edit's line break included), or null when there is nothing to show.
 */
export function previewLine(stored: unknown): string | null {
  if (typeof stored !== 'string') return null;
  const line = stored.replace(/\s+/g, ' ').trim();
  return line === '' ? null : line;
}
