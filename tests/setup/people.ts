import type { Role, SignUpInput, StoredProfile, UserProfile } from '@/domain/entities';
import { buildProfile } from '@/domain/records';

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
    consentement: true,
    // Fifteen already: her account waits for nobody (issue 33).
    naissance: '2009-05-14',
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
    consentement: true,
    charte: true,
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
    consentement: true,
  },
} satisfies Record<Role, SignUpInput>;

/**
 * Three more members of the governance and contract suites: a pupil nobody writes to, a tutor a
 * responsable approved (the moderator), and a parent the association appointed responsable.
 */
export const otherPeople = {
  stranger: {
    email: 'jean.mballa@example.cm',
    password: 'secret-456',
    profile: {
      role: 'eleve',
      nom: 'Mballa',
      prenom: 'Jean',
      telephone: '690 55 66 77',
      classe: 'Première',
      examen: 'Probatoire',
      quartier: 'Essos',
    },
    consentement: true,
    naissance: '2009-09-02',
  },
  moderator: {
    email: 'sylvie.eba@example.cm',
    password: 'secret-789',
    profile: {
      role: 'encadreur',
      nom: 'Eba',
      prenom: 'Sylvie',
      telephone: '677 88 99 00',
      classe: '3e',
      profession: 'Professeure de physique',
      matiere: 'Physique-Chimie',
      quartier: 'Ngoa-Ekellé',
    },
    consentement: true,
    charte: true,
  },
  responsable: {
    email: 'claire.ondoa@example.cm',
    password: 'secret-000',
    profile: {
      role: 'parent',
      nom: 'Ondoa',
      prenom: 'Claire',
      telephone: '699 00 00 01',
      profession: 'Comptable',
      quartier: 'Bastos',
    },
    consentement: true,
  },
} satisfies Record<'stranger' | 'moderator' | 'responsable', SignUpInput>;

/** A member's profile as stored, under the given user id (a new account: tutors wait for approval). */
export function storedProfile<R extends Role>(role: R, id: string): Extract<StoredProfile, { role: R }> {
  const person = people[role];
  return buildProfile(id, person.email, person.profile) as Extract<StoredProfile, { role: R }>;
}

/** The same member as the screens get them from a backend: not responsable unless the association said so. */
export function memberProfile<R extends Role>(
  role: R,
  id: string,
  responsable = false,
): Extract<UserProfile, { role: R }> {
  return { ...storedProfile(role, id), responsable } as Extract<UserProfile, { role: R }>;
}
