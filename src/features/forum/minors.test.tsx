import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Question } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, memoryStorage, signedIn, testClock } from '@tests/setup/test-backend';

const LIVE = { timeout: 5000 };

/**
 * Tabs of one browser: the pupil asks and replies; a parent is signed in in another tab, and a
 * visitor reads in a third.
 */
async function forum() {
  const name = `mineurs-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage(), now: testClock(new Date()).now };
  const [pupilTab, memberTab, visitorTab] = [1, 2, 3].map(() => createTestBackend(name, options));
  await signedIn(pupilTab!, people.eleve);
  await signedIn(memberTab!, people.parent);
  await pupilTab!.questions.ask({
    pageId: 'EncadreurEleve',
    question: 'Comment factoriser x² − 1 ?',
    attachments: [],
    matiere: 'Mathématiques',
  });
  const asked = await new Promise<Question>((resolve) => {
    const stop = pupilTab!.questions.subscribe('EncadreurEleve', (items) => {
      if (items.length === 0) return;
      queueMicrotask(stop);
      resolve(items[0]!);
    });
  });
  await pupilTab!.questions.reply(asked.id, 'J’ai trouvé, merci !');
  return { memberTab: memberTab!, visitorTab: visitorTab!, asked };
}

/** The question's card, once its author line reads `name`. */
async function card(name: string) {
  const article = await screen.findByRole('article', { name: `Question ${name}` }, LIVE);
  return within(article);
}

describe('minors are not public (issue 33)', { timeout: 20_000 }, () => {
  it('shows a signed-out visitor « Awa N. » without class, on the forum and on the question’s page', async () => {
    const { visitorTab, asked } = await forum();
    const { unmount } = renderAt('/EncadreurEleve', { backend: visitorTab });
    const question = await card('d’Awa N.');
    expect(question.getAllByText('Awa N.')).toHaveLength(2);
    expect(question.getByText(/^Élève · Mathématiques$/)).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Questions' });
    expect(region.textContent).not.toMatch(/Ngono|3e/);
    // Nothing to filter by class: no pupil's question holds one.
    expect(screen.queryByRole('combobox', { name: 'Classe' })).not.toBeInTheDocument();
    unmount();

    renderAt(`/EncadreurEleve/question/${asked.id}`, { backend: visitorTab });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question d’Awa N.' }, LIVE)).toBeInTheDocument();
    await card('d’Awa N.');
    expect(document.body.textContent).not.toMatch(/Ngono/);
  });

  it('shows a member the full name and class, and writes to « Awa Ngono »', async () => {
    const { memberTab, asked } = await forum();
    const { user, unmount } = renderAt('/EncadreurEleve', { backend: memberTab });
    const question = await card('d’Awa Ngono');
    expect(question.getByText(/^Élève · 3e · Mathématiques$/)).toBeInTheDocument();
    expect(question.getByText('J’ai trouvé, merci !').closest('li')).toHaveTextContent('Awa Ngono');
    await user.click(question.getAllByRole('button', { name: 'Awa Ngono (lui écrire un message privé)' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Écrire à Awa Ngono' }, LIVE)).toBeInTheDocument();
    unmount();

    renderAt(`/EncadreurEleve/question/${asked.id}`, { backend: memberTab });
    expect(await screen.findByRole('heading', { level: 1, name: 'Question d’Awa Ngono' }, LIVE)).toBeInTheDocument();
    await waitFor(() => expect((screen.getByRole('article').textContent ?? '').includes('3e')).toBe(true), LIVE);
  });
});
