import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignUpInput } from '@/domain/entities';
import { otherPeople, people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, linkedFamily, signedIn } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** The day `years` years ago, 'YYYY-MM-DD' (a birth date). */
function yearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() - 10);
  return day.toISOString().slice(0, 10);
}

/** Lina, 13: her account waits for a parent's authorisation. */
const lina: SignUpInput = {
  email: 'lina.owona@example.cm',
  password: 'secret-lina',
  profile: {
    role: 'eleve',
    nom: 'Owona',
    prenom: 'Lina',
    telephone: '690 12 34 56',
    classe: '4e',
    examen: 'Aucun',
    quartier: 'Nkolbisson',
  },
  consentement: true,
  naissance: yearsAgo(13),
};

function browser() {
  const name = `autorisation-${crypto.randomUUID()}`;
  return () => createTestBackend(name);
}

const question = { pageId: 'EncadreurEleve', matiere: 'Mathématiques', question: 'Thalès ?', attachments: [] };

describe('a pupil under 15 waits for a parent (issue 33)', { timeout: 30_000 }, () => {
  it('reads but does not post, is told how to get it; her parent authorises from « Mes enfants »; then she posts', async () => {
    const tab = browser();
    const [pupilTab, parentTab] = [tab(), tab()];
    const pupil = await signedIn(pupilTab, lina);
    const parent = await signedIn(parentTab, people.parent);

    // Her dashboard says what is missing and the two ways to get it.
    const dashboard = renderAt('/TableauEleve', { backend: pupilTab });
    const status = within(
      await screen.findByRole('region', { name: 'Compte en attente de l’autorisation d’un parent' }, LOADED),
    );
    expect(status.getByText(/Sur le site/).closest('li')).toHaveTextContent(/Mes enfants/);
    expect(status.getByText(/Sur papier/).closest('li')).toHaveTextContent(/responsable de la commission/);
    dashboard.unmount();

    // The forum offers no form to ask, and says why; the backend refuses it anyway.
    const forum = renderAt('/EncadreurEleve', { backend: pupilTab });
    const ask = within(await screen.findByRole('region', { name: 'Poser une question' }, LOADED));
    expect(await ask.findByText(/Votre compte attend l’autorisation d’un parent/)).toBeInTheDocument();
    expect(ask.queryByLabelText('Votre question')).not.toBeInTheDocument();
    forum.unmount();
    await expect(pupilTab.questions.ask(question)).rejects.toMatchObject({ code: 'account/awaiting-authorisation' });
    await expect(pupilTab.seances.attend('nulle-part', true)).rejects.toMatchObject({
      code: 'account/awaiting-authorisation',
    });

    // Her mother links with her and authorises her account in one press.
    await linkedFamily(parentTab, parent.id, pupilTab, pupil.id);
    const children = renderAt('/MesEnfants', { backend: parentTab });
    const card = within(await screen.findByRole('region', { name: 'Lina Owona' }, LOADED));
    expect(await card.findByText('Son compte attend votre autorisation')).toBeInTheDocument();
    await children.user.click(card.getByRole('button', { name: 'Autoriser le compte de Lina' }));
    await waitFor(
      () => expect(card.queryByText('Son compte attend votre autorisation')).not.toBeInTheDocument(),
      LOADED,
    );
    children.unmount();

    // Her account may post now.
    await pupilTab.questions.ask(question);
  });

  it('is authorised on paper by a responsable, from the list of those who wait, and the journal says who', async () => {
    const tab = browser();
    const [pupilTab, responsableTab] = [tab(), tab()];
    await signedIn(pupilTab, lina);
    await signedIn(responsableTab, otherPeople.responsable);
    await responsableTab.demo!.setResponsable(true);

    const view = renderAt('/Responsable', { backend: responsableTab });
    await view.user.click(await screen.findByRole('tab', { name: 'Autorisations' }, LOADED));
    const card = within(await screen.findByRole('article', { name: 'Lina Owona' }, LOADED));
    expect(card.getByText(/^13 ans/)).toBeInTheDocument();
    await view.user.click(card.getByRole('button', { name: 'Autorisation papier reçue pour Lina Owona' }));
    const dialog = await screen.findByRole('dialog', { name: /^Enregistrer l’autorisation de Lina Owona/ }, LOADED);
    await view.user.click(within(dialog).getByRole('button', { name: 'Enregistrer l’autorisation' }));
    expect(await screen.findByText('Aucun élève n’attend d’autorisation.', undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Autorisation enregistrée/);

    await view.user.click(screen.getByRole('tab', { name: 'Journal' }));
    expect(
      await screen.findByText(/a enregistré l’autorisation écrite des parents de Lina Owona/, undefined, LOADED),
    ).toBeInTheDocument();
    await pupilTab.questions.ask(question);
  });
});
