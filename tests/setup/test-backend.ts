import { createLocalBackend } from '@/backend/local';
import type { Backend, SignUpInput, UserProfile } from '@/backend/types';

let databases = 0;

/** A Web Storage stand-in: one per simulated tab. */
export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** A fresh local backend over an in-memory IndexedDB, fast to hash (tests only). */
export function createTestBackend(databaseName = `test-db-${(databases += 1)}`): Backend {
  return createLocalBackend({ databaseName, storage: memoryStorage(), iterations: 1_000 });
}

/** Creates the account and signs it in, in this backend's tab. */
export async function signedIn(backend: Backend, input: SignUpInput): Promise<UserProfile> {
  await backend.auth.signUp(input);
  return backend.auth.signIn(input.email, input.password);
}
