import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@tests/setup/render';
import { dayFromNow, responsableTab } from '@tests/setup/seances';
import { createTestBackend } from '@tests/setup/test-backend';
import { badFrenchSpacing } from '@tests/setup/typography';

async function section(name: string | RegExp) {
  return screen.findByRole('region', { name });
}

describe('home page', () => {
  it('opens with one h1 and a link to the blog', async () => {
    renderAt('/');
    const hero = await section('Réussir ses études, grandir dans la foi');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(hero).getByRole('link', { name: 'Découvrir notre blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Commission des Études · Études, Prière, Partage');
  });

  it('states the motto', async () => {
    renderAt('/');
    const motto = await section('Études · Prière · Partage');
    expect(
      within(motto)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Études', 'Prière', 'Partage']);
  });

  it('presents the office 2024/2025: each member with a title and a subject', async () => {
    renderAt('/');
    const team = await section('Le bureau 2024/2025');
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(10);
    const text = members.map((member) => member.textContent).join(' | ');
    for (const role of [
      'Coordonnateur',
      'Présidente',
      'Vice-président',
      'Censeure',
      'Censeur',
      'Surveillant général',
      'Intendante',
      'Secrétaire général',
      'Trésorière',
      'Commissaire aux comptes',
    ]) {
      expect(text).toContain(role);
    }
    expect(members[0]).toHaveTextContent('Mathématiques');
  });

  it('lists the five effects of the support classes', async () => {
    renderAt('/');
    const impact = await section('Ce que le soutien change');
    expect(
      within(impact)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'La prière',
      'La confiance en soi',
      'Les résultats scolaires',
      'L’interaction sociale',
      'Le soutien émotionnel',
    ]);
  });

  it('teases /blog2, /blog3 and /blog1 in that order, with dates and 30, 3 and 45 comments', async () => {
    renderAt('/');
    const teasers = within(await section('À lire sur notre blog')).getAllByRole('article');
    expect(teasers.map((teaser) => within(teaser).getByRole('link').getAttribute('href'))).toEqual([
      '/blog2',
      '/blog3',
      '/blog1',
    ]);
    expect(teasers[0]).toHaveTextContent('30 commentaires');
    expect(teasers[1]).toHaveTextContent('3 commentaires');
    expect(teasers[2]).toHaveTextContent('45 commentaires');
    expect(within(teasers[0]!).getByText('14 octobre 2024')).toHaveAttribute('datetime', '2024-10-14');
  });

  it('ends with a call to find a tutor', async () => {
    renderAt('/');
    const cta = await section(/Besoin d’un coup de main/);
    expect(within(cta).getByRole('link', { name: 'Voir les encadreurs' })).toHaveAttribute('href', '/Encadreurs');
  });
});

describe('the next séance on the home page', { timeout: 15_000 }, () => {
  // The séances are read after the first paint: slower than the page itself on a busy machine.
  const LIVE = { timeout: 5000 };

  async function programme() {
    const name = `accueil-${crypto.randomUUID()}`;
    return { responsable: await responsableTab(createTestBackend(name)), visitor: createTestBackend(name) };
  }

  it('says when nothing is programmed, and leads to the programme', async () => {
    renderAt('/');
    const next = await section('Prochaine séance');
    expect(
      await within(next).findByText('Aucune séance n’est programmée pour l’instant.', undefined, LIVE),
    ).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Voir tout le programme' })).toHaveAttribute('href', '/Programme');
  });

  it('shows the next séance held (not a cancelled one before it), after the motto', async () => {
    const { responsable, visitor } = await programme();
    const cancelled = await responsable.publish({ date: dayFromNow(2) });
    await responsable.cancel(cancelled, 'Salle indisponible');
    await responsable.publish({ date: dayFromNow(9), classes: ['Terminale'], matieres: ['Anglais'] });
    renderAt('/', { backend: visitor });
    const next = await section('Prochaine séance');
    const card = await within(next).findByRole('article', {}, LIVE);
    expect(within(card).getByRole('heading', { level: 3 }).querySelector('time')).toHaveAttribute(
      'datetime',
      `${dayFromNow(9)}T09:00+01:00`,
    );
    expect(card).toHaveTextContent('9 h – 12 h');
    expect(card).toHaveTextContent('Salle paroissiale de Mvog-Ada');
    expect(card).toHaveTextContent('Terminale · Anglais');
    expect(card).not.toHaveTextContent('Annulée');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Études · Prière · Partage', 'Prochaine séance', 'Le bureau 2024/2025']);
  });

  it('shows the next one « Annulée », with its reason, when all to come are cancelled', async () => {
    const { responsable, visitor } = await programme();
    const cancelled = await responsable.publish({ date: dayFromNow(4) });
    await responsable.cancel(cancelled, 'Examens blancs');
    renderAt('/', { backend: visitor });
    const card = await within(await section('Prochaine séance')).findByRole('article', {}, LIVE);
    expect(card).toHaveTextContent('Annulée Examens blancs');
  });
});

describe('the home page with the site’s frame', () => {
  it('is written in French typography, navigation, banners and footer included', async () => {
    renderAt('/');
    await section('Réussir ses études, grandir dans la foi');
    expect(badFrenchSpacing(document.body.textContent ?? '')).toEqual([]);
  });
});
