import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types';
import type { NewSeance } from '@/domain/seances';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';
import { badFrenchSpacing } from '@tests/setup/typography';

const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };
const nbsp = '\u00a0';

/** A responsable (a parent, appointed the local-mode way), an approved tutor and a pupil, in tabs of one browser. */
async function association() {
  const name = `seances-${crypto.randomUUID()}`;
  const [responsableTab, tutorTab, pupilTab] = [
    createTestBackend(name),
    createTestBackend(name),
    createTestBackend(name),
  ];
  await signedIn(responsableTab, people.parent);
  await responsableTab.demo!.setResponsable(true);
  const tutor = await signedIn(tutorTab, people.encadreur);
  await responsableTab.governance.approveTutor(tutor.id);
  await signedIn(pupilTab, people.eleve);
  return { responsableTab, tutorTab, pupilTab, tutor };
}

/** A Saturday morning far enough ahead to stay « à venir » whenever the suite runs. */
function seanceInput(extra: Partial<NewSeance> = {}): NewSeance {
  return {
    date: '2099-12-05',
    heureDebut: '09:00',
    heureFin: '12:00',
    lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: 'Derrière l’église' },
    classes: ['3e', '2nde'],
    matieres: ['Mathématiques'],
    encadreurs: [],
    capacite: 2,
    note: '',
    repeterJusquau: null,
    ...extra,
  };
}

async function openSeances(backend: Backend) {
  const view = renderAt('/Responsable', { backend });
  await view.user.click(await screen.findByRole('tab', { name: 'Séances' }, LOADED));
  return view;
}

function card(name: RegExp | string) {
  return screen.findByRole('article', { name }, LIVE);
}

