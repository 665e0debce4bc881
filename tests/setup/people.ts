import { buildProfile } from '@/domain/records';
import type { Role, SignUpInput, StoredProfile, UserProfile } from '@/domain/entities';

/** The members every test suite uses: one of each role (fictional people). */
export const people = {
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
} satisfies Record<Role, SignUpInput>;

/** A member's profile as stored, under the given user id (a new account: tutors wait for approval). */
export function storedProfile<R extends Role>(role: R, id: string): Extract<StoredProfile, { role: R }> {
  const person = people[role];
  return buildProfile(id, person.email, person.profile) as Extract<StoredProfile, { role: R }>;
}

/** The same member as the screens get them from a backend: not responsable unless the association said so. */
export function memberProfile<R extends Role>(role: R, id: string, responsable = false): Extract<UserProfile, { role: R }> {
  return { ...storedProfile(role, id), responsable } as Extract<UserProfile, { role: R }>;
}
