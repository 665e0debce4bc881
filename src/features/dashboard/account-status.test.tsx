import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { PublicTutor, Report } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';

const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };

/** Tabs of one browser: the tutor's, and a responsable's (a parent appointed the local-mode way). */
async function tutorAndResponsable() {
  const name = `statut-${crypto.randomUUID()}`;
  const tutorTab = createTestBackend(name);
  const responsableTab = createTestBackend(name);
  const tutor = await signedIn(tutorTab, people.encadreur);
  await signedIn(responsableTab, people.parent);
  await responsableTab.demo!.setResponsable(true);
  return { tutorTab, responsableTab, tutor };
}

function listed(backend: Backend, accept: (tutors: PublicTutor[]) => boolean): Promise<PublicTutor[]> {
  return new Promise((resolve) => {
    const stop = backend.directory.subscribe((tutors) => {
      if (!accept(tutors)) return;
      queueMicrotask(stop);
      resolve(tutors);
    });
  });
}

describe('where the account stands, on the dashboard', { timeout: 15_000 }, () => {
  it('tells a new tutor they wait for validation, then, live, that they are validated', async () => {
    const { tutorTab, responsableTab, tutor } = await tutorAndResponsable();
    renderAt('/TableauEncadreur', { backend: tutorTab });
    expect(
      await screen.findByRole('heading', { name: 'Compte encadreur en attente de validation' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText(/vous n’apparaissez pas encore dans l’annuaire/)).toBeInTheDocument();

    await responsableTab.governance.approveTutor(tutor.id);
    expect(await screen.findByRole('heading', { name: 'Compte encadreur validé' }, LIVE)).toBeInTheDocument();
  });

  it('lets an approved tutor publish their phone in the directory, and withdraw it', async () => {
    const { tutorTab, responsableTab, tutor } = await tutorAndResponsable();
    await responsableTab.governance.approveTutor(tutor.id);
    const { user } = renderAt('/TableauEncadreur', { backend: tutorTab });
    const choice = await screen.findByRole(
      'checkbox',
      { name: 'Afficher mon numéro de téléphone sur mon profil public' },
      LOADED,
    );
    expect(choice).not.toBeChecked();
    await user.click(choice);
    await waitFor(() => expect(choice).toBeChecked(), LIVE);
    expect((await listed(responsableTab, (tutors) => tutors[0]?.telephone !== ''))[0]?.telephone).toBe('677 00 11 22');
    await user.click(choice);
    await waitFor(() => expect(choice).not.toBeChecked(), LIVE);
    await listed(responsableTab, (tutors) => tutors[0]?.telephone === '');
  });

  it('shows a refused tutor the reason', async () => {
    const { tutorTab, responsableTab, tutor } = await tutorAndResponsable();
    await responsableTab.governance.refuseTutor(tutor.id, 'Passez nous voir au local avec vos diplômes.');
    renderAt('/TableauEncadreur', { backend: tutorTab });
    expect(await screen.findByRole('heading', { name: 'Demande non acceptée' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText(/Passez nous voir au local avec vos diplômes\./)).toBeInTheDocument();
  });

  it('tells a suspended member so, and offers neither « Répondre » nor « Signaler » on their messages', async () => {
    const { tutorTab, responsableTab, tutor } = await tutorAndResponsable();
    await responsableTab.messages.send({ to: tutor.id, text: 'Bienvenue parmi les encadreurs.' });
    await responsableTab.governance.setSuspended(tutor.id, true);
    const { user } = renderAt('/TableauEncadreur', { backend: tutorTab });
    expect(await screen.findByRole('heading', { name: 'Compte suspendu' }, LOADED)).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /^Marie Atangana/ }, LIVE));
    const message = await screen.findByRole('article', { name: 'Message de Marie Atangana' }, LIVE);
    expect(within(message).queryByRole('button', { name: /Répondre/ })).not.toBeInTheDocument();
    expect(within(message).getByRole('button', { name: /Supprimer/ })).toBeInTheDocument();
    // The rules refuse a suspended member's report: no button that could only fail.
    expect(within(message).queryByRole('button', { name: /Signaler/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Votre message/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Votre compte est suspendu : vous pouvez lire vos messages, pas en écrire\./),
    ).toBeInTheDocument();
  });

  it('lets a member report a message they received', async () => {
    const { tutorTab, responsableTab, tutor } = await tutorAndResponsable();
    await responsableTab.messages.send({ to: tutor.id, text: 'Un message à signaler.' });
    const { user } = renderAt('/TableauEncadreur', { backend: tutorTab });
    await user.click(await screen.findByRole('link', { name: /^Marie Atangana/ }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Signaler le message de Marie Atangana' }, LIVE));
    const dialog = within(await screen.findByRole('dialog', { name: 'Signaler ce contenu' }));
    await user.click(dialog.getByRole('radio', { name: 'Harcèlement, insulte ou menace' }));
    await user.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(
      await screen.findByText(/votre signalement a été transmis aux responsables/, undefined, LIVE),
    ).toBeInTheDocument();
    const reports = await new Promise<Report[]>((resolve) => {
      const stop = responsableTab.governance.subscribeReports((open) => {
        if (open.length === 0) return;
        queueMicrotask(stop);
        resolve(open);
      });
    });
    expect(reports[0]).toMatchObject({
      target: { type: 'message' },
      reason: 'harcelement',
      excerpt: 'Un message à signaler.',
    });
  });
});
