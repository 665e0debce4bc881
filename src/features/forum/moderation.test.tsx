import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Report } from '@/domain/entities';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, memoryStorage, signedIn, testClock } from '@tests/setup/test-backend';

const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };

/** Tabs of one browser: one database and one localStorage (its visitor), a session each, one clock. */
function browser() {
  const name = `moderation-${crypto.randomUUID()}`;
  const clock = testClock(new Date());
  const options = { visitorStorage: memoryStorage(), now: clock.now };
  return { tab: () => createTestBackend(name, options), clock };
}

function questionOf(name: string) {
  return within(screen.getByRole('article', { name: `Question ${/^[AEIOUY]/i.test(name) ? 'd’' : 'de '}${name}` }));
}

function openReports(backend: Backend): Promise<Report[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.governance.subscribeReports((reports) => {
      if (reports.length === 0) return;
      queueMicrotask(stop);
      resolve(reports);
    }, reject);
  });
}

describe('moderation in the forums', { timeout: 20_000 }, () => {
  it('lets a member report a reply, by keyboard, with a reason the dialog asks for', async () => {
    const { tab } = browser();
    const [pupilTab, tutorTab, responsableTab] = [tab(), tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(tutorTab, people.encadreur);
    await signedIn(responsableTab, people.parent);
    await responsableTab.demo!.setResponsable(true);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Qui a le corrigé ?',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const [asked] = await new Promise<{ id: string }[]>((resolve) => {
      const stop = pupilTab.questions.subscribe('EncadreurEleve', (list) => {
        queueMicrotask(stop);
        resolve(list);
      });
    });
    await tutorTab.questions.reply(asked!.id, 'Achetez mes corrigés, 5 000 F !');

    const { user } = renderAt('/EncadreurEleve', { backend: pupilTab });
    const report = await screen.findByRole('button', { name: 'Signaler la réponse de Paul Essomba' }, LOADED);
    // One's own question offers no « Signaler ».
    expect(questionOf('Awa Ngono').queryByRole('button', { name: /Signaler la question/ })).not.toBeInTheDocument();
    report.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Signaler ce contenu' }));
    await user.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(dialog.getByText('Choisissez la raison du signalement.')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Publicité ou message répété (spam)' }));
    await user.type(dialog.getByLabelText('Précisions (facultatif)'), 'Il vend des corrigés.');
    await user.click(dialog.getByRole('button', { name: 'Envoyer le signalement' }));

    expect(
      await screen.findByText(/votre signalement a été transmis aux responsables/, undefined, LIVE),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [received] = await openReports(responsableTab);
    expect(received).toMatchObject({
      reason: 'spam',
      details: 'Il vend des corrigés.',
      excerpt: 'Achetez mes corrigés, 5 000 F !',
    });
  });

  it('lets the author of a reply delete it after confirming, and a responsable delete anyone’s', async () => {
    const { tab } = browser();
    const [pupilTab, parentTab, responsableTab] = [tab(), tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(parentTab, people.parent);
    await signedIn(responsableTab, { ...people.encadreur });
    await responsableTab.demo!.setResponsable(true);
    await parentTab.questions.ask({ pageId: 'ParentEncadreur', question: 'Réunion samedi ?', attachments: [] });
    const [asked] = await new Promise<{ id: string }[]>((resolve) => {
      const stop = parentTab.questions.subscribe('ParentEncadreur', (list) => {
        queueMicrotask(stop);
        resolve(list);
      });
    });
    await pupilTab.questions.reply(asked!.id, 'Je viendrai avec maman.');
    await parentTab.questions.reply(asked!.id, 'À samedi alors.');

    const pupilView = renderAt('/ParentEncadreur', { backend: pupilTab });
    const mine = await screen.findByRole('button', { name: 'Supprimer la réponse d’Awa Ngono' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Supprimer la réponse de Marie Atangana' })).not.toBeInTheDocument();
    await pupilView.user.click(mine);
    await pupilView.user.click(
      within(await screen.findByRole('dialog', { name: /Supprimer la réponse/ })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Je viendrai avec maman.')).not.toBeInTheDocument(), LIVE);
    expect(screen.getByText('La réponse a été supprimée.')).toBeInTheDocument();
    pupilView.unmount();

    const { user } = renderAt('/ParentEncadreur', { backend: responsableTab });
    await user.click(await screen.findByRole('button', { name: 'Supprimer la réponse de Marie Atangana' }, LOADED));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Supprimer la réponse/ })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    await waitFor(() => expect(screen.queryByText('À samedi alors.')).not.toBeInTheDocument(), LIVE);
    // A responsable deletes any question too, in any forum.
    expect(questionOf('Marie Atangana').getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('tells a visitor replying again within 30 s how long to wait, and keeps the text', async () => {
    const { tab } = browser();
    const pupilTab = tab();
    await signedIn(pupilTab, people.eleve);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Besoin d’aide',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const { user } = renderAt('/EncadreurEleve', { backend: tab() });
    const field = await screen.findByLabelText('Votre réponse', undefined, LOADED);
    await user.type(field, 'Première réponse');
    await user.click(screen.getByRole('button', { name: 'Répondre' }));
    await waitFor(() => expect(field).toHaveValue(''), LIVE);

    await user.type(field, 'Deuxième, trop tôt');
    await user.click(screen.getByRole('button', { name: 'Répondre' }));
    // The text the rate limit gives (spaces stand for the non-breaking ones Testing Library normalises).
    expect(
      await screen.findByText(
        'Vous publiez trop vite : attendez encore 30 secondes avant de publier de nouveau.',
        undefined,
        LIVE,
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Deuxième, trop tôt');
  });

  it('shows a suspended member the forum to read, without the forms to post', async () => {
    const { tab } = browser();
    const [pupilTab, responsableTab] = [tab(), tab()];
    const pupil = await signedIn(pupilTab, people.eleve);
    await signedIn(responsableTab, people.parent);
    await responsableTab.demo!.setResponsable(true);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Ma question d’avant',
      attachments: [],
      matiere: 'Mathématiques',
    });
    await responsableTab.governance.setSuspended(pupil.id, true);

    renderAt('/EncadreurEleve', { backend: pupilTab });
    expect(await screen.findByText('Ma question d’avant', undefined, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/Votre compte est suspendu/).length).toBeGreaterThan(0), LIVE);
    expect(screen.queryByLabelText('Votre question')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Votre réponse')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    // What is theirs they may still delete.
    expect(questionOf('Awa Ngono').getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('offers no « Retirer » for the only PDF of a question without text, and says why', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    if (backend.files.picker !== 'device') throw new Error('local files expected');
    const only = await backend.files.upload(new File(['%PDF-1.4\n'], 'sujet.pdf', { type: 'application/pdf' }));
    await backend.questions.ask({
      pageId: 'EncadreurEleve',
      question: '',
      attachments: [only],
      matiere: 'Mathématiques',
    });
    renderAt('/EncadreurEleve', { backend });
    expect(await screen.findByText('sujet.pdf', { exact: false }, LOADED)).toBeInTheDocument();
    // Once the session is known (the author may delete the question), the hint says what to do.
    expect(await screen.findByText(/pour retirer son PDF, supprimez la question/, undefined, LIVE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirer la pièce jointe/ })).not.toBeInTheDocument();
  });
});
