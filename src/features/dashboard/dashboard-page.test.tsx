import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn, testClock } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** Two tabs of one browser: one shared database, a session each. */
async function twoMembers() {
  const name = `dashboard-${crypto.randomUUID()}`;
  const pupilTab = createTestBackend(name);
  const parentTab = createTestBackend(name);
  const pupil = await signedIn(pupilTab, people.eleve);
  const parent = await signedIn(parentTab, people.parent);
  return { pupilTab, parentTab, pupil, parent };
}

function inbox() {
  return within(screen.getByRole('region', { name: 'Messages reçus' }));
}

describe('dashboards', { timeout: 15_000 }, () => {
  it('invite a signed-out visitor to log in', async () => {
    renderAt('/TableauEleve');
    expect(await screen.findByRole('heading', { level: 1 }, LOADED)).toHaveTextContent('Tableau de bord élève');
    expect(await screen.findByRole('heading', { name: 'Connectez-vous pour continuer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/InscriptEleve');
  });

  it('show the member’s profile, an empty inbox and their forums', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.encadreur);
    renderAt('/tableauencadreur', { backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Paul' }, LOADED)).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Mon profil' }));
    expect(profile.getByText('paul.essomba@example.cm')).toBeInTheDocument();
    expect(profile.getByText('Rôle').nextElementSibling).toHaveTextContent('Encadreur');
    expect(profile.getByText('Matière enseignée').nextElementSibling).toHaveTextContent('Mathématiques');
    expect(await inbox().findByText('Aucun message reçu pour le moment.')).toBeInTheDocument();
    const forums = within(screen.getByRole('region', { name: 'Vos forums' }));
    expect(forums.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/EncadreurEleve',
      '/ParentEncadreur',
    ]);
  });

  it('point a member of another role to their own dashboard', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    renderAt('/TableauEleve', { backend });
    expect(await screen.findByText(/Ce tableau de bord est celui des élèves/, undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mon tableau de bord' })).toHaveAttribute('href', '/TableauParent');
  });

  it('show a message the moment it is sent, with its sender’s name and role', async () => {
    const { pupilTab, parentTab, pupil } = await twoMembers();
    renderAt('/TableauEleve', { backend: pupilTab });
    expect(await screen.findByText('Aucun message reçu pour le moment.', undefined, LOADED)).toBeInTheDocument();
    await parentTab.messages.send({ to: pupil.id, text: 'Bonjour Awa, as-tu compris la leçon ?' });
    const item = await screen.findByRole('article', { name: 'Message de Marie Atangana' });
    expect(item).toHaveTextContent('Parent');
    expect(item).toHaveTextContent('Bonjour Awa, as-tu compris la leçon ?');
    expect(within(item).getByRole('time')).toHaveTextContent(/\d{4}/);
  });

  it('reply in a modal box that clears and closes, then say it was sent', async () => {
    const { pupilTab, parentTab, pupil, parent } = await twoMembers();
    await parentTab.messages.send({ to: pupil.id, text: 'Bonjour Awa' });
    const { user } = renderAt('/TableauEleve', { backend: pupilTab });
    const reply = await screen.findByRole('button', { name: 'Répondre à Marie Atangana' }, LOADED);
    await user.click(reply);
    const dialog = screen.getByRole('dialog', { name: 'Répondre à Marie Atangana' });
    const area = within(dialog).getByLabelText('Votre message');
    expect(area).toHaveFocus();

    // Blank text is not sent.
    await user.type(area, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Écrivez votre message avant de l’envoyer.')).toBeInTheDocument();

    await user.clear(area);
    await user.type(area, 'Oui maman, merci !');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    // The send hashes nothing but writes to IndexedDB: allow a busy machine more than 1 s.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADED);
    expect(screen.getByRole('status')).toHaveTextContent('Message envoyé avec succès !');
    expect(reply).toHaveFocus();

    const received: string[] = [];
    const stop = parentTab.messages.subscribeInbox(parent.id, (messages) => {
      received.splice(0, received.length, ...messages.map((message) => `${message.senderName}: ${message.text}`));
    });
    await waitFor(() => expect(received).toEqual(['Awa Ngono: Oui maman, merci !']));
    stop();

    await user.click(reply);
    expect(within(screen.getByRole('dialog')).getByLabelText('Votre message')).toHaveValue('');
  });

  it('flag an over-long message, keeping every character typed', async () => {
    const { pupilTab, parentTab, pupil } = await twoMembers();
    await parentTab.messages.send({ to: pupil.id, text: 'Bonjour' });
    const { user } = renderAt('/TableauEleve', { backend: pupilTab });
    await user.click(await screen.findByRole('button', { name: /^Répondre/ }, LOADED));
    const area = screen.getByLabelText('Votre message');
    const long = 'a'.repeat(MESSAGE_MAX_LENGTH + 1);
    await user.click(area);
    await user.paste(long);
    expect(area).toHaveValue(long);
    expect(area).toHaveAccessibleDescription(/^Trop long\u00a0: 2\u202f001 caractères pour 2\u202f000 au plus/);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });

  it('delete a message, say so, and come back to the empty state', async () => {
    const { pupilTab, parentTab, pupil } = await twoMembers();
    await parentTab.messages.send({ to: pupil.id, text: 'À supprimer' });
    const { user } = renderAt('/TableauEleve', { backend: pupilTab });
    await user.click(await screen.findByRole('button', { name: 'Supprimer le message de Marie Atangana' }, LOADED));
    expect(await screen.findByText('Aucun message reçu pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Message supprimé avec succès !');
    expect(screen.getByRole('heading', { name: 'Messages reçus' })).toHaveFocus();
  });

  it('show the twenty newest messages, then the older ones with « Voir plus »', async () => {
    const name = `dashboard-${crypto.randomUUID()}`;
    const clock = testClock();
    const pupilTab = createTestBackend(name, { now: clock.now });
    const parentTab = createTestBackend(name, { now: clock.now });
    const pupil = await signedIn(pupilTab, people.eleve);
    await signedIn(parentTab, people.parent);
    for (let n = 1; n <= 23; n += 1) {
      await parentTab.messages.send({ to: pupil.id, text: `Message n° ${n}` });
      clock.advance(11); // a member writes at most 6 messages a minute
    }
    const { user } = renderAt('/TableauEleve', { backend: pupilTab });
    await screen.findByRole('region', { name: 'Messages reçus' }, LOADED);
    expect(await inbox().findByText('Les 20 plus récents')).toBeInTheDocument();
    expect(inbox().getAllByRole('listitem')).toHaveLength(20);
    expect(inbox().getByText('Message n° 23')).toBeInTheDocument();
    expect(inbox().queryByText('Message n° 3')).not.toBeInTheDocument();

    await user.click(inbox().getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(inbox().getAllByRole('listitem')).toHaveLength(23), { timeout: 5000 });
    expect(inbox().getByText('23 messages')).toBeInTheDocument();
    expect(inbox().getByText('Message n° 1')).toBeInTheDocument();
    expect(inbox().queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });
});
