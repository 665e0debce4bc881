import { describe, expect, it } from 'vitest';
import { resultsText } from './wording';

describe('wording', () => {
  it('counts the tutors shown, singular and plural', () => {
    expect(resultsText(3, true)).toBe('3 encadreurs trouvés');
    expect(resultsText(1, true)).toBe('1 encadreur trouvé');
    expect(resultsText(0, true)).toBe('Aucun encadreur ne correspond à votre recherche.');
    expect(resultsText(12, false)).toBe('12 encadreurs');
    expect(resultsText(1, false)).toBe('1 encadreur');
  });
});
