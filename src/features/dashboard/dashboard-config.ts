import type { Role } from '@/backend/types';
import type { ProfileField } from '@/domain/records';
import { paths } from '@/lib/paths';

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

const TUTOR_PUPIL_FORUM: ForumLink = {
  path: paths.forum.encadreurEleve,
  label: 'Forum encadreurs et élèves',
  description: 'Questions de cours, exercices et sujets en PDF.',
};

const PARENT_TUTOR_FORUM: ForumLink = {
  path: paths.forum.parentEncadreur,
  label: 'Forum parents et encadreurs',
  description: 'Le suivi des enfants, entre parents et encadreurs.',
};

const NAME_FIELDS = [
  { name: 'prenom', label: 'Prénom' },
  { name: 'nom', label: 'Nom' },
] as const;

export const DASHBOARDS: Record<Role, DashboardConfig> = {
  eleve: {
    title: 'Tableau de bord élève',
    audience: 'élèves',
    fields: [
      ...NAME_FIELDS,
      { name: 'classe', label: 'Classe' },
      { name: 'examen', label: 'Examen préparé' },
      { name: 'telephone', label: 'Téléphone' },
      { name: 'quartier', label: 'Quartier' },
    ],
    forums: [TUTOR_PUPIL_FORUM],
  },
  encadreur: {
    title: 'Tableau de bord encadreur',
    audience: 'encadreurs',
    fields: [
      ...NAME_FIELDS,
      { name: 'matiere', label: 'Matière enseignée' },
      { name: 'classe', label: 'Classe(s) encadrée(s)' },
      { name: 'profession', label: 'Profession' },
      { name: 'telephone', label: 'Téléphone' },
      { name: 'quartier', label: 'Quartier' },
    ],
    forums: [TUTOR_PUPIL_FORUM, PARENT_TUTOR_FORUM],
  },
  parent: {
    title: 'Tableau de bord parent',
    audience: 'parents',
    fields: [
      ...NAME_FIELDS,
      { name: 'profession', label: 'Profession' },
      { name: 'telephone', label: 'Téléphone' },
      { name: 'quartier', label: 'Quartier' },
    ],
    forums: [PARENT_TUTOR_FORUM],
  },
};
