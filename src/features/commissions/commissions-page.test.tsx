import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@tests/setup/render';

async function openPage() {
  const view = renderAt('/commissions');
  await screen.findByRole('heading', { level: 1, name: 'Groupes des jeunes' });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });

/** The text of the page itself: its header and its sections (not the site-wide banners). */
function pageText() {
  const header = screen.getByRole('heading', { level: 1 }).closest('header');
  return [header, ...screen.getAllByRole('region')].map((part) => part?.textContent ?? '').join(' ');
}

describe('/commissions', () => {
  it('has one h1, a French title and links to each of its sections', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Groupes des jeunes · Commission des Études');
    const onThisPage = screen.getByRole('navigation', { name: 'Sur cette page' });
    const targets = within(onThisPage)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['#objectifs', '#commissions', '#bureau', '#histoire', '#charte']);
    for (const target of targets) expect(document.getElementById(target!.slice(1))).toBeInTheDocument();
  });

  it('states the objectives', async () => {
    await openPage();
    const objectives = within(region('Nos objectifs')).getAllByRole('listitem');
    expect(objectives).toHaveLength(5);
    expect(objectives[0]).toHaveTextContent('Réussir à l’école');
  });

  it('shows a card for each of the ten commissions, each linking to its page', async () => {
    await openPage();
    const grid = within(region('Nos commissions')).getAllByRole('list')[0]!;
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Communication', '/commissions/communication'],
      ['Études', '/commissions/etude'],
      ['Projets', '/commissions/projet'],
      ['Féminine', '/commissions/feminine'],
      ['Formation', '/commissions/formation'],
      ['Sport', '/commissions/sport'],
      ['Culture', '/commissions/culture'],
      ['Finances', '/commissions/finance'],
      ['Logistique', '/commissions/logistique'],
      ['Partenariat', '/commissions/partenariat'],
    ]);
    for (const card of cards) expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('names Accueil et Suivi, which has no card, under the grid', async () => {
    await openPage();
    expect(
      within(region('Nos commissions')).getByRole('link', { name: 'Commission Accueil et Suivi' }),
    ).toHaveAttribute('href', '/commissions/acceuil');
  });

  it('presents the board: president, vice-president, secretary general and censeur, with names', async () => {
    await openPage();
    const members = within(region('Le bureau du groupe')).getAllByRole('listitem');
    expect(members).toHaveLength(4);
    const roles = ['Président', 'Vice-présidente', 'Secrétaire général', 'Censeur'];
    members.forEach((member, index) => {
      expect(within(member).getByRole('heading', { level: 3 }).textContent).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
      expect(within(member).getByText(roles[index]!)).toBeInTheDocument();
    });
    expect(region('Le bureau du groupe')).toHaveTextContent('2024/2025');
  });

  it('tells the history as a timeline that starts on 10 July 2010', async () => {
    await openPage();
    const history = region('Notre histoire');
    const events = within(history).getAllByRole('listitem');
    expect(events.length).toBeGreaterThanOrEqual(5);
    const founding = within(events[0]!).getByText('10 juillet 2010');
    expect(founding.tagName).toBe('TIME');
    expect(founding).toHaveAttribute('datetime', '2010-07-10');
  });

  it('gives the charter as numbered articles', async () => {
    await openPage();
    const charter = region('Notre charte');
    expect(charter).toHaveTextContent('Études, Prière, Partage');
    const articles = within(charter).getAllByRole('heading', { level: 3 });
    expect(articles.length).toBeGreaterThanOrEqual(5);
    articles.forEach((article, index) => expect(article).toHaveTextContent(new RegExp(`^Article ${index + 1} `)));
  });

  it('writes French with non-breaking spaces before : ; ! ? and inside « »', async () => {
    await openPage();
    const text = pageText();
    expect(text).toContain('Prière');
    expect(text).not.toMatch(/ [:;!?»]|« /u);
  });
});
