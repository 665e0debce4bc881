import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/domain/errors';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';

describe('« Supprimer mon compte »', () => {
  it('says what goes and what stays, and asks the password in a dialog that Escape closes, focus back on the button', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const { user } = renderAt('/MonProfil', { backend });

    const section = within(await screen.findByRole('region', { name: 'Supprimer mon compte' }));
    expect(section.getByText(/messages privés que vous avez reçus et envoyés/)).toBeInTheDocument();
    expect(section.getByText(/signées «\s?Compte supprimé\s?»/)).toBeInTheDocument();
    expect(section.getByText(/télécharger vos données/)).toBeInTheDocument();

    const open = section.getByRole('button', { name: 'Supprimer mon compte' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toHaveAccessibleDescription(/définitive/);
    // The dialog's code arrives on demand (LazyDialog): focus moves once it has mounted.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Mot de passe/)).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('refuses an empty or wrong password with a French message, and the account stays', async () => {
    const backend = createTestBackend();
    const me = await signedIn(backend, people.eleve);
    const { user } = renderAt('/MonProfil', { backend });

    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Saisissez votre mot de passe pour confirmer.');

    await user.type(dialog.getByLabelText(/^Mot de passe/), 'pas-le-bon');
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Le mot de passe est incorrect. Votre compte n’a pas été supprimé.',
    );
    expect(dialog.getByLabelText(/^Mot de passe/)).toHaveFocus();
    expect(await backend.users.get(me.id)).toMatchObject({ email: people.eleve.email });
  });

  it('deletes the account with the right password: signed out, on the login page with a confirmation; the login then fails', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const { user } = renderAt('/MonProfil', { backend });

    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText(/^Mot de passe/), people.eleve.password);
    await user.keyboard('{Enter}');

    expect(await screen.findByText(/Votre compte est supprimé\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Connexion|Se connecter/);
    const refused = await backend.auth
      .signIn(people.eleve.email, people.eleve.password)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackendError);
    expect((refused as BackendError).code).toBe('auth/user-not-found');
  });
});
