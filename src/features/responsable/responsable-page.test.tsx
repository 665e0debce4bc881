import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import { CHARTER_VERSION } from '@/domain/consent';
import type { Question } from '@/domain/entities';
import { PAGE_SIZE } from '@/domain/limits';
import { buildProfile } from '@/domain/records';
import { formatDay, formatHistoryDate } from '@/lib/dates';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn, storedProfiles } from '@tests/setup/test-backend';
import { DONE } from './responsable-messages';

const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };

/** Tabs of one browser: a responsable (a parent, appointed the local-mode way), a tutor, a pupil. */
async function association() {
  const name = `responsable-${crypto.randomUUID()}`;
  const [responsableTab, tutorTab, pupilTab] = [
    createTestBackend(name),
    createTestBackend(name),
    createTestBackend(name),
  ];
  await signedIn(responsableTab, people.parent);
  await responsableTab.demo!.setResponsable(true);
  const tutor = await signedIn(tutorTab, people.encadreur);
  const pupil = await signedIn(pupilTab, people.eleve);
  return { name, responsableTab, tutorTab, pupilTab, tutor, pupil };
}

/** `count` more pupils in that browser's database (« Élève 01 »…), as sign-up stores them. */
function seedPupils(databaseName: string, count: number) {
  return storedProfiles(
    databaseName,
    Array.from({ length: count }, (_, at) =>
      buildProfile(`uid-eleve-${at}`, `eleve.${at}@example.cm`, {
        ...people.eleve.profile,
        nom: `Élève ${String(at + 1).padStart(2, '0')}`,
      }),
    ),
  );
}

function firstQuestion(backend: Backend, accept: (question: Question) => boolean = () => true): Promise<Question> {
  return new Promise((resolve) => {
    const stop = backend.questions.subscribe('EncadreurEleve', (list) => {
      const found = list.find(accept);
      if (!found) return;
      queueMicrotask(stop);
      resolve(found);
    });
  });
}

