import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, memoryStorage, signedIn, testClock } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** Someone who signed up as a pupil under the approved tutor's very name (issue 23). */
const NAMESAKE = {
  ...people.eleve,
  email: 'faux.paul@example.cm',
  profile: { ...people.eleve.profile, prenom: 'Paul', nom: 'Essomba' },
};

describe('« Encadreur validé » in the forums', { timeout: 20_000 }, () => {
  it('follows the approved tutor’s name on his question and his reply, never his namesake’s', async () => {
    const name = `encadreur-valide-${crypto.randomUUID()}`;
    const options = { visitorStorage: memoryStorage(), now: testClock(new Date()).now };
    const [tutorTab, namesakeTab, readerTab] = [
      createTestBackend(name, options),
      createTestBackend(name, options),
      createTestBackend(name, options),
    ];
    const tutor = await signedIn(tutorTab, people.encadreur);
    await approveTutor(tutorTab, tutor.id);
    await signedIn(namesakeTab, NAMESAKE);
    await signedIn(readerTab, people.parent);
    await tutorTab.questions.ask({
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      question: 'Qui vient au cours de jeudi ?',
      attachments: [],
    });
    await namesakeTab.questions.ask({
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      question: 'Envoyez-moi vos numéros.',
      attachments: [],
    });
    const asked = await new Promise<{ id: string; question: string }[]>((resolve) => {
      const stop = readerTab.questions.subscribe('EncadreurEleve', (items) => {
        if (items.length < 2) return;
        queueMicrotask(stop);
        resolve(items);
      });
    });
    const genuine = asked.find((item) => item.question.startsWith('Qui vient'))!;
    await tutorTab.questions.reply(genuine.id, 'Moi, à 16 h.');
    await namesakeTab.questions.reply(genuine.id, 'Moi aussi, c’est le vrai Paul.');

    renderAt('/EncadreurEleve', { backend: readerTab });

    const [first, second] = await screen.findAllByRole('article', { name: 'Question de Paul Essomba' }, LOADED);
    const byText = (text: string) => [first!, second!].find((article) => within(article).queryByText(text))!;
    const real = within(byText('Qui vient au cours de jeudi ?'));
    const fake = within(byText('Envoyez-moi vos numéros.'));
    // The question's author line and the tutor's reply carry the mark; the namesake's reply does not.
    expect(real.getAllByText('Encadreur validé')).toHaveLength(2);
    expect(real.getByText('Moi, à 16 h.').closest('li')).toHaveTextContent('Encadreur validé');
    expect(real.getByText('Moi aussi, c’est le vrai Paul.').closest('li')).not.toHaveTextContent('Encadreur validé');
    expect(fake.queryByText('Encadreur validé')).not.toBeInTheDocument();
    // The mark sits beside the button, not in its name.
    expect(real.getAllByRole('button', { name: 'Paul Essomba (lui écrire un message privé)' })).toHaveLength(3);
  });
});
