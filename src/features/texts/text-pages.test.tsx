import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact } from '@/content/contact';
import { CHARTER_VERSION, PRIVACY_VERSION } from '@/domain/consent';
import { renderAt } from '@tests/setup/render';
import { badFrenchSpacing } from '@tests/setup/typography';

// The first page of a file loads its lazy chunks: give it time on a busy machine.
const LOADED = { timeout: 5000 };

async function page(path: string, title: string) {
  renderAt(path);
  await screen.findByRole('heading', { level: 1, name: title }, LOADED);
  return within(screen.getByRole('main'));
}

/** The page's own text: its dark header band and what follows it (the site's banners and footer aside). */
function pageText(main: ReturnType<typeof within>) {
  const header = main.getByRole('heading', { level: 1 }).closest('header')!;
  return `${header.textContent} ${header.nextElementSibling?.textContent}`;
}

describe('/ProtectionDesDonnees', () => {
  it('has one h1, sets the tab title and says its version', async () => {
    const main = await page('/ProtectionDesDonnees', 'Protection des données');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Protection des données · Commission des Études');
    expect(PRIVACY_VERSION).toBe('2026-11-28');
    const version = main.getByText('28 novembre 2026');
    expect(version.tagName).toBe('TIME');
    expect(version).toHaveAttribute('dateTime', PRIVACY_VERSION);
    expect(version.parentElement).toHaveTextContent('Version du 28 novembre 2026');
  });

  it('says what is kept, who sees what, for how long, the rights, the youngest pupils, in parts listed in a table of contents', async () => {
    const main = await page('/ProtectionDesDonnees', 'Protection des données');
    const parts = [
      'Qui s’occupe de vos données',
      'Ce que le site garde, et pourquoi',
      'Qui voit quoi',
      'Combien de temps',
      'Vos droits, et comment les exercer',
      'Les élèves de moins de 15 ans',
      'Si cette page change',
    ];
    const contents = within(main.getByRole('navigation', { name: 'Sommaire' }));
    expect(contents.getAllByRole('link').map((link) => link.textContent)).toEqual(parts);
    for (const part of parts) expect(main.getByRole('heading', { level: 2, name: part })).toBeInTheDocument();
    expect(contents.getByRole('link', { name: 'Combien de temps' })).toHaveAttribute('href', '#duree');
    expect(main.getByRole('region', { name: 'Combien de temps' })).toHaveTextContent('signées « Compte supprimé »');
    expect(main.getByRole('region', { name: 'Qui voit quoi' })).toHaveTextContent('« Awa N. »');
  });

  it('leads to « Télécharger mes données », « Supprimer mon compte », the charter and the responsables', async () => {
    const main = await page('/ProtectionDesDonnees', 'Protection des données');
    expect(main.getByRole('link', { name: 'Télécharger mes données' })).toHaveAttribute('href', '/MonProfil');
    expect(main.getByRole('link', { name: 'Supprimer mon compte' })).toHaveAttribute('href', '/MonProfil');
    expect(main.getByRole('link', { name: 'Charte de l’encadreur' })).toHaveAttribute('href', '/CharteEncadreur');
    const responsables = within(main.getByRole('region', { name: 'Contacter les responsables' }));
    expect(responsables.getByRole('link', { name: contact.telephone })).toHaveAttribute('href', contact.telephoneHref);
    expect(responsables.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    expect(responsables.getByRole('link', { name: 'Toutes nos coordonnées' })).toHaveAttribute('href', '/contact');
  });

  it('is written in French typography', async () => {
    const main = await page('/ProtectionDesDonnees', 'Protection des données');
    const text = pageText(main);
    expect(text).toContain('Contacter les responsables');
    expect(badFrenchSpacing(text)).toEqual([]);
  });
});

describe('/CharteEncadreur', () => {
  it('numbers the tutors’ commitments, says its version and what a breach brings', async () => {
    const main = await page('/CharteEncadreur', 'Charte de l’encadreur');
    expect(document.title).toBe('Charte de l’encadreur · Commission des Études');
    expect(main.getByText('28 novembre 2026')).toHaveAttribute('dateTime', CHARTER_VERSION);
    const commitments = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(commitments[0]).toBe('1. Jamais seul à seul avec un élève');
    expect(commitments).toEqual(
      expect.arrayContaining([
        '2. Des messages que les parents peuvent lire',
        '3. Un langage respectueux',
        '4. Aucune donnée personnelle demandée',
        '5. Aucun argent',
      ]),
    );
    expect(main.getByText('Si la charte n’est pas respectée')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Devenir encadreur' })).toHaveAttribute('href', '/InscriptEncadreur');
    expect(main.getByRole('link', { name: 'Protection des données' })).toHaveAttribute('href', '/ProtectionDesDonnees');
  });

  it('is written in French typography', async () => {
    const main = await page('/CharteEncadreur', 'Charte de l’encadreur');
    expect(badFrenchSpacing(pageText(main))).toEqual([]);
  });
});

describe('the footer', () => {
  it('leads every page to the privacy page and the tutors’ charter', async () => {
    renderAt('/contact');
    const texts = within(await screen.findByRole('navigation', { name: 'Vos données' }, LOADED));
    expect(texts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Protection des données', '/ProtectionDesDonnees'],
      ['Charte de l’encadreur', '/CharteEncadreur'],
    ]);
  });
});
