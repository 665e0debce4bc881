import { describe, expect, it } from 'vitest';
import { ROLES } from '@/domain/entities';
import { FORUM_DEFINITIONS, forumsFor } from '@/domain/forums';
import { PROFILE_FIELDS, profileFieldLabel } from '@/domain/profile-schema';
import { DASHBOARDS } from './dashboard-config';

describe('dashboard configurations', () => {
  it('offer each role its forums (spec §2)', () => {
    expect(DASHBOARDS.eleve.forums.map((forum) => forum.path)).toEqual(['/EncadreurEleve']);
    expect(DASHBOARDS.encadreur.forums.map((forum) => forum.path)).toEqual(['/EncadreurEleve', '/ParentEncadreur']);
    expect(DASHBOARDS.parent.forums.map((forum) => forum.path)).toEqual(['/ParentEncadreur']);
  });

  it('name each forum as the domain does, and describe it', () => {
    for (const role of ROLES) {
      expect(DASHBOARDS[role].forums).toEqual(
        forumsFor(role).map((pageId) =>
          expect.objectContaining({ path: `/${pageId}`, label: FORUM_DEFINITIONS[pageId].title }),
        ),
      );
      for (const forum of DASHBOARDS[role].forums) expect(forum.description).toMatch(/^\p{Lu}.*\.$/u);
    }
  });

  it('show every field the role’s profile stores, and no other', () => {
    for (const role of ROLES) {
      expect(DASHBOARDS[role].fields.map((field) => field.name).sort()).toEqual([...PROFILE_FIELDS[role]].sort());
    }
  });

  it('name each field as the domain names it for the role, first name first', () => {
    for (const role of ROLES) {
      const fields = DASHBOARDS[role].fields;
      expect(fields.slice(0, 2).map((field) => field.name)).toEqual(['prenom', 'nom']);
      for (const field of fields) expect(field.label).toBe(profileFieldLabel(role, field.name));
    }
    expect(DASHBOARDS.parent.fields).toEqual([
      { name: 'prenom', label: 'Prénom' },
      { name: 'nom', label: 'Nom' },
      { name: 'telephone', label: 'Téléphone' },
      { name: 'profession', label: 'Profession' },
      { name: 'quartier', label: 'Quartier' },
    ]);
    expect(DASHBOARDS.encadreur.fields.find((field) => field.name === 'classe')?.label).toBe('Classe(s) encadrée(s)');
  });
});
