import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commissionPages } from '@/content/commission-pages';
import { commissions } from '@/content/commissions';
import { renderAt } from '@tests/setup/render';

const region = (name: string) => screen.getByRole('region', { name });

/** The text of the page itself: its header and its sections (not the site-wide banners). */
function pageText() {
  const header = screen.getByRole('heading', { level: 1 }).closest('header');
  return [header, ...screen.getAllByRole('region')].map((part) => part?.textContent ?? '').join(' ');
}

describe('the page of a commission', () => {
  it.each(commissions.map((commission) => [commission.slug, commission.title] as const))(
    '/commissions/%s shows « Commission %s »: mission, activities, meetings, lead and how to join',
    async (slug, title) => {
      renderAt(`/commissions/${slug}`);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`Commission ${title}`);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`Commission ${title} · Commission des Études`);
      const page = commissionPages[slug];
      expect(within(region('Nos activités')).getAllByRole('listitem')).toHaveLength(page.activities.length);
      expect(region('Notre mission')).toBeInTheDocument();
      expect(region('Nos rencontres')).toHaveTextContent('Quand');
      expect(region('Responsable de la commission')).toHaveTextContent(page.lead.name);
      expect(within(region('Nous rejoindre')).getByRole('link', { name: 'Nous écrire' })).toHaveAttribute(
        'href',
        '/contact',
      );
      const others = within(region('Les autres commissions')).getAllByRole('link');
      expect(others).toHaveLength(10);
    },
  );

  it('is found in any letter case', async () => {
    renderAt('/commissions/ETUDE');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Commission Études');
  });

  it('of the Commission des Études presents the tutoring and the forums, and leads to the tutors', async () => {
    renderAt('/commissions/etude');
    await screen.findByRole('heading', { level: 1, name: 'Commission Études' });
    expect(region('Notre mission')).toHaveTextContent(/cours de soutien/);
    expect(region('Notre mission')).toHaveTextContent(/forum/);
    const join = within(region('Nous rejoindre'));
    expect(join.getByRole('link', { name: 'Trouver un encadreur' })).toHaveAttribute('href', '/Encadreurs');
    expect(join.getByRole('link', { name: 'Forum encadreurs et élèves' })).toHaveAttribute('href', '/EncadreurEleve');
    expect(join.getByRole('link', { name: 'Forum parents et encadreurs' })).toHaveAttribute('href', '/ParentEncadreur');
  });

  it('leads back to all the commissions', async () => {
    const { user, location } = renderAt('/commissions/sport');
    await user.click(await screen.findByRole('link', { name: 'Toutes les commissions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Groupes des jeunes' })).toBeInTheDocument();
    expect(location()).toBe('/commissions');
  });

  it('is the 404 page for an unknown commission', async () => {
    renderAt('/commissions/inconnue');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(document.title).toBe('Page introuvable · Commission des Études');
  });

  it('writes French with non-breaking spaces before : ; ! ?', async () => {
    renderAt('/commissions/communication');
    await screen.findByRole('heading', { level: 1, name: 'Commission Communication' });
    expect(pageText()).toContain('Mvogo');
    expect(pageText()).not.toMatch(/ [:;!?»]|« /u);
  });
});
