import { describe, expect, it } from 'vitest';
import { acceptsAttachments, FORUM_DEFINITIONS, FORUM_PAGE_IDS } from '@/domain/forums';
import { paths } from '@/lib/paths';
import { FORUMS } from './forum-config';

describe('the forums’ configuration', () => {
  it('takes each forum’s name, address, audience and attachments from the domain', () => {
    for (const pageId of FORUM_PAGE_IDS) {
      expect(FORUMS[pageId]).toMatchObject({
        pageId,
        path: `/${pageId}`,
        title: FORUM_DEFINITIONS[pageId].title,
        audience: FORUM_DEFINITIONS[pageId].audience,
        attachments: acceptsAttachments(pageId),
      });
    }
    expect(FORUMS.EncadreurEleve.path).toBe(paths.forum.encadreurEleve);
    expect(FORUMS.ParentEncadreur.path).toBe(paths.forum.parentEncadreur);
    expect(FORUMS.EncadreurEleve.attachments).toBe(true);
    expect(FORUMS.ParentEncadreur.attachments).toBe(false);
  });
});
