import { describe, expect, it } from 'vitest';
import { CHARTER_VERSION, PRIVACY_VERSION } from '@/domain/consent';
import { pageList } from '@/lib/paths';
import { tutorCharter } from './charte-encadreur';
import { privacyPage } from './protection-des-donnees';

describe('the pages members accept', () => {
  it('carry the versions members accept, the domain’s (which firestore.rules repeat)', () => {
    expect(privacyPage.version).toBe(PRIVACY_VERSION);
    expect(tutorCharter.version).toBe(CHARTER_VERSION);
    for (const version of [PRIVACY_VERSION, CHARTER_VERSION]) expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('give each part an anchor of its own, and link only to pages of the table', () => {
    const fixed = pageList()
      .map(([, { path }]) => path)
      .filter((path) => !path.includes(':'));
    for (const page of [privacyPage, tutorCharter]) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, page.title).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
      const links = [...JSON.stringify(page).matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);
      for (const link of links) expect(fixed, `${page.title}: ${link}`).toContain(link);
    }
  });

  it('say plainly what the privacy page must say (issue 33)', () => {
    const text = JSON.stringify(privacyPage);
    for (const needed of ['Télécharger mes données', 'Supprimer mon compte', 'Compte supprimé', 'moins de 15 ans'])
      expect(text, needed).toContain(needed);
  });
});
