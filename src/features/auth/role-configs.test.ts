import { describe, expect, it } from 'vitest';
import { ROLES } from '@/domain/entities';
import { PROFILE_FIELDS, profileFieldLabel } from '@/domain/profile-schema';
import { EMPTY_VALUES, emptyFields, profileFromValues, roleConfigs } from './role-configs';

describe('registration form configuration', () => {
  it('asks each role for its own fields (spec §3)', () => {
    // A pupil's birth date follows the name (issue 33: under 15, a parent authorises the account).
    expect(roleConfigs.eleve.fields).toEqual([
      'nom',
      'prenom',
      'naissance',
      'email',
      'password',
      'telephone',
      'classe',
      'examen',
      'quartier',
    ]);
    expect(roleConfigs.encadreur.fields).toEqual([
      'nom',
      'prenom',
      'email',
      'password',
      'telephone',
      'classe',
      'profession',
      'matiere',
      'quartier',
    ]);
    expect(roleConfigs.parent.fields).toEqual([
      'nom',
      'prenom',
      'email',
      'password',
      'telephone',
      'profession',
      'quartier',
    ]);
  });

  it('asks exactly the fields the domain gives each role, after the e-mail and the password', () => {
    for (const role of ROLES) {
      const account = ['email', 'password', 'naissance'];
      const asked = roleConfigs[role].fields.filter((field) => !account.includes(field));
      expect(asked).toEqual(PROFILE_FIELDS[role]);
    }
  });

  it('names each field as the domain names it for the role', () => {
    for (const role of ROLES) {
      const { specs } = roleConfigs[role];
      for (const field of PROFILE_FIELDS[role]) expect(specs[field].label).toBe(profileFieldLabel(role, field));
      expect(specs.email.label).toBe('E-mail');
      expect(specs.password.label).toBe('Mot de passe');
    }
    expect(roleConfigs.eleve.specs.classe).toMatchObject({ label: 'Classe', type: 'select' });
    // A tutor writes the classes taught in their own words.
    expect(roleConfigs.encadreur.specs.classe).toMatchObject({ label: 'Classe(s) encadrée(s)', type: 'text' });
    expect(roleConfigs.encadreur.specs.matiere).toMatchObject({ label: 'Matière enseignée', type: 'select' });
  });

  it('counts blank answers as empty, in the order of the form', () => {
    const values = { ...EMPTY_VALUES, nom: 'Ngono', prenom: '   ', email: 'a@b.cm' };
    expect(emptyFields(roleConfigs.parent, values)).toEqual([
      'prenom',
      'password',
      'telephone',
      'profession',
      'quartier',
    ]);
  });

  it('stores only the chosen role’s fields, trimmed', () => {
    const values = {
      ...EMPTY_VALUES,
      nom: ' Atangana ',
      prenom: 'Marie',
      telephone: '655 44 33 22',
      profession: 'Commerçante',
      quartier: 'Nkolbisson',
      classe: '3e',
      examen: 'BEPC',
      email: 'x@y.cm',
      password: 'secret',
    };
    expect(profileFromValues('parent', values)).toEqual({
      role: 'parent',
      nom: 'Atangana',
      prenom: 'Marie',
      telephone: '655 44 33 22',
      profession: 'Commerçante',
      quartier: 'Nkolbisson',
    });
  });
});
