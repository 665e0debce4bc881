import { describe, expect, it } from 'vitest';
import { checkPdfFile, hasPdfSignature } from './pdf';

describe('PDF attachments (spec §5, §9)', () => {
  it('accepts a PDF up to 15,000,000 bytes', () => {
    expect(checkPdfFile({ name: 'cours.pdf', type: 'application/pdf', size: 15_000_000 })).toBeNull();
    expect(checkPdfFile({ name: 'COURS.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses anything else', () => {
    expect(checkPdfFile({ name: 'cours.pdf', type: 'application/pdf', size: 15_000_001 })).toBe('file/too-large');
    expect(checkPdfFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('file/not-pdf');
    expect(checkPdfFile({ name: 'vide.pdf', type: 'application/pdf', size: 0 })).toBe('file/empty');
  });

  it('recognises the %PDF- signature', () => {
    expect(hasPdfSignature(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(hasPdfSignature(new TextEncoder().encode('<html>'))).toBe(false);
  });
});
