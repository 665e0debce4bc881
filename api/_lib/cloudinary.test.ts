import { describe, expect, it } from 'vitest';
import { signParams } from './cloudinary';

describe('signParams', () => {
  it('signs as Cloudinary documents it (sorted params, secret appended, SHA-1 hex)', () => {
    // The worked example of Cloudinary's "Generating authentication signatures" page.
    const params = {
      timestamp: '1315060510',
      public_id: 'sample_image',
      eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop',
    };
    expect(signParams(params, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
  });

  it('gives the sanity check of Cloudinary’s « How to generate a Cloudinary signature on my own »', () => {
    expect(signParams({ timestamp: '1315060510', public_id: 'sample_image' }, 'abcd')).toBe(
      'b4ad47fb4e25c7bf5f92a20089f9db59bc302313',
    );
  });
});
