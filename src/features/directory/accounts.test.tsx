import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Message } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, signedIn } from '@tests/setup/test-backend';

const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };

/** Tabs of one browser: a tutor account (Physique-Chimie), a responsable, a pupil. */
async function browser() {
  const name = `annuaire-${crypto.randomUUID()}`;
  const tab = () => createTestBackend(name);
  const [tutorTab, responsableTab, pupilTab] = [tab(), tab(), tab()];
  const tutor = await signedIn(tutorTab, {
    ...people.encadreur,
    email: 'sylvie.eba@example.cm',
    profile: {
      ...people.encadreur.profile,
      nom: 'Eba',
      prenom: 'Sylvie',
      matiere: 'Physique-Chimie',
      classe: '3e et 2nde',
    },
  });
  await signedIn(responsableTab, people.parent);
  const pupil = await signedIn(pupilTab, people.eleve);
  return { tab, tutorTab, responsableTab, pupilTab, tutor, pupil };
}

function received(backend: Backend, uid: string): Promise<Message[]> {
  return new Promise((resolve) => {
    const stop = backend.messages.subscribeInbox(uid, (messages) => {
      if (messages.length === 0) return;
      queueMicrotask(stop);
      resolve(messages);
    });
  });
}

describe('approved tutor accounts in the directory', { timeout: 20_000 }, () => {
  it('lists an account only once approved, under its subject’s tab and in searches, and no more once suspended', async () => {
    const { responsableTab, pupilTab, tutor } = await browser();
    const first = renderAt('/ProfilEncadreur', { backend: pupilTab });
    await screen.findByRole('tab', { name: 'Physique-Chimie' }, LOADED);
    // The commission's list is there at once; the account is not, before approval.
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10), LIVE);
    expect(screen.queryByRole('heading', { name: 'Sylvie Eba' })).not.toBeInTheDocument();
    first.unmount();

    await approveTutor(responsableTab, tutor.id);
    const { user } = renderAt('/ProfilEncadreur?matiere=physique', { backend: pupilTab });
    expect(await screen.findByRole('heading', { name: 'Sylvie Eba' }, LIVE)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mathématiques' }));
    expect(screen.queryByRole('heading', { name: 'Sylvie Eba' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tous' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un encadreur' }), 'eba');
    const card = screen.getByRole('heading', { name: 'Sylvie Eba' }).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Voir le profil de Sylvie Eba' })).toHaveAttribute(
      'href',
      `/Profile/${tutor.id}`,
    );

    await responsableTab.demo!.setResponsable(true);
    await responsableTab.governance.setSuspended(tutor.id, true);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sylvie Eba' })).not.toBeInTheDocument(), LIVE);
  });

  it('shows an account’s profile with no phone until the tutor publishes it', async () => {
    const { tutorTab, responsableTab, pupilTab, tutor } = await browser();
    await approveTutor(responsableTab, tutor.id);
    const before = renderAt(`/Profile/${tutor.id}`, { backend: pupilTab });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sylvie Eba' }, LOADED)).toBeInTheDocument();
    expect(screen.getByText('3e et 2nde')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getByText(/n’a pas rendu son numéro public/)).toBeInTheDocument();
    before.unmount();

    await tutorTab.users.setPhonePublic(true);
    const { user } = renderAt(`/Profile/${tutor.id}`, { backend: pupilTab });
    await user.click(await screen.findByRole('button', { name: 'Contact' }, LOADED));
    expect(screen.getByRole('link', { name: /Appeler le 677 00 11 22/ })).toHaveAttribute('href', 'tel:+237677001122');
  });

  it('sends a private message from the profile to the tutor’s inbox', async () => {
    const { tutorTab, responsableTab, pupilTab, tutor } = await browser();
    await approveTutor(responsableTab, tutor.id);
    const { user } = renderAt(`/Profile/${tutor.id}`, { backend: pupilTab });
    await user.click(await screen.findByRole('button', { name: 'Envoyer un message' }, LOADED));
    const box = within(await screen.findByRole('dialog', { name: 'Écrire à Sylvie Eba' }));
    await user.type(box.getByLabelText('Votre message'), 'Bonjour Madame, avez-vous de la place samedi ?');
    await user.click(box.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Message envoyé avec succès !', undefined, LIVE)).toBeInTheDocument();
    const [message] = await received(tutorTab, tutor.id);
    expect(message).toMatchObject({ senderName: 'Awa Ngono', text: 'Bonjour Madame, avez-vous de la place samedi ?' });
  });

  it('asks a signed-out visitor to log in before writing, and says « Enseignant non trouvé » for an unknown account', async () => {
    const { tab, responsableTab, tutor } = await browser();
    await approveTutor(responsableTab, tutor.id);
    const first = renderAt(`/Profile/${tutor.id}`, { backend: tab() });
    const login = await screen.findByRole('link', { name: 'Connectez-vous pour écrire à cet encadreur' }, LOADED);
    expect(login).toHaveAttribute('href', '/Login');
    expect(screen.queryByRole('button', { name: 'Envoyer un message' })).not.toBeInTheDocument();
    first.unmount();

    renderAt('/Profile/compte-inconnu', { backend: tab() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enseignant non trouvé' }, LOADED)).toBeInTheDocument();
  });
});
