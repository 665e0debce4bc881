/**
 * What each role's profile holds besides id, e-mail, role and what the association governs, and
 * what each field is called on screen: one table, from which the registration form
 * (features/auth/role-configs.ts), the dashboards (features/dashboard/dashboard-config.ts) and the
 * stored documents (records.ts) derive. firestore.rules lists the same fields by value in
 * profileKeys and validProfile: tests/rules/rules-file.test.ts compares them with this table.
 *
 * A field added to a role here is asked at sign-up, stored and shown on that role's dashboard.
 */

/** Each role's fields, in the order the sign-up form asks them (spec §3). */
export const PROFILE_FIELDS = {
  eleve: ['nom', 'prenom', 'telephone', 'classe', 'examen', 'quartier'],
  encadreur: ['nom', 'prenom', 'telephone', 'classe', 'profession', 'matiere', 'quartier'],
  parent: ['nom', 'prenom', 'telephone', 'profession', 'quartier'],
} as const;

/** The roles, as this table knows them (the port's Role is the same union: records.test.ts checks it). */
export type ProfileRole = keyof typeof PROFILE_FIELDS;
/** The fields of one role's profile. */
export type ProfileFieldOf<R extends ProfileRole> = (typeof PROFILE_FIELDS)[R][number];
/** Any role's profile field. */
export type ProfileField = ProfileFieldOf<ProfileRole>;

/**
 * The member's own choices beside their profile fields: a tutor's phone in the directory, and the
 * texts of their role they accept (domain/consent.ts: the privacy page, a tutor's charter).
 */
type OwnChoices<R extends ProfileRole> = R extends 'encadreur'
  ? 'telephonePublic' | 'consentement' | 'charte'
  : 'consentement';

/**
 * The fields a member may change on their own profile later (issue « Mon profil »): their role's
 * fields but the name (a responsable corrects it), and their own choices (each through its own
 * command: users.setPhonePublic, users.acceptTexts); never the role, the e-mail, what the
 * association governs, nor a pupil's birth date and authorisation. firestore.rules'
 * memberEditable lists the same.
 */
export const MEMBER_EDITABLE_FIELDS: {
  readonly [R in ProfileRole]: readonly (Exclude<ProfileFieldOf<R>, 'nom' | 'prenom'> | OwnChoices<R>)[];
} = {
  eleve: ['telephone', 'classe', 'examen', 'quartier', 'consentement'],
  encadreur: ['telephone', 'classe', 'profession', 'matiere', 'quartier', 'telephonePublic', 'consentement', 'charte'],
  parent: ['telephone', 'profession', 'quartier', 'consentement'],
};

/** The member's own choices among MEMBER_EDITABLE_FIELDS: no text field of « Mon profil ». */
export const OWN_CHOICES: readonly string[] = ['telephonePublic', 'consentement', 'charte'];

/** The French name of each field, as the forms and the dashboards show it. */
const LABELS: { readonly [F in ProfileField]: string } = {
  nom: 'Nom',
  prenom: 'Prénom',
  telephone: 'Téléphone',
  classe: 'Classe',
  examen: 'Examen préparé',
  profession: 'Profession',
  matiere: 'Matière enseignée',
  quartier: 'Quartier',
};

/** Where a role names one of its fields its own way: a tutor's « classe » is the classes taught. */
const ROLE_LABELS: { readonly [R in ProfileRole]: { readonly [F in ProfileFieldOf<R>]?: string } } = {
  eleve: {},
  encadreur: { classe: 'Classe(s) encadrée(s)' },
  parent: {},
};

/** The name of a field for a role, on its sign-up form and its dashboard alike. */
export function profileFieldLabel<R extends ProfileRole>(role: R, field: ProfileFieldOf<R>): string {
  const own: { readonly [F in ProfileFieldOf<R>]?: string } = ROLE_LABELS[role];
  return own[field] ?? LABELS[field];
}
