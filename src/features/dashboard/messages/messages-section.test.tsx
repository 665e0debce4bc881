import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Message } from '@/domain/entities';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, linkedFamily, signedIn, testClock } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** Two tabs of one browser: one shared database, a session each. */
async function twoMembers(now?: () => Date) {
  const name = `conversations-${crypto.randomUUID()}`;
  const pupilTab = createTestBackend(name, { now });
  const parentTab = createTestBackend(name, { now });
  const pupil = await signedIn(pupilTab, people.eleve);
  const parent = await signedIn(parentTab, people.parent);
  // Marie is Awa's mother, linked: an adult writes to a minor only so (issue 33).
  await linkedFamily(parentTab, parent.id, pupilTab, pupil.id);
  return { pupilTab, parentTab, pupil, parent };
}

const section = () => within(screen.getByRole('region', { name: 'Messages privés' }));
/** The section, once the dashboard's chunk has loaded. */
const loaded = async () => within(await screen.findByRole('region', { name: 'Messages privés' }, LOADED));

/** The thread between `uid` and `withId`, as `tab` sees it, once it satisfies `accept`. */
function threadOf(tab: Backend, uid: string, withId: string, accept: (messages: Message[]) => boolean) {
  return new Promise<Message[]>((resolve) => {
    const stop = tab.messages.subscribeThread(uid, withId, (messages) => {
      if (!accept(messages)) return;
      queueMicrotask(stop);
      resolve(messages);
    });
  });
}

