import type { Autorisation, AutorisationStatut, Role } from './entities';

/**
 * Where a young pupil's account stands (issue 33): under CONSENT_AGE (domain/consent.ts) at
 * sign-up it waits until a linked parent approves it or a responsable records the parents' paper.
 * Kept apart from consent.ts (birth dates, texts' versions): the forum, the programme and the
 * dashboard ask only this, in their first paint.
 */

/**
 * Where a pupil's account stands. A pupil who signed up before the birth date was asked has
 * neither a birth date nor an authorisation: we cannot know their age, so they count as not
 * needing it (a responsable who knows better can act on it).
 */
export function autorisationOf(profile: { autorisation?: Autorisation }): AutorisationStatut {
  return profile.autorisation?.statut ?? 'non-requise';
}

/**
 * Whether this member's account waits for an authorisation: a pupil under CONSENT_AGE at sign-up,
 * until a linked parent approves or a responsable records the parents' paper. Such an account reads
 * everything, links with a parent and reports; it does not ask, reply, write a private message nor
 * join a séance. firestore.rules say the same (publishes).
 */
export function awaitsAuthorisation(profile: { role: Role; autorisation?: Autorisation }): boolean {
  return profile.role === 'eleve' && autorisationOf(profile) === 'attente';
}

/** How an authorisation is given: by a linked parent on the site, or on paper, recorded by a responsable. */
export type AuthorisationWay = 'parent' | 'papier';

/** What an authorisation writes on the pupil's profile (the date is the server's, put in by each adapter). */
export function givenAutorisation(way: AuthorisationWay, by: string, at: Date): Autorisation {
  return { statut: way, par: by, date: at };
}
