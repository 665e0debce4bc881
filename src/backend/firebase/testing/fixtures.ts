import type { Auth } from 'firebase/auth';
import type { EleveProfile, EncadreurProfile, ParentProfile } from '@/backend/types';

/** Shared people of the unit tests, as stored in `utilisateurs`. */
export const pupil: EleveProfile = {
  id: 'pupil-uid',
  email: 'awa.ngono@example.cm',
  role: 'eleve',
  nom: 'Ngono',
  prenom: 'Awa',
  telephone: '699 11 22 33',
  classe: '3e',
  examen: 'BEPC',
  quartier: 'Mvog-Ada',
};

export const tutor: EncadreurProfile = {
  id: 'tutor-uid',
  email: 'paul.essomba@example.cm',
  role: 'encadreur',
  nom: 'Essomba',
  prenom: 'Paul',
  telephone: '677 00 11 22',
  classe: 'Terminale',
  profession: 'Enseignant',
  matiere: 'Mathématiques',
  quartier: 'Biyem-Assi',
};

export const parent: ParentProfile = {
  id: 'parent-uid',
  email: 'marie.atangana@example.cm',
  role: 'parent',
  nom: 'Atangana',
  prenom: 'Marie',
  telephone: '655 44 33 22',
  profession: 'Commerçante',
  quartier: 'Nlongkak',
};

/** The part of Auth the Firestore services read: who is signed in. */
export interface FakeSession {
  currentUser: { uid: string } | null;
  signIn(uid: string | null): void;
  auth: Auth;
}

export function fakeSession(uid: string | null = null): FakeSession {
  const session = {
    currentUser: uid ? { uid } : null,
    authStateReady: async () => {},
  };
  return {
    get currentUser() {
      return session.currentUser;
    },
    signIn(next) {
      session.currentUser = next ? { uid: next } : null;
    },
    auth: session as unknown as Auth,
  };
}
