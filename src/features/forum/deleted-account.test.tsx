import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

describe('a deleted member’s posts in the forums', { timeout: 20_000 }, () => {
  it('show « Compte supprimé » without class nor a button to write to them; the others’ replies stay as they were', async () => {
    const name = `forum-${crypto.randomUUID()}`;
    const pupil = createTestBackend(name);
    await signedIn(pupil, people.eleve);
    await pupil.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Comment factoriser x² − 9 ?',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const tutor = createTestBackend(name);
    await signedIn(tutor, people.encadreur);
    const [asked] = await new Promise<{ id: string }[]>((resolve) => {
      const stop = tutor.questions.subscribe('EncadreurEleve', (items) => {
        if (items.length === 0) return;
        stop();
        resolve(items);
      });
    });
    await tutor.questions.reply(asked!.id, 'C’est (x − 3)(x + 3).');
    await pupil.users.deleteAccount(people.eleve.password);

    const parent = createTestBackend(name);
    await signedIn(parent, people.parent);
    renderAt('/EncadreurEleve', { backend: parent });

    const question = within(await screen.findByRole('article', { name: 'Question d’un compte supprimé' }, LOADED));
    expect(question.getByText('Comment factoriser x² − 9 ?')).toBeInTheDocument();
    expect(question.getByText('Compte supprimé')).toBeInTheDocument();
    expect(question.queryByText(/Awa|Ngono|3e/)).not.toBeInTheDocument();
    expect(question.queryByRole('button', { name: /Compte supprimé/ })).not.toBeInTheDocument();
    expect(question.getByRole('button', { name: 'Paul Essomba (lui écrire un message privé)' })).toBeInTheDocument();
    expect(question.getByText('C’est (x − 3)(x + 3).')).toBeInTheDocument();
  });
});
