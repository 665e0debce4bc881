import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_LENGTH } from './limits';
import { messagePreview, previewLine } from './message-preview';

describe('messagePreview', () => {
  it('keeps a short message whole, trimmed', () => {
    expect(messagePreview('  Bonjour Awa !  ')).toBe('Bonjour Awa !');
    expect(messagePreview('a'.repeat(PREVIEW_MAX_LENGTH))).toBe('a'.repeat(PREVIEW_MAX_LENGTH));
  });

  it('puts a message of several lines on one, each run of white space one space', () => {
    expect(messagePreview('Bonjour,\n\nLe cours\t de samedi\r\nest maintenu.')).toBe(
      'Bonjour, Le cours de samedi est maintenu.',
    );
  });

  it('cuts a long message after its last whole word that fits, and says so with « … »', () => {
    const text = `${'mot '.repeat(30)}fin`; // 123 characters
    const preview = messagePreview(text);
    expect(preview).toBe(`${'mot '.repeat(25).trim()}…`);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_MAX_LENGTH + 1);
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(PREVIEW_MAX_LENGTH)} suite`;
    expect(messagePreview(text)).toBe(`${'a'.repeat(PREVIEW_MAX_LENGTH)}…`);
  });

  it('cuts inside a single word longer than the preview, never inside an emoji', () => {
    expect(messagePreview(`https://exemple.cm/${'x'.repeat(200)}`)).toBe(
      `https://exemple.cm/${'x'.repeat(PREVIEW_MAX_LENGTH - 19)}…`,
    );
    // 'a' then 60 emojis of two UTF-16 units each: the 100th unit is the first half of an emoji.
    const cut = messagePreview(`a${'😀'.repeat(60)}`);
    expect(cut).toBe(`a${'😀'.repeat(49)}…`);
  });

  it('counts the white space the server counts: a no-break space is part of a word', () => {
    const text = `Rendez-vous\u00a0: ${'b'.repeat(95)} fin`;
    expect(messagePreview(text)).toBe('Rendez-vous\u00a0:…');
  });
});

describe('previewLine', () => {
  it('shows a stored preview on one line, and nothing for a missing or blank one', () => {
    expect(previewLine('Bonjour Awa…')).toBe('Bonjour Awa…');
    expect(previewLine(' Ligne une\u2028ligne\u00a0deux ')).toBe('Ligne une ligne deux');
    expect(previewLine('')).toBeNull();
    expect(previewLine('   ')).toBeNull();
    expect(previewLine(undefined)).toBeNull();
    expect(previewLine(42)).toBeNull();
  });
});
