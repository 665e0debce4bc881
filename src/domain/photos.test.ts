import { describe, expect, it } from 'vitest';
import { photoRemoval } from './photo-removal';
import {
  checkPhotoFile,
  deliveredPhotoUrl,
  formatBytes,
  photoRemovalLeavesEmpty,
  postedFiles,
  readPhotos,
  type Photo,
} from './photos';

const photo = (publicId: string): Photo => ({
  url: `https://res.cloudinary.com/commission/image/upload/v1700000001/${publicId}`,
  publicId,
  width: 1200,
  height: 1600,
  bytes: 240_000,
  thumbBytes: 24_000,
});

describe('photos of exercises', () => {
  it('refuses what is not an image, an empty file and a photo over 40 MB before decoding it', () => {
    expect(checkPhotoFile({ type: 'application/pdf', size: 10 })).toBe('file/not-image');
    expect(checkPhotoFile({ type: 'image/jpeg', size: 0 })).toBe('file/empty');
    expect(checkPhotoFile({ type: 'image/jpeg', size: 40_000_001 })).toBe('file/too-large');
    expect(checkPhotoFile({ type: 'image/heic', size: 4_000_000 })).toBeNull();
  });

  it('reads the well-formed photos a post stores, four at most, nothing else kept', () => {
    const stored = [photo('a'), { ...photo('b'), extra: 'x' }, { url: 'x' }, photo('c'), photo('d'), photo('e')];
    expect(readPhotos(stored).map((item) => item.publicId)).toEqual(['a', 'b', 'c', 'd']);
    expect(readPhotos(stored)[1]).toEqual(photo('b'));
    expect(readPhotos(undefined)).toEqual([]);
  });

  it('asks Cloudinary for a 320-pixel thumbnail or a 1,600-pixel photo in the lightest format', () => {
    const { url } = photo('forum/u1/abc');
    expect(deliveredPhotoUrl(url, 'thumb')).toBe(
      'https://res.cloudinary.com/commission/image/upload/w_320,c_limit,f_auto,q_auto/v1700000001/forum/u1/abc',
    );
    expect(deliveredPhotoUrl(url, 'full')).toBe(
      'https://res.cloudinary.com/commission/image/upload/w_1600,h_1600,c_limit,f_auto,q_auto/v1700000001/forum/u1/abc',
    );
    expect(deliveredPhotoUrl('local-file:123', 'thumb')).toBe('local-file:123');
  });

  it('writes sizes as a phone counts data', () => {
    expect(formatBytes(850)).toBe('850\u00a0o');
    expect(formatBytes(24_300)).toBe('24\u00a0Ko');
    expect(formatBytes(1_240_000)).toBe('1,2\u00a0Mo');
  });

  it('never lets the last thing a post shows go', () => {
    expect(photoRemovalLeavesEmpty({ text: ' ', attachments: [], photos: [photo('a')] })).toBe(true);
    expect(photoRemovalLeavesEmpty({ text: '', attachments: [{}], photos: [photo('a')] })).toBe(false);
    expect(photoRemovalLeavesEmpty({ text: 'Voici', photos: [photo('a')] })).toBe(false);
    expect(photoRemovalLeavesEmpty({ text: '', photos: [photo('a'), photo('b')] })).toBe(false);
  });

  it('lists the files deleting a question or a reply must delete first', () => {
    const pdf = { url: 'https://x/cours.pdf', publicId: 'forum/u1/cours.pdf' };
    const question = {
      attachments: [pdf],
      photos: [photo('q')],
      replies: [
        { id: 'r1', photos: [photo('r')] },
        { id: 'r2', photos: [] },
      ],
    };
    expect(postedFiles(question).map((file) => file.publicId)).toEqual(['forum/u1/cours.pdf', 'q', 'r']);
    expect(postedFiles(question, 'r1').map((file) => file.publicId)).toEqual(['r']);
    expect(postedFiles(question, 'absente')).toEqual([]);
  });

  it('takes one photo out of a stored post, everything else as stored', () => {
    const keep = { id: 'r2', reply: 'Merci', date: { seconds: 1 } };
    const data = {
      photos: [photo('a'), photo('b')],
      replies: [{ id: 'r1', reply: '', photos: [photo('x')], date: { seconds: 0 } }, keep],
    };
    expect(photoRemoval(data, null, 'a')).toEqual({ photos: [photo('b')] });
    const { replies } = photoRemoval(data, 'r1', 'x') as { replies: unknown[] };
    expect(replies).toEqual([{ id: 'r1', reply: '', date: { seconds: 0 } }, keep]);
    expect(replies[1]).toBe(keep);
    expect(photoRemoval(data, 'r2', 'x')).toBeNull();
    expect(photoRemoval(data, null, 'absente')).toBeNull();
  });
});