describe('the « Séances » tab of the Espace responsable', { timeout: 30_000 }, () => {
  it('publishes a weekly séance from the form, announces it, and lists its occurrences', async () => {
    const { responsableTab, tutor } = await association();
    const publish = vi.spyOn(responsableTab.seances, 'publish');
    const { user } = await openSeances(responsableTab);
    expect(await screen.findByText('Aucune séance à venir.', undefined, LIVE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publier une séance' }));
    const form = within(await screen.findByRole('form', { name: 'Publier une séance' }));
    expect(form.getByLabelText(/Date de la séance/)).toHaveFocus();
    expect(form.getByLabelText(/Heure de début/)).toHaveValue('09:00');
    expect(form.getByLabelText(/Heure de fin/)).toHaveValue('12:00');

    await user.type(form.getByLabelText(/Date de la séance/), '2099-12-05');
    await user.type(form.getByLabelText(/Nom du lieu/), 'Salle paroissiale de Mvog-Ada');
    await user.type(form.getByLabelText('Adresse ou indications'), 'Derrière l’église');
    const classes = within(form.getByRole('group', { name: 'Classes' }));
    await user.click(classes.getByRole('checkbox', { name: '2nde' }));
    await user.click(classes.getByRole('checkbox', { name: '3e' }));
    await user.click(form.getByRole('checkbox', { name: 'Mathématiques' }));
    const tutors = within(form.getByRole('group', { name: 'Encadreurs présents' }));
    await user.click(await tutors.findByRole('checkbox', { name: 'Paul Essomba (Mathématiques)' }, LIVE));
    await user.type(form.getByLabelText('Capacité (facultatif)'), '12');
    await user.type(form.getByLabelText('Note'), 'Apportez vos cahiers d’exercices.');
    await user.click(form.getByRole('checkbox', { name: 'Répéter chaque semaine' }));
    await user.type(form.getByLabelText(/Jusqu’au/), '2099-12-26');
    expect(form.getByLabelText(/Jusqu’au/)).toHaveAccessibleDescription(
      `4${nbsp}séances, chaque samedi jusqu’au 26 décembre 2099.`,
    );
    await user.click(form.getByRole('button', { name: 'Publier la séance' }));

    // Testing Library reads no-break spaces as spaces.
    const announced = '4 séances publiées, chaque samedi jusqu’au 26 décembre 2099.';
    expect(await screen.findByText(announced, undefined, LIVE)).toHaveAttribute('role', 'status');
    expect(publish).toHaveBeenCalledWith({
      date: '2099-12-05',
      heureDebut: '09:00',
      heureFin: '12:00',
      lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: 'Derrière l’église' },
      classes: ['3e', '2nde'],
      matieres: ['Mathématiques'],
      encadreurs: [{ uid: tutor.id, nom: 'Paul Essomba' }],
      capacite: 12,
      note: 'Apportez vos cahiers d’exercices.',
      repeterJusquau: '2099-12-26',
    });
    // The form closed, the focus back on its button; the four occurrences listed, soonest first.
    expect(screen.queryByRole('form', { name: 'Publier une séance' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publier une séance' })).toHaveFocus(), LIVE);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4), LIVE);
    const first = within(await card('samedi 5 décembre 2099'));
    expect(first.getByText('9 h – 12 h')).toBeInTheDocument();
    expect(first.getByText('3e, 2nde')).toBeInTheDocument();
    expect(first.getByText('Paul Essomba')).toBeInTheDocument();
    expect(first.getByText(/12\splaces restantes sur 12/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'samedi 5 décembre 2099',
      'samedi 12 décembre 2099',
      'samedi 19 décembre 2099',
      'samedi 26 décembre 2099',
    ]);
    // Opened again, the form starts afresh.
    await user.click(screen.getByRole('button', { name: 'Publier une séance' }));
    expect(await screen.findByLabelText(/Nom du lieu/)).toHaveValue('');
  });

  it('shows each error beside its field, focuses the first, and keeps what was typed', async () => {
    const { responsableTab } = await association();
    const publish = vi.spyOn(responsableTab.seances, 'publish');
    const { user } = await openSeances(responsableTab);
    await user.click(await screen.findByRole('button', { name: 'Publier une séance' }, LIVE));
    const form = within(await screen.findByRole('form', { name: 'Publier une séance' }));
    await user.type(form.getByLabelText(/Nom du lieu/), 'Salle paroissiale');
    await user.type(form.getByLabelText('Capacité (facultatif)'), '0');
    await user.click(form.getByRole('checkbox', { name: 'Anglais' }));
    await user.click(form.getByRole('button', { name: 'Publier la séance' }));

    const date = form.getByLabelText(/Date de la séance/);
    expect(date).toHaveFocus();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Choisissez le jour de la séance.');
    expect(form.getByRole('group', { name: 'Classes' })).toHaveAccessibleDescription('Cochez au moins une classe.');
    expect(form.getByLabelText('Capacité (facultatif)')).toHaveAccessibleDescription(
      /Une capacité est un nombre de 1 à 500, ou rien\./,
    );
    expect(form.getByRole('group', { name: 'Matières' })).not.toHaveAccessibleDescription();
    expect(form.getByLabelText(/Nom du lieu/)).toHaveValue('Salle paroissiale');
    expect(form.getByRole('checkbox', { name: 'Anglais' })).toBeChecked();
    expect(publish).not.toHaveBeenCalled();

    // A day gone by, then an end before the start.
    await user.type(date, '2020-01-04');
    await user.clear(form.getByLabelText(/Heure de fin/));
    await user.type(form.getByLabelText(/Heure de fin/), '08:00');
    await user.click(form.getByRole('button', { name: 'Publier la séance' }));
    expect(date).toHaveAccessibleDescription(`Ce jour est passé${nbsp}: choisissez un jour à venir.`);
    expect(form.getByLabelText(/Heure de fin/)).toHaveAccessibleDescription(
      /La séance finit après son début, et dure 12 heures au plus\./,
    );
    expect(publish).not.toHaveBeenCalled();
    expect(badFrenchSpacing(screen.getByRole('tabpanel').textContent ?? '')).toEqual([]);
  });

  it('changes a séance in a form filled from it, without the weekly repeat', async () => {
    const { responsableTab } = await association();
    const [id] = await responsableTab.seances.publish(seanceInput());
    const change = vi.spyOn(responsableTab.seances, 'change');
    const { user } = await openSeances(responsableTab);
    const seance = within(await card('samedi 5 décembre 2099'));
    await user.click(seance.getByRole('button', { name: 'Modifier la séance du samedi 5 décembre 2099' }));

    const form = within(seance.getByRole('form', { name: 'Modifier la séance du samedi 5 décembre 2099' }));
    expect(form.getByLabelText(/Date de la séance/)).toHaveValue('2099-12-05');
    expect(form.getByLabelText(/Heure de début/)).toHaveValue('09:00');
    expect(form.getByLabelText(/Nom du lieu/)).toHaveValue('Salle paroissiale de Mvog-Ada');
    expect(form.getByLabelText('Adresse ou indications')).toHaveValue('Derrière l’église');
    expect(form.getByRole('checkbox', { name: '3e' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: '6e' })).not.toBeChecked();
    expect(form.getByLabelText('Capacité (facultatif)')).toHaveValue(2);
    expect(form.queryByRole('checkbox', { name: 'Répéter chaque semaine' })).not.toBeInTheDocument();

    await user.clear(form.getByLabelText(/Heure de fin/));
    await user.type(form.getByLabelText(/Heure de fin/), '11:30');
    await user.clear(form.getByLabelText(/Nom du lieu/));
    await user.type(form.getByLabelText(/Nom du lieu/), 'Temple d’Essos');
    await user.click(form.getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await screen.findByText('Séance modifiée.', undefined, LIVE)).toBeInTheDocument();
    expect(change).toHaveBeenCalledWith(id, {
      ...seanceInput({ heureFin: '11:30', lieu: { nom: 'Temple d’Essos', adresse: 'Derrière l’église' } }),
      repeterJusquau: undefined,
    });
    expect(change.mock.calls[0]![1]).not.toHaveProperty('repeterJusquau');
    expect(await seance.findByText('Temple d’Essos', undefined, LIVE)).toBeInTheDocument();
    expect(seance.getByText('9 h – 11 h 30')).toBeInTheDocument();
    await waitFor(
      () => expect(seance.getByRole('button', { name: 'Modifier la séance du samedi 5 décembre 2099' })).toHaveFocus(),
      LIVE,
    );
  });

  it('asks the reason before cancelling, then shows « Annulée » with it and no more actions', async () => {
    const { responsableTab } = await association();
    await responsableTab.seances.publish(seanceInput());
    const cancel = vi.spyOn(responsableTab.seances, 'cancel');
    const { user } = await openSeances(responsableTab);
    const seance = within(await card('samedi 5 décembre 2099'));
    await user.click(seance.getByRole('button', { name: 'Annuler la séance du samedi 5 décembre 2099' }));

    const box = await screen.findByRole('dialog', { name: `Annuler la séance du samedi 5 décembre 2099${nbsp}?` });
    expect(box).toHaveAccessibleDescription(/marquée «\sAnnulée\s» avec ce motif/);
    const dialog = within(box);
    const reason = dialog.getByLabelText('Motif de l’annulation');
    expect(reason).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Annuler la séance' }));
    expect(dialog.getByText(/Indiquez le motif de l’annulation/)).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(cancel).not.toHaveBeenCalled();
    expect(badFrenchSpacing(box.textContent ?? '')).toEqual([]);

    await user.type(reason, 'La salle est prise par un mariage.');
    await user.click(dialog.getByRole('button', { name: 'Annuler la séance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LIVE);
    expect(cancel).toHaveBeenCalledWith(expect.any(String), 'La salle est prise par un mariage.');
    expect(await screen.findByText('Séance annulée.', undefined, LIVE)).toBeInTheDocument();
    expect(await seance.findByText('Annulée', undefined, LIVE)).toBeInTheDocument();
    expect(seance.getByText(/La salle est prise par un mariage\./)).toBeInTheDocument();
    expect(seance.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(seance.queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();
    await waitFor(() => expect(seance.getByRole('heading', { name: 'samedi 5 décembre 2099' })).toHaveFocus(), LIVE);
  });

  it('offers neither change nor cancellation for a séance that is over', async () => {
    // A backend whose clock is on the morning of a day long gone: it lists that day's séances.
    const backend = createTestBackend(undefined, { now: () => new Date('2020-01-04T07:00:00Z') });
    await signedIn(backend, people.parent);
    await backend.demo!.setResponsable(true);
    await backend.seances.publish(seanceInput({ date: '2020-01-04' }));
    await openSeances(backend);
    const seance = within(await card('samedi 4 janvier 2020'));
    expect(seance.getByText('Terminée')).toBeInTheDocument();
    expect(seance.getByRole('button', { name: /Voir les participants/ })).toBeInTheDocument();
    expect(seance.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(seance.queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();
  });

  it('lists who comes, live: the pupils and parents, then the tutors', async () => {
    const { responsableTab, tutorTab, pupilTab } = await association();
    const [id] = await responsableTab.seances.publish(seanceInput());
    const { user } = await openSeances(responsableTab);
    const seance = within(await card('samedi 5 décembre 2099'));
    const show = seance.getByRole('button', { name: 'Voir les participants de la séance du samedi 5 décembre 2099' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(await seance.findByText('Aucun participant pour l’instant.', undefined, LIVE)).toBeInTheDocument();

    await pupilTab.seances.attend(id!, true);
    await tutorTab.seances.attend(id!, true);
    const pupils = await seance.findByRole('heading', { name: 'Élèves et parents' }, LIVE);
    expect(within(pupils.parentElement!).getByText('Awa Ngono')).toBeInTheDocument();
    const tutors = await seance.findByRole('heading', { name: 'Encadreurs' }, LIVE);
    expect(await within(tutors.parentElement!).findByText('Paul Essomba', undefined, LIVE)).toBeInTheDocument();
    // The counts rise as members join: one place of two left.
    expect(
      await seance.findByText('1 participant · 1 place restante sur 2 · 1 encadreur sera là', undefined, LIVE),
    ).toBeInTheDocument();
    expect(badFrenchSpacing(screen.getByRole('tabpanel').textContent ?? '')).toEqual([]);
  });
});
