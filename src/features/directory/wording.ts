/** French words that depend on a number or a name. */

/** « 1 encadreur trouvé », « 3 encadreurs trouvés », or the empty-search sentence. */
export function resultsText(count: number, searching: boolean): string {
  if (count === 0) {
    return searching
      ? 'Aucun encadreur ne correspond à votre recherche.'
      : 'Aucun encadreur dans cette matière pour le moment.';
  }
  const noun = count > 1 ? 'encadreurs' : 'encadreur';
  if (!searching) return `${count} ${noun}`;
  return `${count} ${noun} ${count > 1 ? 'trouvés' : 'trouvé'}`;
}
