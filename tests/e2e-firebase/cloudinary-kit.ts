import type { BrowserContext } from '@playwright/test';
import { signParams } from '../../api/_lib/cloudinary';
import { CLOUDINARY } from './site';

/*
 * Cloudinary, stood in for on the browser's side (nothing outside this machine is reachable): its
 * image upload API checks each upload's signature, made by the real /api/signUpload with the
 * account's secret, keeps the bytes, and answers as Cloudinary does; its delivery serves them back,
 * whatever transformation the address asks. Every request is recorded for the journey to check.
 */

export interface CloudinaryStandIn {
  /** Each upload received: its signed parameters, whether the signature held, its bytes. */
  uploads: { publicId: string; preset: string; signed: boolean; bytes: number }[];
  /** Each delivery asked for (the full address, transformations included). */
  deliveries: string[];
  /** Puts it between this browser (a member's phone) and Cloudinary: all phones share one store. */
  serve(context: BrowserContext): Promise<void>;
}

/** The size of a WebP (VP8, VP8L or VP8X) or JPEG image, read from its header. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = bytes.toString('ascii', 12, 16);
    if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  // JPEG: the first start-of-frame marker gives the size.
  for (let at = 2; at < bytes.length - 9;) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('Format d’image inconnu du faux Cloudinary.');
}

export function standInCloudinary(): CloudinaryStandIn {
  const stored = new Map<string, { bytes: Buffer; type: string }>();
  let version = 1_720_000_000;
  const cors = { 'access-control-allow-origin': '*' };
  const standIn: CloudinaryStandIn = { uploads: [], deliveries: [], serve };

  async function serve(context: BrowserContext): Promise<void> {
    await context.route(`https://api.cloudinary.com/v1_1/${CLOUDINARY.cloudName}/image/upload`, async (route) => {
      const request = route.request();
      const form = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
        headers: { 'content-type': request.headers()['content-type'] ?? '' },
      }).formData();
      const file = form.get('file');
      const params: Record<string, string> = {};
      for (const name of ['public_id', 'timestamp', 'upload_preset']) params[name] = String(form.get(name) ?? '');
      const signed = form.get('signature') === signParams(params, CLOUDINARY.apiSecret);
      const bytes = file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
      standIn.uploads.push({ publicId: params.public_id!, preset: params.upload_preset!, signed, bytes: bytes.length });
      if (!signed || bytes.length === 0) {
        await route.fulfill({ status: 401, headers: cors, json: { error: { message: 'Invalid Signature' } } });
        return;
      }
      version += 1;
      stored.set(params.public_id!, { bytes, type: file instanceof Blob ? file.type : 'image/webp' });
      await route.fulfill({
        headers: cors,
        json: {
          public_id: params.public_id,
          version,
          ...imageSize(bytes),
          bytes: bytes.length,
          format: 'webp',
          resource_type: 'image',
          secure_url: `https://res.cloudinary.com/${CLOUDINARY.cloudName}/image/upload/v${version}/${params.public_id}.webp`,
        },
      });
    });

    await context.route(`https://res.cloudinary.com/${CLOUDINARY.cloudName}/image/upload/**`, async (route) => {
      const url = route.request().url();
      standIn.deliveries.push(url);
      const publicId = /\/v\d+\/(.+)$/.exec(new URL(url).pathname)?.[1] ?? '';
      const image = stored.get(publicId);
      if (!image) await route.fulfill({ status: 404, headers: cors, body: '' });
      else await route.fulfill({ headers: { ...cors, 'content-type': image.type }, body: image.bytes });
    });
  }
  return standIn;
}
