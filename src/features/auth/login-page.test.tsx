import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthService } from '@/backend/types';
import { BackendError } from '@/domain/errors';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend } from '@tests/setup/test-backend';

describe('login page', () => {
  it('uses an e-mail field and asks for both fields', async () => {
    const { user } = renderAt('/Login');
    const email = await screen.findByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez saisir votre e-mail et votre mot de passe.');
  });

  it('says which of e-mail or password is wrong, keeping what was typed', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.eleve);
    const { user } = renderAt('/Login', { backend });
    await user.type(await screen.findByLabelText(/^E-mail/), people.eleve.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'mauvais-mot');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe incorrect !');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(people.eleve.email);

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'inconnu@example.cm');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Utilisateur non trouvé !');
  });

  it('shows a loading state, then lands signed in on the member’s dashboard', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.encadreur);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const auth: AuthService = {
      ...backend.auth,
      signIn: async (email, password) => {
        await gate;
        return backend.auth.signIn(email, password);
      },
    };
    const { user, location } = renderAt('/Login', { backend: { ...backend, auth } });
    await user.type(await screen.findByLabelText(/^E-mail/), people.encadreur.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), people.encadreur.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('button', { name: 'Connexion en cours…' })).toBeDisabled();
    release();
    await screen.findByRole('button', { name: 'Mon Compte' });
    await expect.poll(location).toBe('/TableauEncadreur');
    expect(await screen.findByRole('heading', { name: 'Quoi de neuf' })).toBeInTheDocument();
  });

  it('keeps the session for this tab only unless « Rester connecté sur cet appareil » is ticked', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.eleve);
    const asked: (boolean | undefined)[] = [];
    const auth: AuthService = {
      ...backend.auth,
      signIn: (email, password, options) => {
        asked.push(options?.remember);
        return backend.auth.signIn(email, password, options);
      },
    };
    const { user } = renderAt('/Login', { backend: { ...backend, auth } });
    const remember = await screen.findByRole('checkbox', { name: 'Rester connecté sur cet appareil' });
    expect(remember).not.toBeChecked();
    expect(remember).toHaveAccessibleDescription(
      'Sinon, la connexion se termine quand vous fermez cet onglet. Ne cochez pas sur un téléphone partagé.',
    );
    await user.type(screen.getByLabelText(/^E-mail/), people.eleve.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'mauvais-mot');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('alert');
    await user.click(remember);
    await user.clear(screen.getByLabelText(/^Mot de passe/));
    await user.type(screen.getByLabelText(/^Mot de passe/), people.eleve.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('button', { name: 'Mon Compte' });
    expect(asked).toEqual([false, true]);
  });

  it('explains a missing profile record', async () => {
    const backend = createTestBackend();
    const auth: AuthService = {
      ...backend.auth,
      signIn: () => Promise.reject(new BackendError('auth/profile-not-found')),
    };
    const { user } = renderAt('/Login', { backend: { ...backend, auth } });
    await user.type(await screen.findByLabelText(/^E-mail/), 'a@b.cm');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Utilisateur n'existe pas.");
  });

  it('keeps the e-mail typed when the network fails, and says so in French', async () => {
    const backend = createTestBackend();
    const auth: AuthService = {
      ...backend.auth,
      signIn: () => Promise.reject(new BackendError('auth/network-request-failed')),
    };
    const { user, location } = renderAt('/Login', { backend: { ...backend, auth } });
    await user.type(await screen.findByLabelText(/^E-mail/), people.eleve.email);
    await user.type(screen.getByLabelText(/^Mot de passe/), people.eleve.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(people.eleve.email);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(location()).toBe('/Login');
  });

  it('opens the sign-up chooser', async () => {
    const { user } = renderAt('/Login');
    // The page's own button (the navigation bar has one too).
    await user.click(await within(screen.getByRole('main')).findByRole('button', { name: 'Inscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inscription' });
    expect(dialog).toBeInTheDocument();
  });
});
