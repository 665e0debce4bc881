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

/** Deletes one raw resource (our PDFs are uploaded as resource type "raw") with the Upload API. */
export async function destroyRaw(
  credentials: CloudinaryCredentials,
  publicId: string,
  options: { now: Date; fetch?: FetchLike },
): Promise<void> {
  const { cloudName, apiKey, apiSecret } = credentials;
  const signed = {
    public_id: publicId,
    timestamp: String(Math.floor(options.now.getTime() / 1000)),
    // Also purge the CDN copies, so the deleted PDF stops being served at its old address.
    invalidate: 'true',
  };
  const body = new URLSearchParams({ ...signed, api_key: apiKey, signature: signParams(signed, apiSecret) });
  const url = `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudName)}/raw/destroy`;

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
