import type { ProfileFields } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { PROFILE_FIELDS, type ProfileField } from './profile-schema';

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

/**
 * Refuses a sign-up whose profile the hosted backend's rules would refuse — a field of its role
 * blank or too long — with 'invalid-argument', before any account exists. Both adapters call it,
 * so a profile is accepted or refused alike whichever backend runs.
 */
export function checkProfileFields(fields: ProfileFields): void {
  const values = fields as unknown as Record<string, unknown>;
  for (const name of PROFILE_FIELDS[fields.role]) {
    const value = values[name];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed === '' || trimmed.length > PROFILE_FIELD_MAX_LENGTH[name]) throw new BackendError('invalid-argument');
  }
}
