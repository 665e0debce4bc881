import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { announce, outboxId } from '@/backend/outbox';
import type { Backend } from '@/backend/types';
import { BackendError } from '@/domain/errors';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

describe('the form to ask a question', { timeout: 20_000 }, () => {
  it('keeps the question typed when the network fails, and says so in French', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const ask = vi.fn(() => Promise.reject(new BackendError('unavailable')));
    const unreachable: Backend = { ...backend, questions: { ...backend.questions, ask } };
    const { user } = renderAt('/EncadreurEleve', { backend: unreachable });

    const field = await screen.findByLabelText('Votre question', undefined, LOADED);
    await user.type(field, 'Comment calculer une dérivée ?');
    await user.selectOptions(screen.getByRole('combobox', { name: /Matière de la question/ }), 'Mathématiques');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
    );
    expect(ask).toHaveBeenCalledOnce();
    expect(field).toHaveValue('Comment calculer une dérivée ?');
    expect(field).toHaveFocus();
    // The draft also waits in this tab, should the visitor reload.
    expect(sessionStorage.getItem('commission-etudes.brouillon:forum:EncadreurEleve')).toBe(
      'Comment calculer une dérivée ?',
    );
    expect(screen.getByRole('button', { name: 'Publier la question' })).toBeEnabled();
    expect(screen.queryByText(/Votre question a été ajoutée/)).not.toBeInTheDocument();
  });

  it('gives up on a server that does not answer, says it waited 20 seconds, and keeps the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const ask = vi.fn(() => Promise.reject(new BackendError('deadline-exceeded')));
    const { user } = renderAt('/EncadreurEleve', { backend: { ...backend, questions: { ...backend.questions, ask } } });

    const field = await screen.findByLabelText('Votre question', undefined, LOADED);
    await user.type(field, 'Le réseau est lent ce soir.');
    await user.selectOptions(screen.getByRole('combobox', { name: /Matière de la question/ }), 'Mathématiques');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le serveur n’a pas répondu en 20\u00a0secondes\u00a0: la connexion est trop lente. Rien de ce que vous avez écrit n’est perdu\u00a0; vérifiez dans un moment si l’envoi est passé avant de recommencer.',
    );
    expect(field).toHaveValue('Le réseau est lent ce soir.');
    expect(screen.getByRole('button', { name: 'Publier la question' })).toBeEnabled();
  });

  it('shows a question sent offline and refused once the network is back, with its text to copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    let refuse = () => {};
    // As the Firebase adapter does offline: the write is queued, the call returns, the server answers later.
    const ask = vi.fn(async () => {
      const id = outboxId();
      announce({ id, state: 'waiting' });
      refuse = () =>
        announce({
          id,
          state: 'refused',
          description: 'nouvelle question',
          error: new BackendError('permission-denied'),
        });
    });
    const { user } = renderAt('/EncadreurEleve', { backend: { ...backend, questions: { ...backend.questions, ask } } });

    const field = await screen.findByLabelText('Votre question', undefined, LOADED);
    await user.type(field, 'Question écrite dans le taxi.');
    await user.selectOptions(screen.getByRole('combobox', { name: /Matière de la question/ }), 'Mathématiques');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => refuse());

    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByRole('heading', { name: 'Envoi refusé au retour du réseau\u00a0: votre question' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Le serveur ne l’a pas accepté (vos droits, ou la question visée, ont pu changer entre-temps).',
    );
    expect(within(notice).getByLabelText('Votre texte, à copier pour ne pas le perdre')).toHaveValue(
      'Question écrite dans le taxi.',
    );
    await user.click(within(notice).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
