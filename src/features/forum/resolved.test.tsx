import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Question } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, memoryStorage, signedIn } from '@tests/setup/test-backend';

const LIVE = { timeout: 5000 };

/** Tabs of one browser: one database, a session each. */
function browser() {
  const name = `resolved-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage() };
  return () => createTestBackend(name, options);
}

function firstQuestion(backend: Backend): Promise<Question> {
  return new Promise((resolve) => {
    const stop = backend.questions.subscribe('EncadreurEleve', (list) => {
      if (!list[0]) return;
      queueMicrotask(stop);
      resolve(list[0]);
    });
  });
}

const replyTexts = () =>
  within(screen.getByRole('group', { name: '2 réponses' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('« Résolue »: the reply that helped', { timeout: 20_000 }, () => {
  it('lets the author mark the reply that helped: it goes first, with its mark, and the question says « Résolue »', async () => {
    const tab = browser();
    const [pupilTab, tutorTab, parentTab] = [tab(), tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(tutorTab, people.encadreur);
    await signedIn(parentTab, people.parent);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Comment factoriser ?',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const asked = await firstQuestion(pupilTab);
    await parentTab.questions.reply(asked.id, 'Demande à ton professeur.');
    await tutorTab.questions.reply(asked.id, 'Cherche un facteur commun.');

    const { user } = renderAt('/EncadreurEleve', { backend: pupilTab });
    const mark = await screen.findByRole('button', { name: 'Marquer comme solution la réponse de Paul Essomba' }, LIVE);
    expect(screen.queryByText('Résolue')).not.toBeInTheDocument();
    await user.click(mark);

    expect(await screen.findByText(/La question est marquée « Résolue »/, undefined, LIVE)).toBeInTheDocument();
    await waitFor(() => expect(replyTexts()[0]).toContain('Cherche un facteur commun.'), LIVE);
    expect(replyTexts()[0]).toContain('Réponse qui a aidé');
    expect(screen.getByText('Résolue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer la solution la réponse de Paul Essomba' })).toBeInTheDocument();
  });

  it('offers the mark to the question’s author only, not to the other members', async () => {
    const tab = browser();
    const [pupilTab, tutorTab] = [tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(tutorTab, people.encadreur);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Comment factoriser ?',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const asked = await firstQuestion(pupilTab);
    await tutorTab.questions.reply(asked.id, 'Cherche un facteur commun.');

    renderAt('/EncadreurEleve', { backend: tutorTab });
    await screen.findByText('Cherche un facteur commun.', undefined, LIVE);
    expect(screen.queryByRole('button', { name: /Marquer comme solution/ })).not.toBeInTheDocument();
  });
});
