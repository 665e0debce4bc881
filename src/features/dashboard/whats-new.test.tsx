import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, memoryStorage, signedIn } from '@tests/setup/test-backend';

const LIVE = { timeout: 5000 };

/** Two tabs of one browser: two members, one local database. */
function browser() {
  const name = `quoi-de-neuf-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage() };
  return () => createTestBackend(name, options);
}

const whatsNew = () => screen.getByRole('region', { name: 'Quoi de neuf' });

describe('« Quoi de neuf », first on the dashboard', { timeout: 20_000 }, () => {
  it('says nothing is new when nothing is', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    renderAt('/TableauEleve', { backend });
    await screen.findByRole('heading', { name: 'Quoi de neuf' });
    expect(
      await within(whatsNew()).findByText('Rien de nouveau pour l’instant : vous avez tout vu.', undefined, LIVE),
    ).toBeVisible();
  });

  it('lists a tutor’s reply to the pupil’s question and his message, each opening its screen', async () => {
    const tab = browser();
    const [pupilTab, tutorTab] = [tab(), tab()];
    const pupil = await signedIn(pupilTab, people.eleve);
    const tutor = await signedIn(tutorTab, people.encadreur);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Comment factoriser x² − 9 ?',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const asked = await new Promise<string>((resolve) => {
      const stop = tutorTab.questions.subscribe('EncadreurEleve', (list) => {
        if (!list[0]) return;
        queueMicrotask(stop);
        resolve(list[0].id);
      });
    });
    await tutorTab.questions.reply(asked, 'Une différence de carrés : (x − 3)(x + 3).');
    await pupilTab.messages.send({ to: tutor.id, toName: 'Paul Essomba', text: 'Merci beaucoup !' });

    // (jsdom joins the hidden « Nouveauté : » to the line without the space a browser keeps.)
    renderAt('/TableauEleve', { backend: pupilTab });
    const reply = await within(await screen.findByRole('region', { name: 'Quoi de neuf' })).findByRole(
      'link',
      { name: /^Nouveauté :\s*Paul Essomba a répondu à votre question/ },
      LIVE,
    );
    expect(reply).toHaveAttribute('href', `/EncadreurEleve/question/${asked}`);
    expect(reply).toHaveTextContent('Comment factoriser x² − 9 ?');
    // Her own message to him is not news for her.
    expect(within(whatsNew()).queryByRole('link', { name: /message/ })).not.toBeInTheDocument();

    cleanup();
    renderAt('/TableauEncadreur', { backend: tutorTab });
    const message = await within(await screen.findByRole('region', { name: 'Quoi de neuf' })).findByRole(
      'link',
      { name: /^Nouveauté :\s*Nouveau message de Awa/ },
      LIVE,
    );
    expect(message).toHaveAttribute('href', `/TableauEncadreur?avec=${pupil.id}`);
    expect(message).toHaveTextContent('Merci beaucoup !');
  });
});
