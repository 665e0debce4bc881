import { describe, expect, it } from 'vitest';
import { acceptsAttachments, FORUM_DEFINITIONS, FORUM_PAGE_IDS, forumPathOf, forumsFor, isKnownPageId } from './forums';
import { DEFAULT_PAGE_ID } from './limits';

describe('the forums', () => {
  it('are the spec’s two, each named, at its page id', () => {
    expect(FORUM_PAGE_IDS).toEqual(['EncadreurEleve', 'ParentEncadreur']);
    expect(Object.keys(FORUM_DEFINITIONS)).toEqual([...FORUM_PAGE_IDS]);
    expect(FORUM_DEFINITIONS.EncadreurEleve.title).toBe('Forum encadreurs et élèves');
    expect(FORUM_DEFINITIONS.ParentEncadreur.title).toBe('Forum parents et encadreurs');
    expect(FORUM_PAGE_IDS.map(forumPathOf)).toEqual(['/EncadreurEleve', '/ParentEncadreur']);
  });

  it('are meant for their audience (spec §2): pupils, parents, and tutors in both', () => {
    expect(forumsFor('eleve')).toEqual(['EncadreurEleve']);
    expect(forumsFor('parent')).toEqual(['ParentEncadreur']);
    expect(forumsFor('encadreur')).toEqual(['EncadreurEleve', 'ParentEncadreur']);
  });

  it('know their ids and the spec’s default, and take PDFs in the tutor–pupil forum only', () => {
    expect(isKnownPageId(DEFAULT_PAGE_ID)).toBe(true);
    expect(isKnownPageId('encadreureleve')).toBe(false);
    expect(FORUM_PAGE_IDS.filter(acceptsAttachments)).toEqual(['EncadreurEleve']);
  });
});
