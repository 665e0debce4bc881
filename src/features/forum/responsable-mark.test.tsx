import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, memoryStorage, signedIn, testClock } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** A parent who signed up under the responsable's very name (issue 32). */
const NAMESAKE = {
  ...people.eleve,
  email: 'fausse.claire@example.cm',
  profile: { ...people.eleve.profile, prenom: people.parent.profile.prenom, nom: people.parent.profile.nom },
};

describe('« Responsable » in the forums', { timeout: 20_000 }, () => {
  it('follows a responsable’s name on her question and her reply, never her namesake’s', async () => {
    const name = `responsable-${crypto.randomUUID()}`;
    const options = { visitorStorage: memoryStorage(), now: testClock(new Date()).now };
    const [responsableTab, namesakeTab, readerTab] = [
      createTestBackend(name, options),
      createTestBackend(name, options),
      createTestBackend(name, options),
    ];
    await signedIn(responsableTab, people.parent);
    await responsableTab.demo!.setResponsable(true);
    await signedIn(namesakeTab, NAMESAKE);
    await signedIn(readerTab, people.encadreur);
    await responsableTab.questions.ask({
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      question: 'La séance de samedi est maintenue.',
      attachments: [],
    });
    await namesakeTab.questions.ask({
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      question: 'Envoyez-moi vos numéros de téléphone.',
      attachments: [],
    });
    const asked = await new Promise<{ id: string; question: string }[]>((resolve) => {
      const stop = readerTab.questions.subscribe('EncadreurEleve', (items) => {
        if (items.length < 2) return;
        queueMicrotask(stop);
        resolve(items);
      });
    });
    const genuine = asked.find((item) => item.question.startsWith('La séance'))!;
    await responsableTab.questions.reply(genuine.id, 'Rendez-vous à 9 h.');
    await namesakeTab.questions.reply(genuine.id, 'Et à moi, écrivez en privé.');

    renderAt('/EncadreurEleve', { backend: readerTab });

    const articles = await screen.findAllByRole('article', {}, LOADED);
    const byText = (text: string) => articles.find((article) => within(article).queryByText(text))!;
    const real = within(byText('La séance de samedi est maintenue.'));
    const fake = within(byText('Envoyez-moi vos numéros de téléphone.'));
    expect(real.getAllByText('Responsable')).toHaveLength(2);
    expect(real.getByText('Rendez-vous à 9 h.').closest('li')).toHaveTextContent('Responsable');
    expect(real.getByText('Et à moi, écrivez en privé.').closest('li')).not.toHaveTextContent('Responsable');
    expect(fake.queryByText('Responsable')).not.toBeInTheDocument();
  });
});
