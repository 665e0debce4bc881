import type { OptionGroup } from '@/components/ui/field';
import { CLASS_GROUPS } from '@/domain/classes';
import type { ProfileFields, Role } from '@/domain/entities';
import { PASSWORD_MIN_LENGTH } from '@/domain/limits';
import { PROFILE_FIELDS, profileFieldLabel, type ProfileField } from '@/domain/profile-schema';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { BIRTH_DATE_HINT } from './auth-messages';

/**
 * The one registration form, configured per role: which fields it asks, in which order, and the
 * spec's texts (§5, §8). The role selector switches configuration without losing what was typed.
 */

/**
 * The form's fields: the account's own (e-mail, password), the profile's (profile-schema.ts), and a
 * pupil's birth date, which the sign-up records beside the profile (domain/consent.ts): no
 * dashboard shows it, no member changes it.
 */
export type FormField = 'email' | 'password' | 'naissance' | ProfileField;
export type FormValues = Record<FormField, string>;

export const EMPTY_VALUES: FormValues = {
  nom: '',
  prenom: '',
  naissance: '',
  email: '',
  password: '',
  telephone: '',
  classe: '',
  examen: '',
  profession: '',
  matiere: '',
  quartier: '',
};

/** How a field is asked; its name comes from the domain (profile-schema.ts) or ACCOUNT_LABELS. */
interface Input {
  type: 'text' | 'email' | 'password' | 'tel' | 'select' | 'date';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  groups?: readonly OptionGroup[];
}

interface FieldSpec extends Input {
  label: string;
}

const EXAMENS: readonly OptionGroup[] = [
  {
    label: 'Cette année',
    options: ['Aucun examen', "Concours d'entrée en 6e", 'CEP', 'BEPC', 'CAP', 'Probatoire', 'Baccalauréat'],
  },
  { label: 'Sous-système anglophone', options: ['FSLC', 'GCE O Level', 'GCE A Level'] },
];

/** The account's own fields, which no profile stores, and the pupil's birth date. */
const ACCOUNT_LABELS = { email: 'E-mail', password: 'Mot de passe', naissance: 'Date de naissance' } as const;

const INPUTS: { readonly [F in FormField]: Input } = {
  nom: { type: 'text', autoComplete: 'family-name' },
  prenom: { type: 'text', autoComplete: 'given-name' },
  email: { type: 'email', autoComplete: 'email', placeholder: 'nom@exemple.com' },
  password: {
    type: 'password',
    autoComplete: 'new-password',
    hint: `Au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  },
  // Bounded by the form at run time (birthDateBounds): the build's day is not the reader's.
  naissance: { type: 'date', autoComplete: 'bday', hint: BIRTH_DATE_HINT },
  telephone: { type: 'tel', autoComplete: 'tel', placeholder: '6 77 12 34 56' },
  classe: { type: 'select', groups: CLASS_GROUPS },
  examen: { type: 'select', groups: EXAMENS },
  profession: { type: 'text', autoComplete: 'organization-title' },
  // One of the directory's subjects, so that the tutor is listed under the right tab once approved.
  matiere: { type: 'select', groups: [{ label: 'Matières de l’annuaire', options: SUBJECT_LABELS }] },
  quartier: { type: 'text', placeholder: 'Mvog-Ada, Biyem-Assi…', autoComplete: 'address-level3' },
};

function labelOf(role: Role, field: FormField): string {
  return field === 'email' || field === 'password' || field === 'naissance'
    ? ACCOUNT_LABELS[field]
    : profileFieldLabel(role, field);
}

/** Every field's input, named as this role names it (a tutor's « classe » is the classes taught). */
function specsOf(role: Role, overrides: { readonly [F in FormField]?: Input } = {}): Record<FormField, FieldSpec> {
  const spec = (field: FormField): FieldSpec => ({
    ...(overrides[field] ?? INPUTS[field]),
    label: labelOf(role, field),
  });
  return {
    nom: spec('nom'),
    prenom: spec('prenom'),
    email: spec('email'),
    password: spec('password'),
    naissance: spec('naissance'),
    telephone: spec('telephone'),
    classe: spec('classe'),
    examen: spec('examen'),
    profession: spec('profession'),
    matiere: spec('matiere'),
    quartier: spec('quartier'),
  };
}

export interface RoleConfig {
  role: Role;
  /** The h1 of the page. */
  title: string;
  intro: string;
  fields: readonly FormField[];
  specs: Record<FormField, FieldSpec>;
  /** Shown when a field is left empty (spec §5, one text per form). */
  emptyMessage: string;
  /** Shown on the login page once the account exists. */
  successMessage: string;
}

const SUCCESS = 'Inscription réussie ! Connectez-vous avec votre e-mail et votre mot de passe.';

function fieldsOf(role: Role): FormField[] {
  const [nom, prenom, ...rest] = PROFILE_FIELDS[role];
  // A pupil's birth date beside the name: under CONSENT_AGE, a parent approves the account.
  return [nom, prenom, ...(role === 'eleve' ? (['naissance'] as const) : []), 'email', 'password', ...rest];
}

export const roleConfigs: Record<Role, RoleConfig> = {
  eleve: {
    role: 'eleve',
    title: 'Inscription élève',
    intro: 'Trouve un encadreur, pose tes questions sur le forum et reçois de l’aide pour réussir ton année.',
    fields: fieldsOf('eleve'),
    specs: specsOf('eleve'),
    emptyMessage: 'Bien vouloir remplir les differents champs',
    successMessage: SUCCESS,
  },
  encadreur: {
    role: 'encadreur',
    title: 'Inscription encadreur',
    intro:
      'Partagez votre savoir : accompagnez les élèves et échangez avec leurs parents. Un responsable de la commission valide chaque compte encadreur : vous figurerez alors dans l’annuaire.',
    fields: fieldsOf('encadreur'),
    // The classes taught, in the tutor's words: not one class of the list.
    specs: specsOf('encadreur', { classe: { type: 'text', placeholder: '4e et 3e' } }),
    emptyMessage: 'Veuillez remplir tous les champs requis.',
    successMessage: SUCCESS,
  },
  parent: {
    role: 'parent',
    title: 'Inscription parent',
    intro: 'Suivez la scolarité de vos enfants et échangez avec leurs encadreurs.',
    fields: fieldsOf('parent'),
    specs: specsOf('parent'),
    emptyMessage: 'Veuillez remplir tous les champs.',
    successMessage: SUCCESS,
  },
};

/** The fields left empty (white space counts as empty), in the order of the form. */
export function emptyFields(config: RoleConfig, values: FormValues): FormField[] {
  return config.fields.filter((field) => values[field].trim() === '');
}

/** The profile to store for this role: only its own fields. */
export function profileFromValues(role: Role, values: FormValues): ProfileFields {
  const profile: Record<string, string> = { role };
  for (const field of PROFILE_FIELDS[role]) profile[field] = values[field].trim();
  return profile as unknown as ProfileFields;
}
