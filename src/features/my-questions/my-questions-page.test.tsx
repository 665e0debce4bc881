import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Question } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, memoryStorage, signedIn } from '@tests/setup/test-backend';

const LIVE = { timeout: 5000 };

function browser() {
  const name = `mes-questions-${crypto.randomUUID()}`;
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

const account = () => screen.getByRole('button', { name: /^Mon Compte/ });

describe('« Mes questions » and the count beside « Mon Compte »', { timeout: 20_000 }, () => {
  it('counts a new reply on the pupil’s question live, lists it as new, and forgets it once she opens it', async () => {
    const tab = browser();
    const [pupilTab, tutorTab] = [tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(tutorTab, people.encadreur);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Comment factoriser x² − 9 ?',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const asked = await firstQuestion(pupilTab);

    const { user } = renderAt('/MesQuestions', { backend: pupilTab });
    expect(await screen.findByRole('link', { name: 'Comment factoriser x² − 9 ?' }, LIVE)).toBeInTheDocument();
    await waitFor(() => expect(account()).toHaveAccessibleName('Mon Compte'), LIVE);

    await tutorTab.questions.reply(asked.id, 'Une différence de carrés : (x − 3)(x + 3).');
    await waitFor(() => expect(account()).toHaveAccessibleName('Mon Compte 1 nouvelle réponse'), LIVE);
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /), LIVE);
    const item = screen.getByRole('link', { name: 'Comment factoriser x² − 9 ?' }).closest('li')!;
    expect(within(item).getByText('1 nouvelle réponse')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Comment factoriser x² − 9 ?' }));
    expect(await screen.findByText('Une différence de carrés : (x − 3)(x + 3).', undefined, LIVE)).toBeInTheDocument();
    await waitFor(() => expect(account()).toHaveAccessibleName('Mon Compte'), LIVE);
    // The title follows the count in an effect of its own (usePageMeta), a render later.
    await waitFor(() => expect(document.title).not.toMatch(/^\(/), LIVE);
  });

  it('shows an approved tutor the new questions of their subject, until « Tout marquer comme vu »', async () => {
    const tab = browser();
    const [pupilTab, tutorTab] = [tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    // Paul Essomba, a tutor of Mathématiques, approved.
    const tutor = await signedIn(tutorTab, people.encadreur);
    await approveTutor(tutorTab, tutor.id);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Qu’est-ce qu’une fraction ?',
      attachments: [],
      matiere: 'Mathématiques',
    });

    const { user } = renderAt('/MesQuestions', { backend: tutorTab });
    const news = await screen.findByRole('region', { name: 'Nouvelles questions dans vos matières' }, LIVE);
    expect(await within(news).findByRole('link', { name: 'Qu’est-ce qu’une fraction ?' }, LIVE)).toBeInTheDocument();
    expect(within(news).getByRole('checkbox', { name: 'Mathématiques' })).toBeChecked();
    await waitFor(() => expect(account()).toHaveAccessibleName('Mon Compte 1 nouvelle question'), LIVE);

    await user.click(within(news).getByRole('button', { name: 'Tout marquer comme vu' }));
    expect(
      await within(news).findByText('Aucune nouvelle question dans vos matières pour le moment.', undefined, LIVE),
    ).toBeInTheDocument();
    await waitFor(() => expect(account()).toHaveAccessibleName('Mon Compte'), LIVE);
  });

  it('invites a visitor to log in', async () => {
    renderAt('/MesQuestions');
    expect(await screen.findByRole('heading', { name: 'Connectez-vous pour continuer' }, LIVE)).toBeInTheDocument();
  });
});
