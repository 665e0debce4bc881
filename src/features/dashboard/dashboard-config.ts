import type { Role } from '@/domain/entities';
import { FORUM_DEFINITIONS, forumPathOf, forumsFor, type ForumPageId } from '@/domain/forums';
import { PROFILE_FIELDS, profileFieldLabel, type ProfileField } from '@/domain/profile-schema';

/**
 * What differs between the three dashboards (spec §2): the title, the profile fields shown and
 * their labels, and the forums offered. One <Dashboard> renders all three.
 */

export interface ForumLink {
  path: string;
  label: string;
  description: string;
}

export interface DashboardConfig {
  title: string;
  /** Who this dashboard is for, plural: « Ce tableau de bord est celui des … ». */
  audience: string;
  /** The profile fields shown, in order, with their labels for this role. */
  fields: readonly { name: ProfileField; label: string }[];
  forums: readonly ForumLink[];
}

/** What a dashboard says of each forum under its name. */
const FORUM_DESCRIPTIONS: { readonly [K in ForumPageId]: string } = {
  EncadreurEleve: 'Questions de cours, exercices et sujets en PDF.',
  ParentEncadreur: 'Le suivi des enfants, entre parents et encadreurs.',
};

/** The forums meant for the role (src/domain/forums.ts), named as their pages name them. */
function forumsOf(role: Role): ForumLink[] {
  return forumsFor(role).map((pageId) => ({
    path: forumPathOf(pageId),
    label: FORUM_DEFINITIONS[pageId].title,
    description: FORUM_DESCRIPTIONS[pageId],
  }));
}

/**
 * Every field the role's profile holds (src/domain/profile-schema.ts), named as the sign-up form
 * names it: the first name first, as one is addressed, then the others in the form's order.
 */
const ADDRESSED_AS: readonly ProfileField[] = ['prenom', 'nom'];

function fieldsOf(role: Role): DashboardConfig['fields'] {
  const fields: readonly ProfileField[] = PROFILE_FIELDS[role];
  const shown = [
    ...ADDRESSED_AS.filter((field) => fields.includes(field)),
    ...fields.filter((field) => !ADDRESSED_AS.includes(field)),
  ];
  return shown.map((name) => ({ name, label: profileFieldLabel(role, name) }));
}

export const DASHBOARDS: Record<Role, DashboardConfig> = {
  eleve: {
    title: 'Tableau de bord élève',
    audience: 'élèves',
    fields: fieldsOf('eleve'),
    forums: forumsOf('eleve'),
  },
  encadreur: {
    title: 'Tableau de bord encadreur',
    audience: 'encadreurs',
    fields: fieldsOf('encadreur'),
    forums: forumsOf('encadreur'),
  },
  parent: {
    title: 'Tableau de bord parent',
    audience: 'parents',
    fields: fieldsOf('parent'),
    forums: forumsOf('parent'),
  },
};
