import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, emptyFields, profileFromValues, roleConfigs } from './role-configs';

describe('registration form configuration', () => {
  it('asks each role for its own fields (spec §3)', () => {
    expect(roleConfigs.eleve.fields).toEqual([
      'nom', 'prenom', 'email', 'password', 'telephone', 'classe', 'examen', 'quartier',
    ]);
    expect(roleConfigs.encadreur.fields).toEqual([
      'nom', 'prenom', 'email', 'password', 'telephone', 'classe', 'profession', 'matiere', 'quartier',
    ]);
    expect(roleConfigs.parent.fields).toEqual(['nom', 'prenom', 'email', 'password', 'telephone', 'profession', 'quartier']);
  });

  it('counts blank answers as empty, in the order of the form', () => {
    const values = { ...EMPTY_VALUES, nom: 'Ngono', prenom: '   ', email: 'a@b.cm' };
    expect(emptyFields(roleConfigs.parent, values)).toEqual(['prenom', 'password', 'telephone', 'profession', 'quartier']);
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