describe('the Espace responsable', { timeout: 20_000 }, () => {
  it('shows a member who is not responsable a refusal, and nothing of the members', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.encadreur);
    renderAt('/Responsable', { backend });
    expect(
      await screen.findByText('Cette page est réservée aux responsables de la commission.', undefined, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('paul.essomba@example.cm', { selector: 'main *' })).not.toBeInTheDocument();
  });

  it('lets a member become responsable in local mode, from the local-mode page, and reach the space', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const { user } = renderAt('/ModeLocal', { backend });
    await user.click(await screen.findByRole('button', { name: 'Devenir responsable (mode local)' }, LOADED));
    const open = await screen.findByRole('link', { name: 'Ouvrir l’espace responsable' }, LIVE);
    await user.click(open);
    expect(await screen.findByRole('tab', { name: /Encadreurs à valider/ }, LOADED)).toBeInTheDocument();
  });

  it('approves a waiting tutor, who leaves the list, and records it in the journal', async () => {
    const { responsableTab } = await association();
    const { user } = renderAt('/Responsable', { backend: responsableTab });
    await user.click(await screen.findByRole('button', { name: 'Approuver Paul Essomba' }, LOADED));
    expect(await screen.findByText(/Encadreur approuvé/, undefined, LIVE)).toBeInTheDocument();
    expect(await screen.findByText('Aucun encadreur n’attend de validation.', undefined, LIVE)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Journal' }));
    expect(
      await screen.findByText('Marie Atangana a approuvé l’encadreur Paul Essomba.', undefined, LIVE),
    ).toBeInTheDocument();
  });

  it('shows whether each waiting tutor accepted the charter, and when; or that they signed up before it (issue 33)', async () => {
    const { name, responsableTab } = await association();
    // A tutor stored as sign-up stored them before the charter existed.
    await storedProfiles(name, [
      buildProfile('uid-ancien-encadreur', 'ancien@example.cm', { ...people.encadreur.profile, nom: 'Ancien' }),
    ]);
    renderAt('/Responsable', { backend: responsableTab });
    const paul = within(await screen.findByRole('article', { name: 'Paul Essomba' }, LOADED));
    expect(
      paul.getByText(`Charte acceptée le ${formatDay(new Date())} (version du ${formatHistoryDate(CHARTER_VERSION)})`),
    ).toBeInTheDocument();
    const before = within(await screen.findByRole('article', { name: 'Paul Ancien' }, LIVE));
    expect(before.getByText('Charte non acceptée (inscrit avant la charte)')).toBeInTheDocument();
  });

  it('asks a reason to refuse, by keyboard, and keeps it', async () => {
    const { responsableTab, tutorTab, tutor } = await association();
    const { user } = renderAt('/Responsable', { backend: responsableTab });
    await user.click(await screen.findByRole('button', { name: 'Refuser Paul Essomba' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refuser la demande de Paul Essomba' }));
    await user.click(dialog.getByRole('button', { name: 'Refuser la demande' }));
    expect(dialog.getByText(/Indiquez le motif du refus/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Motif du refus'), 'Passez nous voir avec vos diplômes.');
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LIVE);
    expect(await tutorTab.users.get(tutor.id)).toMatchObject({
      statut: 'refuse',
      motifRefus: 'Passez nous voir avec vos diplômes.',
    });
  });

  it('shows a report, deletes the reported reply, and the report leaves the list', async () => {
    const { responsableTab, tutorTab, pupilTab } = await association();
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Qui a le corrigé ?',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const asked = await firstQuestion(pupilTab);
    await tutorTab.questions.reply(asked.id, 'Achetez mes corrigés !');
    const withReply = await firstQuestion(pupilTab, (question) => question.replies.length === 1);
    const replyId = withReply.replies[0]!.id;
    await pupilTab.reports.send({
      target: { type: 'reponse', questionId: asked.id, replyId, pageId: 'EncadreurEleve' },
      reason: 'spam',
      details: 'Il vend des corrigés.',
    });

    const { user } = renderAt('/Responsable', { backend: responsableTab });
    await user.click(await screen.findByRole('tab', { name: 'Signalements' }, LOADED));
    const report = within(await screen.findByRole('article', { name: /Signalement.*réponse de Paul Essomba/ }, LIVE));
    expect(report.getByText('Achetez mes corrigés !')).toBeInTheDocument();
    expect(report.getByText(/Il vend des corrigés/)).toBeInTheDocument();
    expect(report.getByRole('link', { name: /Ouvrir/ })).toHaveAttribute(
      'href',
      `/EncadreurEleve/question/${asked.id}`,
    );
    await user.click(report.getByRole('button', { name: /Supprimer le contenu/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Supprimer le contenu/ })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(await screen.findByText('Aucun signalement à traiter.', undefined, LIVE)).toBeInTheDocument();
    expect((await pupilTab.questions.get(asked.id))?.replies).toEqual([]);
  });

  it('archives a handled report after confirming, by keyboard; the journal keeps its trace', async () => {
    const { responsableTab, tutorTab, pupilTab } = await association();
    await tutorTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Achetez mes corrigés !',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const asked = await firstQuestion(pupilTab);
    await pupilTab.reports.send({
      target: { type: 'question', questionId: asked.id, pageId: 'EncadreurEleve' },
      reason: 'spam',
      details: '',
    });
    const { user } = renderAt('/Responsable', { backend: responsableTab });
    await user.click(await screen.findByRole('tab', { name: 'Signalements' }, LOADED));
    const open = within(await screen.findByRole('article', { name: /Signalement.*question de Paul Essomba/ }, LIVE));
    // An open report offers no « Archiver »: it is handled first.
    expect(open.queryByRole('button', { name: /Archiver/ })).not.toBeInTheDocument();
    await user.click(open.getByRole('button', { name: /Classer sans suite/ }));
    expect(await screen.findByText('Aucun signalement à traiter.', undefined, LIVE)).toBeInTheDocument();

    const views = within(screen.getByRole('group', { name: 'Signalements à afficher' }));
    await user.click(views.getByRole('button', { name: 'Traités' }));
    expect(views.getByRole('button', { name: 'Traités' })).toHaveAttribute('aria-pressed', 'true');
    const handled = within(
      await screen.findByRole('article', { name: 'Signalement traité\u00a0: question de Paul Essomba' }, LIVE),
    );
    expect(handled.getByText(/Classé sans suite/)).toBeInTheDocument();
    const archive = handled.getByRole('button', { name: 'Archiver (signalement traité, question de Paul Essomba)' });
    archive.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Archiver le signalement\u00a0?' }));
    expect(dialog.getByText(/quittera cette liste pour de bon/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText('Aucun signalement traité à archiver.', undefined, LIVE)).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(DONE.archived);

    await user.click(screen.getByRole('tab', { name: 'Journal' }));
    expect(
      await screen.findByText(/a archivé un signalement traité visant Paul Essomba/, undefined, LIVE),
    ).toBeInTheDocument();
  });

  it('finds a member by e-mail, suspends them after confirming, and reinstates them', async () => {
    const { responsableTab, pupilTab, pupil } = await association();
    const { user } = renderAt('/Responsable', { backend: responsableTab });
    await user.click(await screen.findByRole('tab', { name: /^Membres/ }, LOADED));
    await user.type(await screen.findByRole('searchbox', { name: 'Rechercher un membre' }, LIVE), 'awa.ngono@');
    expect(await screen.findByText('1 membre', undefined, LIVE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspendre Awa Ngono' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Suspendre Awa Ngono/ })).getByRole('button', {
        name: 'Suspendre',
      }),
    );
    expect(await screen.findByText('Suspendu', undefined, LIVE)).toBeInTheDocument();
    await expect(pupilTab.messages.send({ to: pupil.id, text: 'Bonjour' })).rejects.toMatchObject({
      code: 'account/suspended',
    });
    await user.click(screen.getByRole('button', { name: 'Rétablir Awa Ngono' }));
    await waitFor(() => expect(screen.queryByText('Suspendu')).not.toBeInTheDocument(), LIVE);
  });

  it(`shows the members ${PAGE_SIZE} at a time, and finds one by the start of the name, accents aside`, async () => {
    const { name, responsableTab } = await association();
    await seedPupils(name, PAGE_SIZE + 2);
    const { user } = renderAt('/Responsable', { backend: responsableTab });
    await user.click(await screen.findByRole('tab', { name: /^Membres/ }, LOADED));
    expect(
      await screen.findByText(
        new RegExp(`^${PAGE_SIZE}\\spremiers membres affichés, d’autres suivent\\.$`),
        undefined,
        LIVE,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir plus de membres' }));
    expect(await screen.findByText(new RegExp(`^${PAGE_SIZE + 5}\\smembres$`), undefined, LIVE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Voir plus/ })).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Rechercher un membre' });
    expect(search).toHaveAccessibleDescription(/début du nom de famille.*adresse e-mail/);
    await user.type(search, 'ELEVE 07{Enter}');
    expect(await screen.findByText('1 membre', undefined, LIVE)).toBeInTheDocument();
    expect(screen.getByText('Awa Élève 07', { selector: 'p' })).toBeInTheDocument();
  });

  it('corrects a name, never to a reserved one', async () => {
    const { responsableTab, pupilTab, pupil } = await association();
    const { user } = renderAt('/Responsable', { backend: responsableTab });
    await user.click(await screen.findByRole('tab', { name: /^Membres/ }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Corriger le nom d’Awa Ngono' }, LIVE));
    const dialog = within(await screen.findByRole('dialog', { name: 'Corriger le nom d’Awa Ngono' }));
    await user.clear(dialog.getByLabelText('Prénom'));
    await user.type(dialog.getByLabelText('Prénom'), 'Commission');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(dialog.getByText(/Ce nom ne peut pas être utilisé/)).toBeInTheDocument();
    // A digit: the dialog says which characters a name holds, and keeps what was typed.
    await user.clear(dialog.getByLabelText('Prénom'));
    await user.type(dialog.getByLabelText('Prénom'), 'Awa 2');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(
      dialog.getByText(
        'Le nom et le prénom ne peuvent contenir que des lettres, des espaces, des traits d’union et des apostrophes.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Prénom')).toHaveValue('Awa 2');
    await user.clear(dialog.getByLabelText('Prénom'));
    await user.type(dialog.getByLabelText('Prénom'), 'Awa Marie');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LIVE);
    expect(await pupilTab.users.get(pupil.id)).toMatchObject({ prenom: 'Awa Marie' });
  });
});
