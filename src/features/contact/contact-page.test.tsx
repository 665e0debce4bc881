import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact } from '@/content/contact';
import { renderAt } from '@tests/setup/render';
import { badFrenchSpacing } from '@tests/setup/typography';

// The first page of a file loads its lazy chunks: give it time on a busy machine.
const LOADED = { timeout: 5000 };

async function page() {
  renderAt('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Nous contacter' }, LOADED);
  return within(screen.getByRole('main'));
}

describe('/contact', () => {
  it('has one h1 and sets the tab title', async () => {
    await page();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Nous contacter · Commission des Études');
  });

  it('calls the commission’s phone, the same as the footer’s', async () => {
    const main = await page();
    const call = main.getByRole('link', { name: `Appeler le ${contact.telephone}` });
    expect(call).toHaveAttribute('href', contact.telephoneHref);
    expect(call.getAttribute('href')).toMatch(/^tel:\+237\d{9}$/);
  });

  it('writes to the commission’s e-mail address', async () => {
    const main = await page();
    expect(main.getByRole('link', { name: `Écrire à ${contact.email}` })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
  });

  it('opens WhatsApp in a new tab, and says so', async () => {
    const main = await page();
    const whatsapp = main.getByRole('link', { name: 'Écrire sur WhatsApp (nouvel onglet)' });
    expect(whatsapp).toHaveAttribute('href', contact.whatsappHref);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says where (Yaoundé) and when the Saturday sessions take place', async () => {
    const main = await page();
    expect(main.getByText(contact.ville)).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: /^Quand venir/ })).toBeInTheDocument();
    expect(main.getByText('Chaque samedi, de 8 h à 12 h')).toBeInTheDocument();
  });

  it('leads to the tutors and to the tutor sign-up', async () => {
    const main = await page();
    expect(main.getByRole('link', { name: 'Voir les encadreurs' })).toHaveAttribute('href', '/Encadreurs');
    expect(main.getByRole('link', { name: 'Devenir encadreur' })).toHaveAttribute('href', '/InscriptEncadreur');
  });

  it('is written in French typography', async () => {
    const main = await page();
    // The page: its dark header band and everything after it (the site's banners and footer aside).
    const header = main.getByRole('heading', { level: 1 }).closest('header')!;
    const text = `${header.textContent} ${header.nextElementSibling?.textContent}`;
    expect(text).toContain('Pour une réponse rapide');
    expect(badFrenchSpacing(text)).toEqual([]);
  });
});
