import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Backend } from '@/backend/types';
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
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
    );
    expect(ask).toHaveBeenCalledOnce();
    expect(field).toHaveValue('Comment calculer une dérivée ?');
    expect(field).toHaveFocus();
    // The draft also waits in this tab, should the visitor reload.
    expect(sessionStorage.getItem('forum-brouillon:EncadreurEleve')).toBe('Comment calculer une dérivée ?');
    expect(screen.getByRole('button', { name: 'Publier la question' })).toBeEnabled();
    expect(screen.queryByText(/Votre question a été ajoutée/)).not.toBeInTheDocument();
  });
});
