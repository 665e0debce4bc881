import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, signedIn } from '@tests/setup/test-backend';

describe('« Mon profil »', () => {
  it('asks a visitor to log in', async () => {
    renderAt('/MonProfil');
    expect(await screen.findByText(/visible qu’une fois connecté/)).toBeInTheDocument();
  });

  it('shows name, e-mail and role read-only and the pupil’s own editable fields, filled in', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    renderAt('/MonProfil', { backend });

    const account = within(await screen.findByRole('region', { name: 'Mon compte' }));
    expect(account.getByText(people.eleve.email)).toBeInTheDocument();
    expect(account.getByText('Élève')).toBeInTheDocument();
    expect(screen.getByText(/pour le corriger, écrivez à un responsable/)).toBeInTheDocument();
    // The forms are a chunk of their own: they arrive a moment after the account's summary.
    expect(await screen.findByLabelText(/^Téléphone/)).toHaveValue(people.eleve.profile.telephone);
    expect(screen.queryByLabelText(/^Nom/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Profession/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Quartier/)).toHaveValue(people.eleve.profile.quartier);
    expect(screen.getByLabelText(/^Examen préparé/)).toBeInTheDocument();
  });

  it('saves a change, and the stored profile holds it', async () => {
    const backend = createTestBackend();
    const me = await signedIn(backend, people.parent);
    const { user } = renderAt('/MonProfil', { backend });

    const quartier = await screen.findByLabelText(/^Quartier/);
    await user.clear(quartier);
    await user.type(quartier, 'Biyem-Assi');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Votre profil est enregistré.');
    expect(await backend.users.get(me.id)).toMatchObject({ quartier: 'Biyem-Assi' });
  });

  it('warns an approved tutor, before saving, that another subject needs a new validation, then sends them back to waiting', async () => {
    const backend = createTestBackend();
    const me = await signedIn(backend, people.encadreur);
    await approveTutor(backend, me.id);
    const { user } = renderAt('/MonProfil', { backend });

    const subject = await screen.findByLabelText(/^Matière enseignée/);
    expect(screen.queryByText(/nouvelle validation/)).not.toBeInTheDocument();
    await user.selectOptions(subject, 'Physique-Chimie');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Changer de matière demande une nouvelle validation par un responsable.: vous quitterez l’annuaire en attendant\.$/,
    );
    // Back to the subject approved: nothing to warn about.
    await user.selectOptions(subject, 'Mathématiques');
    expect(screen.queryByText(/nouvelle validation/)).not.toBeInTheDocument();
    await user.selectOptions(subject, 'Physique-Chimie');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Votre profil est enregistré.')).toBeInTheDocument();
    expect(await backend.users.get(me.id)).toMatchObject({ matiere: 'Physique-Chimie', statut: 'en-attente' });
  });

  it('refuses an emptied field with the registration form’s message, keeping what was typed', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    const { user } = renderAt('/MonProfil', { backend });

    const telephone = await screen.findByLabelText(/^Téléphone/);
    await user.clear(telephone);
    const profession = screen.getByLabelText(/^Profession/);
    await user.clear(profession);
    await user.type(profession, 'Infirmière');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs.');
    expect(telephone).toHaveAttribute('aria-invalid', 'true');
    expect(telephone).toHaveFocus();
    expect(profession).toHaveValue('Infirmière');
  });

  it('changes the password once the current one is right, and says so; a wrong one is refused, nothing typed lost', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    const { user } = renderAt('/MonProfil', { backend });

    await user.type(await screen.findByLabelText(/^Mot de passe actuel/), 'pas-le-bon');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-456');
    await user.type(screen.getByLabelText(/^Confirmation du nouveau mot de passe/), 'nouveau-456');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveFocus();
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('nouveau-456');

    await user.clear(screen.getByLabelText(/^Mot de passe actuel/));
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), people.parent.password);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Votre mot de passe est changé.')).toBeInTheDocument();
    await backend.auth.signOut();
    expect(await backend.auth.signIn(people.parent.email, 'nouveau-456')).toMatchObject({ role: 'parent' });
  });

  it('refuses a confirmation that differs, before asking the backend', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    const { user } = renderAt('/MonProfil', { backend });

    await user.type(await screen.findByLabelText(/^Mot de passe actuel/), people.parent.password);
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-456');
    await user.type(screen.getByLabelText(/^Confirmation du nouveau mot de passe/), 'nouveau-457');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La confirmation ne correspond pas');
    expect(screen.getByLabelText(/^Confirmation du nouveau mot de passe/)).toHaveFocus();
  });

  describe('« Télécharger mes données »', () => {
    const { createObjectURL, revokeObjectURL } = URL;
    afterEach(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      vi.restoreAllMocks();
    });

    it('downloads mes-donnees-<date>.json holding the member’s messages', async () => {
      const backend = createTestBackend();
      await signedIn(backend, people.encadreur);
      const tutorId = (await backend.users.exportData()).profil.id;
      await signedIn(backend, people.parent);
      await backend.messages.send({ to: tutorId, text: 'Bonjour, pour mon fils' });
      const files: Blob[] = [];
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        files.push(blob as Blob);
        return 'blob:mes-donnees';
      };
      URL.revokeObjectURL = () => undefined;
      const names: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
      const { user } = renderAt('/MonProfil', { backend });

      await user.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));

      expect(await screen.findByText('Vos données sont téléchargées.')).toBeInTheDocument();
      expect(names).toEqual([`mes-donnees-${new Date().toISOString().slice(0, 10)}.json`]);
      const data = JSON.parse(await files[0]!.text()) as { messagesEnvoyes: { texte: string }[] };
      expect(data.messagesEnvoyes.map((message) => message.texte)).toEqual(['Bonjour, pour mon fils']);
    });
  });
});
