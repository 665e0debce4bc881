import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Question } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, memoryStorage, signedIn, testClock } from '@tests/setup/test-backend';

const LIVE = { timeout: 5000 };

/** Tabs of one browser: one database, a session each, one clock (each question a minute apart). */
function browser() {
  const name = `views-${crypto.randomUUID()}`;
  const clock = testClock(new Date());
  const options = { visitorStorage: memoryStorage(), now: clock.now };
  return { tab: () => createTestBackend(name, options), clock };
}

function questions(backend: Backend, count: number): Promise<Question[]> {
  return new Promise((resolve) => {
    const stop = backend.questions.subscribe('EncadreurEleve', (list) => {
      if (list.length < count) return;
      queueMicrotask(stop);
      resolve(list);
    });
  });
}

const TEXTS = ['Comment résoudre une équation ?', 'Qu’est-ce qu’une mole ?', 'Le théorème de Thalès'];

/** The questions the list shows, by their text, in order. */
const shown = () =>
  within(screen.getByRole('region', { name: 'Questions' }))
    .queryAllByRole('article')
    .map((article) => TEXTS.find((text) => article.textContent?.includes(text)));

/** A pupil's three questions (two in maths, one answered) and a parent following none. */
async function forum() {
  const { tab, clock } = browser();
  const [pupilTab, tutorTab, readerTab] = [tab(), tab(), tab()];
  await signedIn(pupilTab, people.eleve);
  await signedIn(tutorTab, people.encadreur);
  await signedIn(readerTab, people.parent);
  const ask = async (question: string, matiere: string) => {
    await pupilTab.questions.ask({ pageId: 'EncadreurEleve', question, attachments: [], matiere });
    clock.advance(60);
  };
  await ask('Comment résoudre une équation ?', 'Mathématiques');
  await ask('Qu’est-ce qu’une mole ?', 'Physique-Chimie');
  await ask('Le théorème de Thalès', 'Mathématiques');
  const thales = (await questions(pupilTab, 3)).find((question) => question.question === 'Le théorème de Thalès')!;
  await tutorTab.questions.reply(thales.id, 'Deux triangles semblables.');
  return { pupilTab, readerTab, thales };
}

describe('a forum’s views, in its address', { timeout: 20_000 }, () => {
  it('opens a shared filtered address as sent, and writes each change into the address', async () => {
    const { readerTab } = await forum();
    const { user, search } = renderAt('/EncadreurEleve?matiere=mathematique', { backend: readerTab });
    await waitFor(() => expect(shown()).toEqual(['Le théorème de Thalès', 'Comment résoudre une équation ?']), LIVE);
    expect(screen.getByRole('combobox', { name: 'Matière' })).toHaveValue('mathematique');

    await user.click(screen.getByRole('radio', { name: 'Sans réponse' }));
    await waitFor(() => expect(shown()).toEqual(['Comment résoudre une équation ?']), LIVE);
    expect(search()).toBe('?matiere=mathematique&vue=sans-reponse');

    await user.click(screen.getByRole('button', { name: 'Tout afficher' }));
    await waitFor(() => expect(shown()).toHaveLength(3), LIVE);
    expect(search()).toBe('');
  });

  it('finds a question by a word of its text typed without accents, and says when none holds it', async () => {
    const { readerTab } = await forum();
    const { user, search } = renderAt('/EncadreurEleve', { backend: readerTab });
    const box = await screen.findByRole('searchbox', { name: 'Rechercher dans le forum' }, LIVE);
    await user.type(box, 'equation{Enter}');
    await waitFor(() => expect(shown()).toEqual(['Comment résoudre une équation ?']), LIVE);
    expect(search()).toBe('?q=equation');

    await user.clear(box);
    await user.type(box, 'pythagore{Enter}');
    expect(await screen.findByText('Aucune question ne contient « pythagore ».', undefined, LIVE)).toBeInTheDocument();
  });

  it('shows a member the questions they follow, and offers « Suivre »', async () => {
    const { readerTab } = await forum();
    const { user } = renderAt('/EncadreurEleve?vue=mes-questions', { backend: readerTab });
    expect(
      await screen.findByText('Vous ne suivez aucune question de ce forum pour le moment.', undefined, LIVE),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Toutes les questions' }));
    const [follow] = await screen.findAllByRole('button', { name: 'Suivre la question d’Awa Ngono' }, LIVE);
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow!);
    expect(await screen.findByText(/Vous suivez cette question/, undefined, LIVE)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mes questions' }));
    await waitFor(() => expect(shown()).toHaveLength(1), LIVE);
    expect(screen.getByRole('button', { name: /^Suivie la question/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('one question’s own address', { timeout: 20_000 }, () => {
  it('opens the question with its replies, and names it in the tab’s title', async () => {
    const { readerTab, thales } = await forum();
    renderAt(`/EncadreurEleve/question/${thales.id}`, { backend: readerTab });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question d’Awa Ngono' }, LIVE)).toBeInTheDocument();
    expect(screen.getByText('Deux triangles semblables.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Le théorème de Thalès — Forum encadreurs et élèves/));
    expect(screen.getByRole('link', { name: '← Toutes les questions du forum' })).toHaveAttribute(
      'href',
      '/EncadreurEleve',
    );
  });

  it('says in French that an unknown or deleted question is not there', async () => {
    renderAt('/EncadreurEleve/question/inconnue', { backend: createTestBackend() });
    expect(
      await screen.findByText('Cette question n’existe pas ou a été supprimée.', undefined, LIVE),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les questions du forum' })).toHaveAttribute(
      'href',
      '/EncadreurEleve',
    );
  });

  it('is linked from the forum by the question’s date', async () => {
    const { readerTab, thales } = await forum();
    const { user, location } = renderAt('/EncadreurEleve', { backend: readerTab });
    const links = await screen.findAllByRole('link', { name: /ouvrir la question seule/ }, LIVE);
    await user.click(links[0]!);
    await waitFor(() => expect(location()).toBe(`/EncadreurEleve/question/${thales.id}`));
  });
});