describe('private messages on the dashboard', { timeout: 20_000 }, () => {
  it('list a conversation the moment a message arrives, with its unread count, and open it read', async () => {
    const { pupilTab, parentTab, pupil, parent } = await twoMembers();
    const { user } = renderAt('/TableauEleve', { backend: pupilTab });
    expect(await screen.findByText('Aucun message reçu pour le moment.', undefined, LOADED)).toBeInTheDocument();

    await parentTab.messages.send({ to: pupil.id, toName: 'Awa Ngono', text: 'Bonjour Awa, as-tu compris la leçon ?' });
    const link = await section().findByRole('link', { name: /^Marie Atangana.*1 non lu$/ });
    // The account button and the tab's title say it too.
    // (Counted by a chunk of its own, downloaded with the backend: a moment more on a busy machine.)
    expect(await screen.findByRole('button', { name: 'Mon Compte 1 message non lu' }, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /), LOADED);

    await user.click(link);
    expect(await section().findByRole('heading', { name: 'Conversation avec Marie Atangana' })).toHaveFocus();
    const item = await section().findByRole('article', { name: 'Message de Marie Atangana' });
    expect(item).toHaveTextContent('Parent');
    expect(item).toHaveTextContent('Bonjour Awa, as-tu compris la leçon ?');
    expect(within(item).getByRole('time')).toHaveTextContent(/\d{4}/);

    // Opening it marked it read: the sender sees « Lu », the counts are gone.
    await threadOf(parentTab, parent.id, pupil.id, (messages) => messages[0]?.read === true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mon Compte' })).toBeInTheDocument(), LOADED);
    // The title follows the count in an effect of its own (usePageMeta), a render later.
    await waitFor(() => expect(document.title).not.toMatch(/^\(/), LOADED);
    await user.click(section().getByRole('link', { name: 'Toutes les conversations' }));
    expect(await section().findByRole('link', { name: /^Marie Atangana/ })).not.toHaveTextContent('non lu');
  });

  it('reply from the field at the bottom: blank refused, then sent, cleared, announced and shown as « Vous »', async () => {
    const { pupilTab, parentTab, pupil, parent } = await twoMembers();
    await parentTab.messages.send({ to: pupil.id, toName: 'Awa Ngono', text: 'Bonjour Awa' });
    const { user } = renderAt(`/TableauEleve?avec=${parent.id}`, { backend: pupilTab });
    const area = await (await loaded()).findByLabelText('Votre message à Marie Atangana', undefined, LOADED);

    await user.type(area, '   ');
    await user.click(section().getByRole('button', { name: 'Envoyer' }));
    expect(section().getByText('Écrivez votre message avant de l’envoyer.')).toBeInTheDocument();

    await user.clear(area);
    await user.type(area, 'Oui maman, merci !');
    await user.click(section().getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(area).toHaveValue(''), LOADED);
    expect(section().getByRole('status')).toHaveTextContent('Message envoyé avec succès !');
    expect(area).toHaveFocus();
    const mine = await section().findByRole('article', { name: 'Votre message' });
    expect(mine).toHaveTextContent('Oui maman, merci !');
    expect(mine).toHaveTextContent('Envoyé');

    // The other side has it in the same conversation, after their own message.
    const theirs = await threadOf(parentTab, parent.id, pupil.id, (messages) => messages.length === 2);
    expect(theirs.map((message) => `${message.senderName}: ${message.text}`)).toEqual([
      'Awa Ngono: Oui maman, merci !',
      'Marie Atangana: Bonjour Awa',
    ]);
  });

  it('take « Répondre » on a message to the reply field, and flag an over-long text, keeping every character', async () => {
    const { pupilTab, parentTab, pupil, parent } = await twoMembers();
    await parentTab.messages.send({ to: pupil.id, text: 'Bonjour' });
    const { user } = renderAt(`/TableauEleve?avec=${parent.id}`, { backend: pupilTab });
    await user.click(await (await loaded()).findByRole('button', { name: 'Répondre à Marie Atangana' }, LOADED));
    const area = section().getByLabelText(/^Votre message à/);
    expect(area).toHaveFocus();
    const long = 'a'.repeat(MESSAGE_MAX_LENGTH + 1);
    await user.paste(long);
    expect(area).toHaveValue(long);
    expect(area).toHaveAccessibleDescription(/^Trop long\u00a0: 2\u202f001 caractères pour 2\u202f000 au plus/);
    expect(section().getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });

  it('delete a received message, say so, and keep the keyboard in the conversation', async () => {
    const { pupilTab, parentTab, pupil, parent } = await twoMembers();
    await parentTab.messages.send({ to: pupil.id, text: 'À supprimer' });
    const { user } = renderAt(`/TableauEleve?avec=${parent.id}`, { backend: pupilTab });
    await user.click(
      await (await loaded()).findByRole('button', { name: 'Supprimer le message de Marie Atangana' }, LOADED),
    );
    expect(await section().findByText('Aucun message dans cette conversation pour le moment.')).toBeInTheDocument();
    expect(section().getByRole('status')).toHaveTextContent('Message supprimé avec succès !');
    expect(section().getByRole('heading', { name: /^Conversation avec/ })).toHaveFocus();
  });

  it('open a long conversation on its twenty newest messages, the older ones with « Voir les messages précédents »', async () => {
    const clock = testClock();
    const { pupilTab, parentTab, pupil, parent } = await twoMembers(clock.now);
    for (let n = 1; n <= 23; n += 1) {
      await parentTab.messages.send({ to: pupil.id, text: `Message n° ${n}` });
      clock.advance(11); // a member writes at most 6 messages a minute
    }
    const { user } = renderAt(`/TableauEleve?avec=${parent.id}`, { backend: pupilTab });
    const list = await (await loaded()).findByRole('list', { name: /^Messages avec/ }, LOADED);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    // Oldest at the top, newest at the bottom, as in any messaging app.
    expect(within(list).getAllByRole('article').at(-1)).toHaveTextContent('Message n° 23');
    expect(within(list).queryByText('Message n° 3')).not.toBeInTheDocument();

    await user.click(section().getByRole('button', { name: 'Voir les messages précédents' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23), LOADED);
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Message n° 1');
    expect(section().queryByRole('button', { name: 'Voir les messages précédents' })).not.toBeInTheDocument();
  });
});
