import { BackendError } from '@/domain/errors';

/**
 * PBKDF2-SHA-256 through WebCrypto. 310,000 iterations follow OWASP's advice for this hash; the
 * count is stored with each hash so it can be raised later without locking anyone out.
 * The browser journeys' build (mode « e2e », vite.config.ts) hashes with 1,000: they sign up
 * hundreds of members, and what they test is the site, not the hash's cost. Vite writes the mode
 * in at build time, so no other build carries the smaller count.
 */
export const DEFAULT_ITERATIONS = import.meta.env.MODE === 'e2e' ? 1_000 : 310_000;

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  // WebCrypto exists only in secure contexts: https, or http on localhost.
  if (!api) throw new BackendError('auth/insecure-context');
  return api;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await subtle().importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toBase64(new Uint8Array(bits));
}

export interface PasswordHash {
  salt: string;
  hash: string;
  iterations: number;
}

export async function hashPassword(password: string, iterations = DEFAULT_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: await derive(password, salt, iterations), iterations };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, fromBase64(stored.salt), stored.iterations);
  // Compare every character so the time taken does not tell how much matched.
  let difference = candidate.length ^ stored.hash.length;
  for (let i = 0; i < Math.min(candidate.length, stored.hash.length); i += 1) {
    difference |= candidate.charCodeAt(i) ^ stored.hash.charCodeAt(i);
  }
  return difference === 0;
}
