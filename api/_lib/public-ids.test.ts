import { describe, expect, it } from 'vitest';
import { isNewPhotoName, isNewUploadName, resourceTypeOf, uploaderOf } from './public-ids';

const UID = 'uidAwaEleve';
const HEX = '0123456789abcdef0123456789abcdef';

describe('public ids of the forum’s uploads', () => {
  it('tells a new PDF (`.pdf`) from a new photo (no extension), both in the uploader’s folder', () => {
    expect(isNewUploadName(`forum/${UID}/${HEX}.pdf`)).toBe(true);
    expect(isNewPhotoName(`forum/${UID}/${HEX}.pdf`)).toBe(false);
    expect(isNewPhotoName(`forum/${UID}/${HEX}`)).toBe(true);
    expect(isNewUploadName(`forum/${UID}/${HEX}`)).toBe(false);
    expect(uploaderOf(`forum/${UID}/${HEX}`)).toBe(UID);
  });

  it.each([
    ['an extension', `forum/${UID}/${HEX}.jpg`],
    ['15 characters', `forum/${UID}/${HEX.slice(0, 15)}`],
    ['65 characters', `forum/${UID}/${'a'.repeat(65)}`],
    ['a dot', `forum/${UID}/${HEX.slice(0, 20)}.${HEX.slice(0, 10)}`],
    ['a sub-folder', `forum/${UID}/x/${HEX}`],
    ['another folder', `autre/${UID}/${HEX}`],
    ['no uploader', `forum/${HEX}`],
  ])('refuses as a photo a name with %s', (_name, publicId) => {
    expect(isNewPhotoName(publicId)).toBe(false);
  });

  it('destroys `.pdf` ids as raw files, any other as images', () => {
    expect(resourceTypeOf(`forum/${UID}/${HEX}.pdf`)).toBe('raw');
    expect(resourceTypeOf('forum/cours-ancien.PDF')).toBe('raw');
    expect(resourceTypeOf(`forum/${UID}/${HEX}`)).toBe('image');
  });
});
