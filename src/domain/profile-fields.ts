import type { Acceptance, ProfileFields, StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { currentVersion, textsOf, type AcceptedText } from './consent';
import { isValidNamePart, normaliseName } from './names';
import {
  MEMBER_EDITABLE_FIELDS,
  OWN_CHOICES,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileRole,
} from './profile-schema';

/**
 * The longest value of each profile field, in characters: firestore.rules (validProfile) says the
 * same by value, so change both (tests/rules/rules-file.test.ts compares them).
 */
export const PROFILE_FIELD_MAX_LENGTH = {
  nom: 100,
  prenom: 100,
  telephone: 30,
  quartier: 100,
  classe: 60,
  examen: 60,
  profession: 100,
  matiere: 100,
} as const satisfies Record<ProfileField, number>;

/** A field's value as stored: a name normalised (names.ts), any other field trimmed. */
export function storedFieldValue(name: ProfileField, value: unknown): string {
  const typed = typeof value === 'string' ? value : '';
  return name === 'nom' || name === 'prenom' ? normaliseName(typed) : typed.trim();
}

/**
 * Refuses a sign-up whose profile the hosted backend's rules would refuse, before any account
 * exists: a field of its role blank or too long ('invalid-argument'), a name with characters other
 * than those of NAME_PATTERN ('profile/invalid-name'). Both adapters call it, so a profile is
 * accepted or refused alike whichever backend runs.
 */
export function checkProfileFields(fields: ProfileFields): void {
  const values = fields as unknown as Record<string, unknown>;
  for (const name of PROFILE_FIELDS[fields.role]) {
    const stored = storedFieldValue(name, values[name]);
    if (stored === '' || stored.length > PROFILE_FIELD_MAX_LENGTH[name]) throw new BackendError('invalid-argument');
    if ((name === 'nom' || name === 'prenom') && !isValidNamePart(stored))
      throw new BackendError('profile/invalid-name');
  }
}

/** What « Mon profil » sends: some of the member's own editable text fields, by name. */
export type ProfileUpdate = Partial<Record<ProfileField, string>>;

/**
 * Checks a member's change to their own profile, before any write, so both adapters refuse alike:
 * a field that is not one of their role's MEMBER_EDITABLE_FIELDS (the name, which a responsable
 * corrects; the role; a field of another role) is permission-denied, as firestore.rules'
 * memberEditable refuses it; a blank or over-long value is invalid-argument, as at sign-up.
 * Returns the values trimmed, as stored.
 */
export function checkProfileUpdate(role: ProfileRole, update: Record<string, unknown>): ProfileUpdate {
  const editable: readonly string[] = MEMBER_EDITABLE_FIELDS[role];
  const checked: ProfileUpdate = {};
  for (const [name, value] of Object.entries(update)) {
    // The member's own choices are editable too, each through its own command (users.setPhonePublic,
    // users.acceptTexts), never as a text field.
    if (!editable.includes(name) || OWN_CHOICES.includes(name)) throw new BackendError('permission-denied');
    const field = name as ProfileField;
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed === '' || trimmed.length > PROFILE_FIELD_MAX_LENGTH[field]) throw new BackendError('invalid-argument');
    checked[field] = trimmed;
  }
  return checked;
}

/**
 * Whether this change of a member's own profile withdraws their approval: an approved tutor who
 * changes their subject (« matière ») was vetted for another one, so a responsable reviews them
 * again (issue 23). Until then they are a tutor waiting, out of the directory. « Mon profil » warns
 * before saving.
 */
export function losesApproval(profile: StoredProfile, update: { matiere?: string }): boolean {
  return (
    profile.role === 'encadreur' &&
    profile.statut === 'approuve' &&
    update.matiere !== undefined &&
    update.matiere.trim() !== profile.matiere
  );
}

/**
 * What a member's own update writes, checked (checkProfileUpdate): the fields, and the status back to
 * « en-attente » when it withdraws the approval (losesApproval). firestore.rules allow exactly that
 * change of status on a member's own update (statusAfterOwnUpdate). Both adapters write this.
 */
export function ownProfileChanges(profile: StoredProfile, update: Record<string, unknown>): Partial<StoredProfile> {
  const checked = checkProfileUpdate(profile.role, update);
  const review = losesApproval(profile, checked) ? { statut: 'en-attente' as const } : {};
  return { ...checked, ...review } as Partial<StoredProfile>;
}

/**
 * What a member writes on their own profile when they accept texts later (the site's banner, issue
 * 33): each box ticked, with the current version and `at`. Refuses ('invalid-argument') nothing
 * ticked, and the charter from anyone but a tutor (firestore.rules' memberEditable refuses it too).
 */
export function acceptanceChanges(
  role: ProfileRole,
  accepted: Partial<Record<AcceptedText, boolean>>,
  at: Date,
): Partial<Record<AcceptedText, Acceptance>> {
  const texts = (['consentement', 'charte'] as const).filter((text) => accepted[text] === true);
  if (texts.length === 0 || texts.some((text) => !textsOf(role).includes(text))) {
    throw new BackendError('invalid-argument');
  }
  return Object.fromEntries(texts.map((text) => [text, { version: currentVersion(text), date: at }]));
}
