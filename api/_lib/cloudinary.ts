import { createHash } from 'node:crypto';
import type { FetchLike } from './verify-token.js';

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/** Cloudinary refused or could not be reached: answer 502. The message never holds the secret. */
export class CloudinaryError extends Error {
  override name = 'CloudinaryError';
}

/**
 * Cloudinary's request signature: the parameters sorted by name, joined as `k=v&k=v` (values not
 * URL-encoded), the API secret appended, SHA-1 in hex. file, cloud_name, resource_type and api_key
 * are never signed.
 */
export function signParams(params: Record<string, string>, apiSecret: string): string {
  const toSign = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('sha1')
    .update(toSign + apiSecret)
    .digest('hex');
}

/**
 * Deletes one resource with the Upload API's destroy, as the resource type it was uploaded as: our
 * PDFs are "raw", our photos "image" (resourceTypeOf in public-ids.ts): the other type's address
 * would answer "not found" and leave the file in place.
 */
export async function destroy(
  credentials: CloudinaryCredentials,
  resource: { publicId: string; resourceType: 'raw' | 'image' },
  options: { now: Date; fetch?: FetchLike },
): Promise<void> {
  const { cloudName, apiKey, apiSecret } = credentials;
  const signed = {
    public_id: resource.publicId,
    timestamp: String(Math.floor(options.now.getTime() / 1000)),
    // Also purge the CDN's copies, transformed ones included (a photo's thumbnails), so the file stops
    // being served at its old addresses (else up to 30 days, says Cloudinary).
    invalidate: 'true',
  };
  const body = new URLSearchParams({ ...signed, api_key: apiKey, signature: signParams(signed, apiSecret) });
  const url = `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudName)}/${resource.resourceType}/destroy`;

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { method: 'POST', body });
  } catch (error) {
    throw new CloudinaryError('Cloudinary injoignable.', { cause: error });
  }
  const answer = (await response.json().catch(() => null)) as {
    result?: unknown;
    error?: { message?: unknown };
  } | null;
  // "not found" counts as success: the file is gone either way (already deleted, or a retry).
  if (response.ok && (answer?.result === 'ok' || answer?.result === 'not found')) return;
  const reason = typeof answer?.error?.message === 'string' ? answer.error.message : JSON.stringify(answer?.result);
  throw new CloudinaryError(`Cloudinary a refusé la suppression (HTTP ${response.status}) : ${reason}`);
}
