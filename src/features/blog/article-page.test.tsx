import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blog } from '@/content/blog/blog';
import { textOf } from '@/content/blog/texts';
import { formatDay } from '@/lib/dates';
import { renderAt } from '@tests/setup/render';
import { badFrenchSpacing } from '@tests/setup/typography';
import { wordCount } from './reading-time';

// The first page of a file loads its lazy chunks: give it time on a busy machine.
const LOADED = { timeout: 5000 };

const NUMBERS = [1, 2, 3] as const;
const articles = { 1: blog.articles[0]!, 2: blog.articles[1]!, 3: blog.articles[2]! };

describe.each(NUMBERS)('/Blog%i', (n) => {
  const meta = articles[n];

  it('shows its title from the article list as the one h1, its French date and its illustration', async () => {
    renderAt(`/Blog${n}`);
    const title = await screen.findByRole('heading', { level: 1 }, LOADED);
    expect(title).toHaveTextContent(meta.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const header = within(title.closest('header')!);
    expect(header.getByText(formatDay(meta.date))).toHaveAttribute('datetime', meta.date);
    expect(header.getByText(/^Blog · /)).toHaveTextContent(meta.rubrique);
    const picture = screen.getByRole('img', { name: meta.image.alt });
    expect(picture).toHaveAttribute('src', meta.image.src);
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '400');
  });

  it('is a real read: sections, lists, several hundred words', async () => {
    renderAt(`/blog${n}`);
    const article = await screen.findByRole('article', {}, LOADED);
    expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(within(article).getAllByRole('list').length).toBeGreaterThanOrEqual(2);
    expect(wordCount((await textOf(meta.folder)()).text)).toBeGreaterThanOrEqual(600);
  });

  it('links to the two other articles, to the blog’s own article and back to the blog', async () => {
    renderAt(`/blog${n}`);
    const next = await screen.findByRole('navigation', { name: 'À lire aussi' }, LOADED);
    const others = NUMBERS.filter((other) => other !== n).map((other) => `/blog${other}`);
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([...others, '/blog', '/blog']);
    expect(within(next).getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog');
  });

  it('is written in French typography: non-breaking spaces before : ; ! ? and inside « »', async () => {
    renderAt(`/blog${n}`);
    const article = await screen.findByRole('article', {}, LOADED);
    expect(badFrenchSpacing(article.textContent ?? '')).toEqual([]);
  });
});

describe('reading on', () => {
  it('goes from one article to the next, and back to the blog', async () => {
    const { user, location } = renderAt('/blog1');
    await screen.findByRole('heading', { level: 1 }, LOADED);
    const next = screen.getByRole('navigation', { name: 'À lire aussi' });
    await user.click(within(next).getByRole('link', { name: /^Le soutien scolaire/ }));
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toHaveTextContent(articles[2].title);
    expect(location()).toBe('/blog2');

    await user.click(screen.getByRole('link', { name: 'Retour au blog' }));
    expect(await screen.findByRole('table', {}, LOADED)).toBeInTheDocument();
    expect(location()).toBe('/blog');
  });

  it('says « page introuvable » at a one-word address that is no article’s', async () => {
    renderAt('/blog9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }, LOADED)).toBeInTheDocument();
  });
});
