import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commissionPages } from './commission-pages';
import { commissionPageTitle, commissions, findCommission } from './commissions';

// Tests run from the root of the project.
const publicDir = resolve(process.cwd(), 'public');

describe('the commissions', () => {
  it('are eleven, each with its own slug', () => {
    expect(commissions).toHaveLength(11);
    expect(new Set(commissions.map((commission) => commission.slug)).size).toBe(11);
  });

  it('ten have a card and a navigation link; Accueil et Suivi has neither, only its page', () => {
    const slugs = (keep: (commission: (typeof commissions)[number]) => boolean) =>
      commissions.filter(keep).map((commission) => commission.slug);
    const ten = [
      'communication',
      'etude',
      'projet',
      'feminine',
      'formation',
      'sport',
      'culture',
      'finance',
      'logistique',
      'partenariat',
    ];
    expect(slugs((commission) => commission.hasCard)).toEqual(ten);
    expect(slugs((commission) => commission.inNavigation)).toEqual(ten);
    expect(findCommission('acceuil')).toMatchObject({ title: 'Accueil et Suivi', hasCard: false, inNavigation: false });
  });

  it('are found by slug in any letter case, and an unknown slug finds nothing', () => {
    expect(findCommission('ETUDE')?.title).toBe('Études');
    expect(findCommission('Sport')?.slug).toBe('sport');
    expect(findCommission('accueil')).toBeUndefined();
    expect(findCommission(undefined)).toBeUndefined();
  });

  it('each has a page titled « Commission … » at /commissions/{slug}', () => {
    expect(commissionPageTitle(findCommission('etude')!)).toBe('Commission Études');
    expect(commissionPageTitle(findCommission('acceuil')!)).toBe('Commission Accueil et Suivi');
    for (const commission of commissions) expect(commission.path).toBe(`/commissions/${commission.slug}`);
  });

  it('each has a light illustration that exists under public/', () => {
    for (const commission of commissions) {
      const file = `${publicDir}${commission.image}`;
      expect(existsSync(file), commission.image).toBe(true);
      expect(statSync(file).size, commission.image).toBeLessThan(3 * 1024);
    }
  });
});

describe('the page of each commission', () => {
  it.each(commissions.map((commission) => [commission.slug]))(
    '%s says what, when, where, how to join and who',
    (slug) => {
      const page = commissionPages[slug as keyof typeof commissionPages];
      expect(page.summary.length).toBeGreaterThan(20);
      expect(page.mission.length).toBeGreaterThanOrEqual(1);
      expect(page.activities.length).toBeGreaterThanOrEqual(3);
      expect(page.activities.length).toBeLessThanOrEqual(5);
      expect(page.meeting.when).not.toBe('');
      expect(page.meeting.where).not.toBe('');
      expect(page.join.length).toBeGreaterThan(20);
      expect(page.lead.name).toMatch(/^\p{Lu}\p{Ll}+ /u);
    },
  );

  it('of the Commission des Études talks about the tutoring and the forums, and leads to the tutors', () => {
    const page = commissionPages.etude;
    const text = [page.summary, ...page.mission, ...page.activities].join(' ');
    expect(text).toMatch(/cours de soutien/i);
    expect(text).toMatch(/forum/i);
    expect(page.links?.map((link) => link.to)).toEqual(
      expect.arrayContaining(['/Encadreurs', '/EncadreurEleve', '/ParentEncadreur']),
    );
  });
});
