import { describe, expect, it } from 'vitest';
import { ROLES } from '@/backend/types';
import { PROFILE_FIELDS } from '@/domain/records';
import { DASHBOARDS } from './dashboard-config';

describe('dashboard configurations', () => {
  it('offer each role its forums (spec §2)', () => {
    expect(DASHBOARDS.eleve.forums.map((forum) => forum.path)).toEqual(['/EncadreurEleve']);
    expect(DASHBOARDS.encadreur.forums.map((forum) => forum.path)).toEqual(['/EncadreurEleve', '/ParentEncadreur']);
    expect(DASHBOARDS.parent.forums.map((forum) => forum.path)).toEqual(['/ParentEncadreur']);
  });

  it('show every field the role’s profile stores, and no other', () => {
    for (const role of ROLES) {
      expect(DASHBOARDS[role].fields.map((field) => field.name).sort()).toEqual([...PROFILE_FIELDS[role]].sort());
    }
  });
});
