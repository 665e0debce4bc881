import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@tests/setup/render';
import { badFrenchSpacing } from '@tests/setup/typography';

// The first page of a file loads its lazy chunks: give it time on a busy machine.
const LOADED = { timeout: 5000 };

const CAPTION = 'Exemple de semaine pour une élève de 3e qui prépare le BEPC';

describe('/Blog', () => {
  it('is one article under one h1, with its date, reading time and illustration', async () => {
    renderAt('/Blog');
    const title = await screen.findByRole('heading', { level: 1 }, LOADED);
    expect(title).toHaveTextContent('Organiser son emploi du temps : étudier, prier, souffler');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('2 septembre 2024')).toHaveAttribute('datetime', '2024-09-02');
    expect(screen.getByText(/min de lecture$/)).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: /Un emploi du temps coloré affiché au mur/ });
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '400');
    expect(document.title).toMatch(/^Organiser son emploi du temps/);
  });

  it('shows the sample week as a real table: a caption, the days as row headers, the moments as column headers', async () => {
    renderAt('/blog');
    const table = await screen.findByRole('table', { name: CAPTION }, LOADED);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jour', 'Matin', 'Après-midi', 'Soir']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    const saturday = within(table).getByRole('row', { name: /^Samedi/ });
    expect(saturday).toHaveTextContent('Cours de soutien à la paroisse');
    // On a phone the table scrolls inside this region, which the keyboard can reach.
    expect(screen.getByRole('region', { name: CAPTION })).toHaveAttribute('tabindex', '0');
  });

  it('speaks of the spiritual and emotional impact of the support classes', async () => {
    renderAt('/blog');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Ce que les cours de soutien changent dans le cœur' },
        LOADED,
      ),
    ).toBeInTheDocument();
    for (const name of ['Une paix qui aide à apprendre', 'Se savoir attendu', 'Une oreille quand la vie pèse']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('has a button to the contact page, which opens it', async () => {
    const { user, location } = renderAt('/blog');
    const button = await screen.findByRole('link', { name: 'Nous contacter' }, LOADED);
    expect(button).toHaveAttribute('href', '/contact');
    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' }, LOADED)).toBeInTheDocument();
    expect(location()).toBe('/contact');
  });

  it('leads to the three other articles', async () => {
    renderAt('/blog');
    const next = await screen.findByRole('navigation', { name: 'À lire aussi' }, LOADED);
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blog1', '/blog2', '/blog3']);
  });

  it('is written in French typography: non-breaking spaces before : ; ! ? and inside « »', async () => {
    renderAt('/blog');
    const article = await screen.findByRole('article', {}, LOADED);
    expect(badFrenchSpacing(article.textContent ?? '')).toEqual([]);
  });
});
