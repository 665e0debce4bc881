import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, linkedFamily, signedIn, testClock } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** Two tabs of one browser, the pupil's and the parent's, on one database. */
async function twoMembers() {
  const name = `conversation-list-${crypto.randomUUID()}`;
  const clock = testClock();
  const pupilTab = createTestBackend(name, { now: clock.now });
  const parentTab = createTestBackend(name, { now: clock.now });
  const pupil = await signedIn(pupilTab, people.eleve);
  const parent = await signedIn(parentTab, people.parent);
  // Marie is Awa's mother, linked: an adult writes to a minor only so (issue 33).
  await linkedFamily(parentTab, parent.id, pupilTab, pupil.id);
  /** The parent writes to the pupil, a minute after whatever came before. */
  const parentWrites = async (text: string) => {
    clock.advance(60);
    await parentTab.messages.send({ to: pupil.id, toName: 'Awa Ngono', text });
  };
  return { pupilTab, parentTab, pupil, parent, parentWrites };
}

const section = () => within(screen.getByRole('region', { name: 'Messages privés' }));
/** The link to the conversation with `name`, once the dashboard's chunk has loaded. */
const conversationWith = async (name: string) =>
  within(await screen.findByRole('region', { name: 'Messages privés' }, LOADED)).findByRole(
    'link',
    { name: new RegExp(`^${name}, `) },
    LOADED,
  );

describe('the list of conversations', { timeout: 20_000 }, () => {
  it('shows under the name the first words of the last message, on one line, in bold while unread', async () => {
    const { pupilTab, parentWrites } = await twoMembers();
    await parentWrites(
      'Bonjour Awa,\nas-tu compris la leçon sur les fractions ? Ton encadreur dit que tu progresses bien, ' +
        'mais il faut encore revoir les exercices du chapitre 4 avant samedi.',
    );
    renderAt('/TableauEleve', { backend: pupilTab });

    const link = await conversationWith('Marie Atangana');
    // Cut after the last whole word that fits in 100 characters, on one line.
    const preview =
      'Bonjour Awa, as-tu compris la leçon sur les fractions ? Ton encadreur dit que tu progresses bien,…';
    expect(link).toHaveAccessibleName(new RegExp(`^Marie Atangana, ${escape(preview)}, .*\\d{4}.*, 1 non lu$`));
    expect(within(link).getByText(preview).tagName).toBe('STRONG');
    expect(within(link).getByText('Marie Atangana').tagName).toBe('STRONG');
    expect(within(link).getByText('1 non lu')).toBeInTheDocument();
  });

  it('says « Vous : » before one’s own last message, in plain type once everything is read', async () => {
    const { pupilTab, parent, parentWrites } = await twoMembers();
    await parentWrites('As-tu fini tes exercices ?');
    const { user } = renderAt('/TableauEleve', { backend: pupilTab });
    await user.click(await conversationWith('Marie Atangana'));
    await user.type(await section().findByLabelText('Votre message à Marie Atangana', undefined, LOADED), 'Oui maman');
    await user.click(section().getByRole('button', { name: 'Envoyer' }));
    await section().findByRole('article', { name: 'Votre message' }, LOADED);
    await user.click(section().getByRole('link', { name: 'Toutes les conversations' }));

    const link = await conversationWith('Marie Atangana');
    await waitFor(() => expect(link).toHaveAccessibleName(/^Marie Atangana, Vous\u00a0: Oui maman, .*\d{4}.*$/));
    // (The text query reads the no-break space as a space.)
    expect(within(link).getByText('Vous : Oui maman').tagName).not.toBe('STRONG');
    expect(link).not.toHaveTextContent('non lu');
    expect(link).toHaveAttribute('href', `/TableauEleve?avec=${parent.id}`);
  });

  it('follows deletions live: the message before shows, and with none left the list is empty again', async () => {
    const { pupilTab, pupil, parentWrites } = await twoMembers();
    await parentWrites('Premier message');
    await parentWrites('Second message');
    renderAt('/TableauEleve', { backend: pupilTab });
    expect(await conversationWith('Marie Atangana')).toHaveAccessibleName(/, Second message, /);

    const inbox = await firstInbox(pupilTab, pupil.id);
    await pupilTab.messages.remove(inbox.find((message) => message.text === 'Second message')!.id);
    await waitFor(() =>
      expect(section().getByRole('link', { name: /^Marie Atangana/ })).toHaveAccessibleName(/, Premier message, /),
    );

    await pupilTab.messages.remove(inbox.find((message) => message.text === 'Premier message')!.id);
    expect(await section().findByText('Aucun message reçu pour le moment.')).toBeInTheDocument();
    expect(section().queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('shows a conversation stored without a preview (before previews existed) by its name and date alone', async () => {
    const { pupilTab, parentWrites } = await twoMembers();
    await parentWrites('Bonjour');
    // What the hosted backend reads from a conversation written before previews: no first words.
    const before: Backend = {
      ...pupilTab,
      messages: {
        ...pupilTab.messages,
        subscribeConversations: (uid, onChange, onError, options) =>
          pupilTab.messages.subscribeConversations(
            uid,
            (items, hasMore) =>
              onChange(
                items.map((item) => ({ ...item, preview: null, previewMine: false })),
                hasMore,
              ),
            onError,
            options,
          ),
      },
    };
    renderAt('/TableauEleve', { backend: before });

    const link = await conversationWith('Marie Atangana');
    expect(link).toHaveAccessibleName(/^Marie Atangana, \d.*\d{4}.*, 1 non lu$/);
    expect(link).not.toHaveTextContent('Bonjour');
  });
});

/** Every character of `text` taken literally in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The messages `uid` received, once. */
function firstInbox(tab: ReturnType<typeof createTestBackend>, uid: string) {
  return new Promise<{ id: string; text: string }[]>((resolve) => {
    const stop = tab.messages.subscribeInbox(uid, (messages) => {
      if (messages.length === 0) return;
      queueMicrotask(stop);
      resolve(messages);
    });
  });
}
