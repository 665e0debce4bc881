import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LocalEmail } from '@/backend/local-mode';
import type { AuthService } from '@/backend/types';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, testClock } from '@tests/setup/test-backend';
import { PASSWORD_CHANGED_MESSAGE, RESET_SENT_MESSAGE } from './auth-messages';

/** The newest e-mail of the local mailbox, as /BoiteLocale shows it. */
async function newestEmail(backend: ReturnType<typeof createTestBackend>): Promise<LocalEmail | undefined> {
  return new Promise((resolve) => {
    const stop = backend.mailbox!.subscribe((emails) => {
      resolve(emails[0]);
      queueMicrotask(stop);
    });
  });
}

describe('« Mot de passe oublié ? »', () => {
  it('opens a form on the e-mail typed, focused, and gives the same answer whether or not the account exists', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.eleve);
    const { user } = renderAt('/Login', { backend });
    await user.type(await screen.findByLabelText(/^E-mail/), people.eleve.email);

    const opener = screen.getByRole('button', { name: 'Mot de passe oublié\u00a0?' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByLabelText(/^E-mail du compte/);
    expect(field).toHaveFocus();
    expect(field).toHaveValue(people.eleve.email);

    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(RESET_SENT_MESSAGE);
    expect(within(answer).getByRole('link', { name: 'boîte locale' })).toHaveAttribute('href', '/BoiteLocale');
    expect((await newestEmail(backend))?.to).toBe(people.eleve.email);

    await user.clear(field);
    await user.type(field, 'personne@example.cm');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT_MESSAGE);
    expect((await newestEmail(backend))?.to).toBe(people.eleve.email);
  });

  it('asks for an address, and explains a malformed one', async () => {
    const { user } = renderAt('/Login');
    await user.click(await screen.findByRole('button', { name: 'Mot de passe oublié\u00a0?' }));
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez saisir votre e-mail.');
    expect(screen.getByLabelText(/^E-mail du compte/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^E-mail du compte/), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'email est invalide.");
    expect(screen.getByLabelText(/^E-mail du compte/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the reset link (/MotDePasse)', () => {
  it('sets the new password from the mailbox link, says so, focuses the message, and links to /Login', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.parent);
    await backend.auth.sendPasswordReset(people.parent.email);
    const { link } = (await newestEmail(backend))!;
    const { user } = renderAt(link, { backend });

    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/, undefined, { timeout: 5000 }), 'nouveau-456');
    await user.type(screen.getByLabelText(/^Confirmez/), 'nouveau-456');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    // Focus follows the message once it is on screen (an effect): on a busy machine, a moment later.
    await waitFor(() => expect(done.parentElement).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/Login');
    expect((await backend.auth.signIn(people.parent.email, 'nouveau-456')).email).toBe(people.parent.email);
  });

  it('refuses two different passwords before asking the backend, then explains a used link', async () => {
    const backend = createTestBackend();
    let calls = 0;
    const auth: AuthService = {
      ...backend.auth,
      confirmPasswordReset: (code, password) => {
        calls += 1;
        return backend.auth.confirmPasswordReset(code, password);
      },
    };
    const { user } = renderAt('/MotDePasse?mode=resetPassword&oobCode=deja-servi', { backend: { ...backend, auth } });
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/, undefined, { timeout: 5000 }), 'nouveau-456');
    await user.type(screen.getByLabelText(/^Confirmez/), 'nouveau-789');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Les deux mots de passe ne sont pas identiques.');
    expect(screen.getByLabelText(/^Confirmez/)).toHaveFocus();
    expect(calls).toBe(0);

    await user.clear(screen.getByLabelText(/^Confirmez/));
    await user.type(screen.getByLabelText(/^Confirmez/), 'nouveau-456');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable');
  });

  it('says a link without its code is incomplete', async () => {
    renderAt('/MotDePasse');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien est incomplet');
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
  });
});

describe('the local mailbox (/BoiteLocale)', () => {
  it('shows each e-mail with its recipient, French text and working link, newest first', async () => {
    const clock = testClock();
    const backend = createTestBackend(undefined, { now: clock.now });
    const { user, location } = renderAt('/BoiteLocale', { backend });
    expect(await screen.findByText('Aucun e-mail pour l’instant.')).toBeInTheDocument();

    // Each sign-up sends the e-mail that confirms the address; then two resets.
    await backend.auth.signUp(people.eleve);
    await backend.auth.signUp(people.parent);
    clock.advance(60);
    await backend.auth.sendPasswordReset(people.eleve.email);
    clock.advance(60);
    await backend.auth.sendPasswordReset(people.parent.email);

    const list = await screen.findByRole('list', { name: /^E-mails/ });
    await expect.poll(() => within(list).queryAllByRole('article').length).toBe(4);
    const [newest, , , oldest] = within(list).getAllByRole('article');
    expect(oldest).toHaveTextContent('Confirmez votre adresse e-mail');
    expect(newest).toHaveTextContent(`À : ${people.parent.email}`);
    expect(newest).toHaveTextContent('Réinitialisez votre mot de passe');
    await user.click(within(newest!).getByRole('link', { name: /^Ouvrir le lien/ }));
    await expect.poll(location).toBe('/MotDePasse');
    expect(await screen.findByLabelText(/^Nouveau mot de passe/)).toBeInTheDocument();
  });
});
