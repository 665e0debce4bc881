import { describe, expect, it } from 'vitest';
import { ROLES, type ProfileFields } from '@/domain/entities';
import {
  MEMBER_EDITABLE_FIELDS,
  OWN_CHOICES,
  PROFILE_FIELDS,
  profileFieldLabel,
  type ProfileFieldOf,
  type ProfileRole,
} from './profile-schema';

/** true when A and B are the same union; tsc (npm run typecheck) checks the constants below. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The fields of a role's profile as the port's entity types spell them (backend/types.ts). */
type EntityFields<R extends ProfileRole> = Exclude<keyof Extract<ProfileFields, { role: R }>, 'role'>;

const rolesAgree: Same<ProfileRole, (typeof ROLES)[number]> = true;
const fieldsAgree: { [R in ProfileRole]: Same<ProfileFieldOf<R>, EntityFields<R>> } = {
  eleve: true,
  encadreur: true,
  parent: true,
};

describe('the profile fields of each role', () => {
  it('are the port’s roles and the entity types’ fields', () => {
    expect(rolesAgree).toBe(true);
    expect(Object.values(fieldsAgree).every(Boolean)).toBe(true);
    expect(Object.keys(PROFILE_FIELDS).sort()).toEqual([...ROLES].sort());
  });

  it('start with the name and are listed once each', () => {
    for (const role of ROLES) {
      const fields = PROFILE_FIELDS[role];
      expect(fields.slice(0, 2)).toEqual(['nom', 'prenom']);
      expect(new Set(fields).size).toBe(fields.length);
    }
  });

  it('may be changed by the member, the name aside', () => {
    for (const role of ROLES) {
      const own: readonly string[] = PROFILE_FIELDS[role];
      const editable = MEMBER_EDITABLE_FIELDS[role].filter((field) => !OWN_CHOICES.includes(field));
      expect([...editable].sort()).toEqual(own.filter((field) => field !== 'nom' && field !== 'prenom').sort());
    }
  });

  it('each have a French name, the tutor’s classes their own', () => {
    for (const role of ROLES) {
      for (const field of PROFILE_FIELDS[role]) expect(profileFieldLabel(role, field)).toMatch(/^\p{Lu}/u);
    }
    expect(profileFieldLabel('eleve', 'classe')).toBe('Classe');
    expect(profileFieldLabel('encadreur', 'classe')).toBe('Classe(s) encadrée(s)');
    expect(profileFieldLabel('parent', 'prenom')).toBe('Prénom');
  });
});
