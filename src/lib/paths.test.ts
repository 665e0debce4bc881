import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAIN_PAGES, mainPageFiles } from '../../scripts/pwa';
import { forumPath, PAGES, pageList, paths } from './paths';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The site's code (tests aside): every file that could spell an address. */
function codeFiles(dir: string): string[] {
  return readdirSync(`${root}${dir}`, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(tsx?|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.|\.d\.ts$/.test(entry.name),
    )
    .map((entry) => relative(root, `${entry.parentPath}/${entry.name}`));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the table of pages', () => {
  const code = [...codeFiles('src'), ...codeFiles('scripts')].map((file) => ({
    file,
    text: readFileSync(`${root}${file}`, 'utf8'),
  }));

  it('is the one place an address is written: no other file of src/ or scripts/ spells one, in any letter case', () => {
    expect(code.length).toBeGreaterThan(100);
    for (const [, { path }] of pageList()) {
      // The fixed part of the address (/commissions of /commissions/:slug); the home page's « / » is everywhere.
      const fixed = path.split(':')[0]!.replace(/\/$/, '');
      if (!fixed) continue;
      // As a string ('/Encadreurs', "/Encadreurs", `/Profile/${id}`, '/MotDePasse?mode=…') or a file ('Encadreurs.html').
      const spelt = new RegExp(`['"\`](${escape(fixed)}(?=['"\`/?#$])|${escape(fixed.slice(1))}\\.html)`, 'i');
      const files = code.filter(({ text }) => spelt.test(text)).map(({ file }) => file);
      // Written in the table, or in the one module the table reads it from (the password-reset link's).
      expect(files.length, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('gives the screens their links', () => {
    expect(paths).toMatchObject({
      home: '/',
      blog: '/blog',
      encadreurs: '/Encadreurs',
      programme: '/Programme',
      login: '/Login',
      motDePasse: '/MotDePasse',
    });
    expect(paths.inscription).toEqual({
      eleve: '/InscriptEleve',
      encadreur: '/InscriptEncadreur',
      parent: '/InscriptParent',
    });
    expect(paths.dashboard).toEqual({
      eleve: '/TableauEleve',
      encadreur: '/TableauEncadreur',
      parent: '/TableauParent',
    });
    expect(paths.commission('etude')).toBe('/commissions/etude');
    expect(paths.profile(12)).toBe('/Profile/12');
    expect(paths.forum).toEqual({ encadreurEleve: '/EncadreurEleve', parentEncadreur: '/ParentEncadreur' });
    expect(forumPath('ParentEncadreur')).toBe('/ParentEncadreur');
    expect(forumPath('defaultPageId')).toBe('/EncadreurEleve');
  });

  it('gives the service worker the pages it precaches: public pages of the table, by key', () => {
    expect(mainPageFiles()).toEqual([
      'index.html',
      'blog.html',
      'commissions.html',
      'Encadreurs.html',
      'Programme.html',
      'contact.html',
      'Login.html',
    ]);
    for (const key of MAIN_PAGES) {
      expect(PAGES[key], key).toMatchObject({ public: true });
      expect(PAGES[key].path, key).not.toContain(':');
    }
  });
});
