/**
 * For tests: the places in a text where French typography is broken (a : ; ! ? or » without a
 * non-breaking space before it, a « without one after it), each with a little context.
 */
export function badFrenchSpacing(text: string): string[] {
  const wrong = /(?<![\u00a0\u202f?!])[:;!?»]|«(?![\u00a0\u202f])/g;
  return Array.from(text.matchAll(wrong), (match) => text.slice(Math.max(0, match.index - 25), match.index + 5));
}
