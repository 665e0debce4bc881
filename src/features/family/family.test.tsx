import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownLinkCode } from '@/domain/families';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, signedIn } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };

/** Tabs of one browser: one shared database, a session each. */
function browser() {
  const name = `famille-${crypto.randomUUID()}`;
  return () => createTestBackend(name);
}

describe('a parent and a child on their dashboards (issue 33)', { timeout: 30_000 }, () => {
  it('links them by the child’s code, confirmed by the child; a wrong code is explained; « Mes enfants » shows her', async () => {
    const tab = browser();
    const [pupilTab, parentTab, tutorTab] = [tab(), tab(), tab()];
    const pupil = await signedIn(pupilTab, people.eleve);
    await signedIn(parentTab, people.parent);
    const tutor = await signedIn(tutorTab, people.encadreur);
    await approveTutor(tutorTab, tutor.id);
    const code = await pupilTab.families.myCode();

    // The parent types a code that is nobody's, then the child's, sees whose it is, and sends.
    const parentView = renderAt('/TableauParent', { backend: parentTab });
    const section = within(await screen.findByRole('region', { name: 'Mes enfants sur le site' }, LOADED));
    const field = section.getByLabelText('Code de liaison de votre enfant');
    await parentView.user.type(field, 'ABCD-EFGH');
    await parentView.user.click(section.getByRole('button', { name: 'Vérifier le code' }));
    expect(await section.findByRole('alert')).toHaveTextContent(/Ce code ne correspond à aucun compte/);
    expect(field).toHaveValue('ABCD-EFGH');
    await parentView.user.clear(field);
    await parentView.user.type(field, shownLinkCode(code).toLowerCase());
    await parentView.user.click(section.getByRole('button', { name: 'Vérifier le code' }));
    expect(await section.findByText(/Ce code est celui de/)).toHaveTextContent('Awa Ngono');
    await parentView.user.click(section.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await section.findByText(/Demande envoyée à Awa Ngono/)).toHaveRole('status');
    expect(await section.findByText('En attente de la confirmation de Awa Ngono.')).toBeInTheDocument();
    parentView.unmount();

    // The child confirms on hers.
    const pupilView = renderAt('/TableauEleve', { backend: pupilTab });
    const hers = within(await screen.findByRole('region', { name: 'Mes parents sur le site' }, LOADED));
    expect(await hers.findByText(shownLinkCode(code))).toBeInTheDocument();
    expect(await hers.findByText('Marie Atangana demande à être lié à votre compte.')).toBeInTheDocument();
    await pupilView.user.click(hers.getByRole('button', { name: 'Confirmer la liaison avec Marie Atangana' }));
    expect(await hers.findByText(/Votre parent : il voit vos séances/)).toBeInTheDocument();
    pupilView.unmount();

    // An approved tutor writes to her; her question is answered: « Mes enfants » says it all.
    await tutorTab.messages.send({
      to: pupil.id,
      toName: 'Awa N.',
      toRole: 'eleve',
      toValidated: true,
      text: 'Bonjour Awa',
    });
    renderAt('/MesEnfants', { backend: parentTab });
    const card = within(await screen.findByRole('region', { name: 'Awa Ngono' }, LOADED));
    expect(await card.findByText('Paul Essomba')).toBeInTheDocument();
    expect(card.getByText('Encadreur validé')).toBeInTheDocument();
    expect(card.getByText('Aucune question posée.')).toBeInTheDocument();
  });

  it('tells an adult with no reason to why they may not write first to a pupil', async () => {
    const tab = browser();
    const [pupilTab, parentTab] = [tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(parentTab, people.parent);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      question: 'Thalès ?',
      attachments: [],
    });

    const view = renderAt('/EncadreurEleve', { backend: parentTab });
    const name = await screen.findByRole('button', { name: /\(lui écrire un message privé\)/ }, LOADED);
    await view.user.click(name);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Pour protéger les élèves, seuls un encadreur validé/, {}, LOADED),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Votre message/)).not.toBeInTheDocument();
  });
});
