import { describe, expect, it } from 'vitest';
import { organisationJsonLd } from './organisation-json-ld';
import { absoluteUrl, fullTitle, pageHeadTags, sectionOf, SITE_URL } from './site-meta';

const tag = (tags: ReturnType<typeof pageHeadTags>, key: string) =>
  tags.find(({ props }) => props.name === key || props.property === key || props.rel === key)?.props;

describe('site metadata', () => {
  it('gives each section its preview image, whatever the letter case', () => {
    expect(sectionOf('/')).toBe('accueil');
    expect(sectionOf('/contact')).toBe('accueil');
    expect(sectionOf('/Blog2')).toBe('blog');
    expect(sectionOf('/commissions/etude')).toBe('commissions');
    expect(sectionOf('/encadreurs')).toBe('encadreurs');
    expect(sectionOf('/Profile/12')).toBe('encadreurs');
    expect(sectionOf('/InscriptParent')).toBe('compte');
  });

  it('writes absolute addresses only: canonical, og:url, og:image and twitter:image', () => {
    const tags = pageHeadTags('/commissions/etude', 'Commission Études', 'La commission des études.');
    expect(SITE_URL).toMatch(/^https?:\/\/[^/]+$/);
    expect(tag(tags, 'canonical')?.href).toBe(`${SITE_URL}/commissions/etude`);
    expect(tag(tags, 'og:url')?.content).toBe(`${SITE_URL}/commissions/etude`);
    expect(tag(tags, 'og:image')?.content).toBe(`${SITE_URL}/og/commissions.png`);
    expect(tag(tags, 'twitter:image')?.content).toBe(`${SITE_URL}/og/commissions.png`);
    expect(tag(tags, 'og:title')?.content).toBe('Commission Études · Commission des Études');
    expect(tag(tags, 'description')?.content).toBe('La commission des études.');
    expect(tag(tags, 'og:locale')?.content).toBe('fr_FR');
  });

  it('names the home page by the site and its motto', () => {
    expect(fullTitle('Commission des Études')).toBe('Commission des Études · Études, Prière, Partage');
    expect(fullTitle('Blog')).toBe('Blog · Commission des Études');
    expect(absoluteUrl('og/accueil.png')).toBe(`${SITE_URL}/og/accueil.png`);
  });

  it('describes the association in JSON-LD that no text can close early', () => {
    const json = organisationJsonLd();
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'Organization',
      name: 'Commission des Études',
      url: `${SITE_URL}/`,
    });
  });
});
