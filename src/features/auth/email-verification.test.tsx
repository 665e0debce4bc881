import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, mailboxOf, signedIn } from '@tests/setup/test-backend';

/** The code of the newest e-mail of `mode` sent to `email`, from the local mailbox. */
async function codeFor(backend: ReturnType<typeof createTestBackend>, email: string, mode: string): Promise<string> {
  const sent = (await mailboxOf(backend)).find((mail) => mail.to === email && mail.link.includes(`mode=${mode}`));
  return new URL(sent!.link, 'http://local.test').searchParams.get('oobCode')!;
}

describe('the banner of an unconfirmed address', () => {
  it('tells a new member what waits for the confirmation, sends the e-mail again, and goes once the link is followed', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve, { verified: false });
    const { user } = renderAt('/MonProfil', { backend });

    const banner = await screen.findByRole('region', { name: 'Adresse e-mail à confirmer' });
    expect(banner).toHaveTextContent('Votre adresse e-mail n’est pas encore confirmée.');
    expect(banner).toHaveTextContent('vous ne pouvez pas envoyer de messages privés');
    expect(within(banner).getByRole('link', { name: 'Ouvrir la boîte locale' })).toHaveAttribute(
      'href',
      '/BoiteLocale',
    );
    expect(await screen.findByText('(pas encore confirmée)')).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Renvoyer l’e-mail' }));

    expect(await within(banner).findByRole('status')).toHaveTextContent('E-mail envoyé.');
    expect((await mailboxOf(backend)).filter((mail) => mail.link.includes('mode=verifyEmail'))).toHaveLength(2);

    await backend.auth.confirmEmail(await codeFor(backend, people.eleve.email, 'verifyEmail'));
    await expect.poll(() => screen.queryByRole('region', { name: 'Adresse e-mail à confirmer' })).toBeNull();
    expect(screen.getByText('(confirmée)')).toBeInTheDocument();
  });

  it('is not shown to a confirmed member, nor to a visitor', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    renderAt('/MonProfil', { backend });
    expect(await screen.findByText('(confirmée)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adresse e-mail à confirmer' })).toBeNull();
  });
});

describe('the link’s page for an address (/MotDePasse?mode=verifyEmail…)', () => {
  it('confirms the address as soon as it opens, says so, and offers to log in', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.encadreur);
    const code = await codeFor(backend, people.encadreur.email, 'verifyEmail');
    renderAt(`/MotDePasse?mode=verifyEmail&oobCode=${code}`, { backend });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmation de l’adresse e-mail' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Votre adresse e-mail est confirmée\./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/Login');
    expect((await backend.auth.signIn(people.encadreur.email, people.encadreur.password)).emailVerifie).toBe(true);
  });

  it('says a used or unknown link is no longer valid', async () => {
    renderAt('/MotDePasse?mode=verifyEmail&oobCode=inconnu');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable');
  });
});

describe('« Changer d’adresse e-mail » on « Mon profil »', () => {
  it('refuses a wrong password with focus on it, then sends the link to the new address, which changes only once followed', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    const { user } = renderAt('/MonProfil', { backend });
    const form = within(await screen.findByRole('form', { name: 'Changer d’adresse e-mail' }));

    await user.type(form.getByLabelText(/^Votre mot de passe actuel/), 'pas-le-bon');
    await user.type(form.getByLabelText(/^Nouvelle adresse e-mail/), 'marie.nouvelle@example.cm');
    await user.click(form.getByRole('button', { name: 'Changer d’adresse e-mail' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
    expect(form.getByLabelText(/^Votre mot de passe actuel/)).toHaveFocus();

    await user.clear(form.getByLabelText(/^Votre mot de passe actuel/));
    await user.type(form.getByLabelText(/^Votre mot de passe actuel/), people.parent.password);
    await user.click(form.getByRole('button', { name: 'Changer d’adresse e-mail' }));
    expect(await form.findByRole('status')).toHaveTextContent(
      'Un lien vient d’être envoyé à marie.nouvelle@example.cm. Votre adresse changera dès que vous l’aurez suivi',
    );
    const account = within(screen.getByRole('region', { name: 'Mon compte' }));
    expect(account.getByText(people.parent.email)).toBeInTheDocument();

    await backend.auth.confirmEmail(await codeFor(backend, 'marie.nouvelle@example.cm', 'verifyAndChangeEmail'));
    expect(await account.findByText('marie.nouvelle@example.cm')).toBeInTheDocument();
  });

  it('refuses the address the account already has, before asking the backend', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    const { user } = renderAt('/MonProfil', { backend });
    const form = within(await screen.findByRole('form', { name: 'Changer d’adresse e-mail' }));
    await user.type(form.getByLabelText(/^Votre mot de passe actuel/), people.parent.password);
    await user.type(form.getByLabelText(/^Nouvelle adresse e-mail/), people.parent.email.toUpperCase());
    await user.click(form.getByRole('button', { name: 'Changer d’adresse e-mail' }));
    expect(await form.findByRole('alert')).toHaveTextContent('C’est déjà l’adresse de votre compte.');
    expect(form.getByLabelText(/^Nouvelle adresse e-mail/)).toHaveFocus();
  });
});
