import type { Role } from '@/domain/entities';
import { forumPathOf, isForumPageId } from '@/domain/forums';

/**
 * Every URL of the site in one place, spelt as the spec spells them. The router matches them in
 * any letter case, so /encadreurs and /ENCADREURS lead to the same page.
 */
export const paths = {
  home: '/',
  blog: '/blog',
  blogArticle: (n: 1 | 2 | 3) => `/blog${n}`,
  contact: '/contact',
  commissions: '/commissions',
  commission: (slug: string) => `/commissions/${slug}`,
  encadreurs: '/Encadreurs',
  profilsEncadreurs: '/ProfilEncadreur',
  profile: (id: number | string) => `/Profile/${id}`,
  login: '/Login',
  inscription: {
    eleve: '/InscriptEleve',
    encadreur: '/InscriptEncadreur',
    parent: '/InscriptParent',
  } satisfies Record<Role, string>,
  dashboard: {
    eleve: '/TableauEleve',
    encadreur: '/TableauEncadreur',
    parent: '/TableauParent',
  } satisfies Record<Role, string>,
  // From the forums' page ids (src/domain/forums.ts).
  forum: {
    encadreurEleve: forumPathOf('EncadreurEleve'),
    parentEncadreur: forumPathOf('ParentEncadreur'),
  },
  /** The responsables' space: tutors to approve, reports, members, journal. */
  responsable: '/Responsable',
  /** The signed-in member's own profile (issue 15, « Mon profil »). */
  monProfil: '/MonProfil',
  /** The link of a password-reset e-mail: a new password (issue 15; Firebase's custom action URL). */
  motDePasse: '/MotDePasse',
  /** Local mode only: the e-mails the site would have sent (issue 15). */
  boiteLocale: '/BoiteLocale',
  /** What local mode is, and « Devenir responsable (mode local) ». */
  modeLocal: '/ModeLocal',
} as const;

/**
 * A forum's address from the id its questions carry (a report, a journal line name it so); a
 * question stored without one (the spec's default id) was asked on the tutor–pupil forum.
 */
export function forumPath(pageId: string): string {
  return isForumPageId(pageId) ? forumPathOf(pageId) : paths.forum.encadreurEleve;
}
