import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { SignUpInput } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, memoryStorage, signedIn, testClock } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** Someone who signed up under another member's very name (issues 23 and 32). */
function namesakeOf(person: SignUpInput, email: string): SignUpInput {
  return {
    ...people.eleve,
    email,
    profile: { ...people.eleve.profile, prenom: person.profile.prenom, nom: person.profile.nom },
  };
}

/**
 * `marked` (made what the mark says by `appoint`) and their namesake each ask a question and reply
 * on the genuine one; a third member opens the forum. Returns the two questions' articles.
 */
async function forumWith(marked: SignUpInput, appoint: (tab: Backend, uid: string) => Promise<void>, email: string) {
  const name = `marques-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage(), now: testClock(new Date()).now };
  const [markedTab, namesakeTab, readerTab] = [
    createTestBackend(name, options),
    createTestBackend(name, options),
    createTestBackend(name, options),
  ];
  const member = await signedIn(markedTab, marked);
  await appoint(markedTab, member.id);
  await signedIn(namesakeTab, namesakeOf(marked, email));
  await signedIn(readerTab, marked === people.parent ? people.encadreur : people.parent);
  const ask = (tab: Backend, question: string) =>
    tab.questions.ask({ pageId: 'EncadreurEleve', matiere: 'Mathématiques', question, attachments: [] });
  await ask(markedTab, 'La séance de jeudi est maintenue.');
  await ask(namesakeTab, 'Envoyez-moi vos numéros.');
  const asked = await new Promise<{ id: string; question: string }[]>((resolve) => {
    const stop = readerTab.questions.subscribe('EncadreurEleve', (items) => {
      if (items.length < 2) return;
      queueMicrotask(stop);
      resolve(items);
    });
  });
  const genuine = asked.find((item) => item.question.startsWith('La séance'))!;
  await markedTab.questions.reply(genuine.id, 'Rendez-vous à 16 h.');
  await namesakeTab.questions.reply(genuine.id, 'Moi aussi, c’est le vrai.');

  renderAt('/EncadreurEleve', { backend: readerTab });
  const articles = await screen.findAllByRole('article', {}, LOADED);
  const byText = (text: string) => within(articles.find((article) => within(article).queryByText(text))!);
  return { real: byText('La séance de jeudi est maintenue.'), fake: byText('Envoyez-moi vos numéros.') };
}

describe('the marks of a post’s author in the forums', { timeout: 20_000 }, () => {
  it.each([
    ['Encadreur validé', people.encadreur, (tab: Backend, uid: string) => approveTutor(tab, uid)],
    // Issue 32: a member named like a responsable passed for them.
    ['Responsable', people.parent, (tab: Backend) => tab.demo!.setResponsable(true)],
  ] as const)(
    'follows « %s » on the genuine member’s question and reply, never their namesake’s',
    async (mark, person, appoint) => {
      const { real, fake } = await forumWith(person, appoint, `homonyme.${crypto.randomUUID()}@example.cm`);
      // The question's author line and the reply carry the mark; the namesake's reply does not.
      expect(real.getAllByText(mark)).toHaveLength(2);
      expect(real.getByText('Rendez-vous à 16 h.').closest('li')).toHaveTextContent(mark);
      expect(real.getByText('Moi aussi, c’est le vrai.').closest('li')).not.toHaveTextContent(mark);
      expect(fake.queryByText(mark)).not.toBeInTheDocument();
      // The mark sits beside the button, not in its name.
      const name = `${person.profile.prenom} ${person.profile.nom}`;
      expect(real.getAllByRole('button', { name: `${name} (lui écrire un message privé)` })).toHaveLength(3);
    },
  );
});
