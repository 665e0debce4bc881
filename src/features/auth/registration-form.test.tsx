import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { birthDateBounds, CHARTER_VERSION, PRIVACY_VERSION } from '@/domain/consent';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend } from '@tests/setup/test-backend';

const CONSENT = /^J’ai lu la page Protection des données/;
const CHARTER = /^J’ai lu et j’accepte la Charte de l’encadreur/;

/** Fills the parent's form; ticks the consent box unless `consent` is false. */
async function fillParent(user: UserEvent, email = 'marie.atangana@example.cm', { consent = true } = {}) {
  await user.type(screen.getByLabelText(/^Nom/), 'Atangana');
  await user.type(screen.getByLabelText(/^Prénom/), 'Marie');
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Mot de passe/), 'parent-2024');
  await user.type(screen.getByLabelText(/^Téléphone/), '655 44 33 22');
  await user.type(screen.getByLabelText(/^Profession/), 'Commerçante');
  await user.type(screen.getByLabelText(/^Quartier/), 'Nkolbisson');
  if (consent) await user.click(screen.getByRole('checkbox', { name: CONSENT }));
}

/** A birth date `years` years before today, ten days off any birthday. */
function bornYearsAgo(years: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 10))
    .toISOString()
    .slice(0, 10);
}

/** Fills the pupil's form, born on `naissance`, and ticks the consent box. */
async function fillPupil(user: UserEvent, naissance: string, email = 'awa.ngono@example.cm') {
  await user.type(screen.getByLabelText(/^Nom/), 'Ngono');
  await user.type(screen.getByLabelText(/^Prénom/), 'Awa');
  fireEvent.change(screen.getByLabelText(/^Date de naissance/), { target: { value: naissance } });
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-123');
  await user.type(screen.getByLabelText(/^Téléphone/), '699 11 22 33');
  await user.selectOptions(screen.getByLabelText(/^Classe/), '4e');
  await user.selectOptions(screen.getByLabelText(/^Examen préparé/), 'Aucun examen');
  await user.type(screen.getByLabelText(/^Quartier/), 'Mvog-Ada');
  await user.click(screen.getByRole('checkbox', { name: CONSENT }));
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

describe('what a member accepts, and a pupil’s birth date (issue 33)', () => {
  it.each(['/InscriptEleve', '/InscriptEncadreur', '/InscriptParent'])(
    '%s links to the privacy page in a new tab, saying so, beside a box to tick',
    async (path) => {
      renderAt(path);
      const link = await screen.findByRole('link', {
        name: 'Lire la page Protection des données (s’ouvre dans un nouvel onglet)',
      });
      expect(link).toHaveAttribute('href', '/ProtectionDesDonnees');
      expect(link).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    },
  );

  it('refuses to sign up without the consent: says why under the box, puts the focus there, keeps everything typed', async () => {
    const backend = createTestBackend();
    const { user, location } = renderAt('/InscriptParent', { backend });
    await screen.findByLabelText(/^Nom/);
    await fillParent(user, 'marie.atangana@example.cm', { consent: false });
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));

    const box = screen.getByRole('checkbox', { name: CONSENT });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Cochez cette case\u00a0: sans votre accord, le site ne peut pas garder vos données.',
    );
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Atangana');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('parent-2024');
    expect(location()).toBe('/InscriptParent');
    await expect(backend.auth.signIn('marie.atangana@example.cm', 'parent-2024')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    await expect.poll(location).toBe('/Login');
    expect(await backend.auth.signIn('marie.atangana@example.cm', 'parent-2024')).toMatchObject({
      consentement: { version: PRIVACY_VERSION, date: expect.any(Date) },
    });
  });

  it('asks a tutor to accept the charter too, linked in a new tab, and records both', async () => {
    const backend = createTestBackend();
    const { user, location } = renderAt('/InscriptEncadreur', { backend });
    const charterLink = await screen.findByRole('link', {
      name: 'Lire la Charte de l’encadreur (s’ouvre dans un nouvel onglet)',
    });
    expect(charterLink).toHaveAttribute('href', '/CharteEncadreur');
    expect(charterLink).toHaveAttribute('target', '_blank');
    await user.type(screen.getByLabelText(/^Nom/), 'Essomba');
    await user.type(screen.getByLabelText(/^Prénom/), 'Paul');
    await user.type(screen.getByLabelText(/^E-mail/), 'paul.essomba@example.cm');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'motdepasse');
    await user.type(screen.getByLabelText(/^Téléphone/), '677 00 11 22');
    await user.type(screen.getByLabelText(/^Classe/), '3e');
    await user.type(screen.getByLabelText(/^Profession/), 'Enseignant');
    await user.selectOptions(screen.getByLabelText(/^Matière enseignée/), 'Mathématiques');
    await user.type(screen.getByLabelText(/^Quartier/), 'Biyem-Assi');
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));

    const charter = screen.getByRole('checkbox', { name: CHARTER });
    await waitFor(() => expect(charter).toHaveFocus());
    expect(charter).toHaveAccessibleDescription(
      'Cochez cette case\u00a0: chaque encadreur accepte la Charte de l’encadreur avant d’accompagner des élèves.',
    );
    expect(screen.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await user.click(charter);
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    await expect.poll(location).toBe('/Login');
    expect(await backend.auth.signIn('paul.essomba@example.cm', 'motdepasse')).toMatchObject({
      consentement: { version: PRIVACY_VERSION },
      charte: { version: CHARTER_VERSION },
    });
  });

  it('asks no birth date and no charter of a parent', async () => {
    renderAt('/InscriptParent');
    await screen.findByLabelText(/^Nom/);
    expect(screen.queryByLabelText(/^Date de naissance/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: CHARTER })).not.toBeInTheDocument();
  });

  it('asks a pupil’s birth date between 6 and 25 years, says what under 15 means, and keeps it when the role changes', async () => {
    const { user } = renderAt('/InscriptEleve');
    const field = await screen.findByLabelText(/^Date de naissance/);
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('min', birthDateBounds(new Date()).min);
    expect(field).toHaveAttribute('max', birthDateBounds(new Date()).max);
    expect(field).toHaveAccessibleDescription(/^Moins de 15\sans\s: tu pourras tout lire/);

    await fillPupil(user, bornYearsAgo(4));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vérifiez la date de naissance : un élève qui s’inscrit a entre 6 et 25 ans.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByLabelText(/^Quartier/)).toHaveValue('Mvog-Ada');

    await user.selectOptions(screen.getByLabelText("Je m'inscris en tant que"), 'parent');
    expect(screen.queryByLabelText(/^Date de naissance/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Je m'inscris en tant que"), 'eleve');
    expect(screen.getByLabelText(/^Date de naissance/)).toHaveValue(bornYearsAgo(4));
  });

  it('signs up a pupil of 13 whose account waits for a parent, and one of 17 whose does not', async () => {
    for (const [years, statut] of [
      [13, 'attente'],
      [17, 'non-requise'],
    ] as const) {
      const backend = createTestBackend();
      const { user, location, unmount } = renderAt('/InscriptEleve', { backend });
      await screen.findByLabelText(/^Date de naissance/);
      await fillPupil(user, bornYearsAgo(years));
      await user.click(screen.getByRole('button', { name: "S'inscrire" }));
      await expect.poll(location).toBe('/Login');
      expect(await backend.auth.signIn('awa.ngono@example.cm', 'secret-123')).toMatchObject({
        naissance: bornYearsAgo(years),
        autorisation: { statut },
        consentement: { version: PRIVACY_VERSION },
      });
      unmount();
    }
  });
});
