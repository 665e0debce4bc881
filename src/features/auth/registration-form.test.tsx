import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend } from '@tests/setup/test-backend';

async function fillParent(user: UserEvent, email = 'marie.atangana@example.cm') {
  await user.type(screen.getByLabelText(/^Nom/), 'Atangana');
  await user.type(screen.getByLabelText(/^Prénom/), 'Marie');
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Mot de passe/), 'parent-2024');
  await user.type(screen.getByLabelText(/^Téléphone/), '655 44 33 22');
  await user.type(screen.getByLabelText(/^Profession/), 'Commerçante');
  await user.type(screen.getByLabelText(/^Quartier/), 'Nkolbisson');
}

describe('registration form', () => {
  it.each([
    ['/InscriptEleve', 'Élève', 'Bien vouloir remplir les differents champs'],
    ['/InscriptEncadreur', 'Encadreur', 'Veuillez remplir tous les champs requis.'],
    ['/InscriptParent', 'Parent', 'Veuillez remplir tous les champs.'],
  ])('%s starts on its role and shows its own empty-field message', async (path, roleLabel, message) => {
    const { user } = renderAt(path);
    const roleSelect = await screen.findByLabelText("Je m'inscris en tant que");
    expect(within(roleSelect).getByRole('option', { selected: true })).toHaveTextContent(roleLabel);
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nom/)).toHaveFocus();
  });

  it('switches fields with the role selector and keeps what was typed', async () => {
    const { user } = renderAt('/InscriptEleve');
    await user.type(await screen.findByLabelText(/^Nom/), 'Atangana');
    expect(screen.getByLabelText(/^Examen préparé/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Profession/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Je m'inscris en tant que"), 'parent');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inscription parent');
    expect(screen.queryByLabelText(/^Examen préparé/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Profession/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Atangana');
  });

  it('creates the account with the chosen role and goes to the login page with a success message', async () => {
    const backend = createTestBackend();
    const { user, location } = renderAt('/InscriptParent', { backend });
    await fillParent(await Promise.resolve(user));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    await expect.poll(location).toBe('/Login');
    expect(screen.getByRole('status')).toHaveTextContent('Inscription réussie !');
    expect(screen.getByRole('status')).toHaveTextContent('Un e-mail de confirmation vient de vous être envoyé');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('marie.atangana@example.cm');
    const signedIn = await backend.auth.signIn('marie.atangana@example.cm', 'parent-2024');
    expect(signedIn).toMatchObject({ role: 'parent', prenom: 'Marie', profession: 'Commerçante' });
  });

  it('explains a used e-mail and keeps every answer', async () => {
    const backend = createTestBackend();
    await backend.auth.signUp(people.parent);
    const { user } = renderAt('/InscriptParent', { backend });
    await fillParent(user, people.parent.email);
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cet email est déjà utilisé. Veuillez en choisir un autre.',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Atangana');
    expect(screen.getByLabelText(/^Quartier/)).toHaveValue('Nkolbisson');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('parent-2024');
  });

  it('explains a weak password and an invalid e-mail', async () => {
    const { user } = renderAt('/InscriptParent');
    await fillParent(user, 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'email est invalide. Veuillez vérifier votre saisie.");

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'nouvelle@example.cm');
    await user.clear(screen.getByLabelText(/^Mot de passe/));
    await user.type(screen.getByLabelText(/^Mot de passe/), '12345');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le mot de passe est trop faible. Veuillez en choisir un plus sécurisé.',
    );
  });
});

describe('registration routes', () => {
  it('start afresh on the new role when the visitor goes from one form to another', async () => {
    const { user, navigate } = renderAt('/InscriptEncadreur');
    await user.type(await screen.findByLabelText(/^Nom/), 'Essomba');
    await act(() => navigate('/InscriptEleve'));
    const roleValue = () => (screen.getByLabelText("Je m'inscris en tant que") as HTMLSelectElement).value;
    await expect.poll(roleValue).toBe('eleve');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
  });

  it('refuses a reserved name, on the Nom field, keeping everything typed', async () => {
    const backend = createTestBackend();
    const { user, location } = renderAt('/InscriptParent', { backend });
    await screen.findByLabelText(/^Nom/);
    await fillParent(user);
    await user.clear(screen.getByLabelText(/^Prénom/));
    await user.type(screen.getByLabelText(/^Prénom/), 'Commission');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce nom ne peut pas être utilisé');
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nom/)).toHaveFocus();
    expect(screen.getByLabelText(/^Profession/)).toHaveValue('Commerçante');
    expect(location()).toBe('/InscriptParent');
  });

  it('refuses a first name with a digit, on the Prénom field, saying which characters a name holds, keeping everything typed', async () => {
    const { user, location } = renderAt('/InscriptParent');
    await screen.findByLabelText(/^Nom/);
    await fillParent(user);
    await user.type(screen.getByLabelText(/^Prénom/), '2');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le nom et le prénom ne peuvent contenir que des lettres, des espaces, des traits d’union et des apostrophes.',
    );
    expect(screen.getByLabelText(/^Prénom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Prénom/)).toHaveFocus();
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Marie2');
    expect(screen.getByLabelText(/^Profession/)).toHaveValue('Commerçante');
    expect(location()).toBe('/InscriptParent');
  });

  it('refuses « Respоnsable » written with a Cyrillic o as a reserved name', async () => {
    const { user } = renderAt('/InscriptParent');
    await screen.findByLabelText(/^Nom/);
    await fillParent(user);
    await user.clear(screen.getByLabelText(/^Nom/));
    await user.type(screen.getByLabelText(/^Nom/), 'Resp\u043Ensable');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce nom ne peut pas être utilisé');
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Resp\u043Ensable');
  });

  it('asks a tutor their subject among the directory’s, and says a responsable validates the account', async () => {
    const { user } = renderAt('/InscriptEncadreur');
    const subject = await screen.findByLabelText(/^Matière enseignée/);
    expect(within(subject).getByRole('option', { name: 'Physique-Chimie' })).toBeInTheDocument();
    expect(within(subject).getByRole('option', { name: 'Industrie d’habillement' })).toBeInTheDocument();
    await user.selectOptions(subject, 'Physique-Chimie');
    expect(subject).toHaveValue('Physique-Chimie');
    expect(screen.getByText(/Un responsable de la commission valide chaque compte encadreur/)).toBeInTheDocument();
  });
});
