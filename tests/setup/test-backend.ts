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

export const fixtures = {
  eleve: {
    email: 'awa.ngono@example.cm',
    password: 'secret-123',
    profile: {
      role: 'eleve',
      nom: 'Ngono',
      prenom: 'Awa',
      telephone: '699 11 22 33',
      classe: '3e',
      examen: 'BEPC',
      quartier: 'Mvog-Ada',
    },
  },
  encadreur: {
    email: 'paul.essomba@example.cm',
    password: 'motdepasse',
    profile: {
      role: 'encadreur',
      nom: 'Essomba',
      prenom: 'Paul',
      telephone: '677 00 11 22',
      classe: 'Terminale',
      profession: 'Enseignant',
      matiere: 'Mathématiques',
      quartier: 'Biyem-Assi',
    },
  },
  parent: {
    email: 'marie.atangana@example.cm',
    password: 'parent-2024',
    profile: {
      role: 'parent',
      nom: 'Atangana',
      prenom: 'Marie',
      telephone: '655 44 33 22',
      profession: 'Commerçante',
      quartier: 'Nkolbisson',
    },
  },
} satisfies Record<string, SignUpInput>;

/** Creates the account and signs it in, in this backend's tab. */
export async function signedIn(backend: Backend, input: SignUpInput): Promise<UserProfile> {
  await backend.auth.signUp(input);
  return backend.auth.signIn(input.email, input.password);
}
