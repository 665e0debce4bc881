import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import { instantOf } from '@/domain/seances';
import { seanceTitle, seanceWhen } from '@/lib/seance-text';
import { otherPeople, people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { dayFromNow, responsableTab } from '@tests/setup/seances';
import { approveTutor, createTestBackend, signedIn } from '@tests/setup/test-backend';
import { badFrenchSpacing } from '@tests/setup/typography';
import { FULL_TEXT } from './programme-messages';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };
// Testing Library reads text with its no-break spaces made plain: « 1 participant » is « 1\u00a0participant ».

/** Tabs of one browser: one shared database, a session each; the first one a responsable's. */
async function browser() {
  const name = `programme-${crypto.randomUUID()}`;
  const tab = () => createTestBackend(name);
  const responsable = await responsableTab(tab());
  return { tab, responsable };
}

/** The card of the séance on `date` (9 h – 12 h unless told), by its heading. */
function cardOf(date: string, from = '09:00', to = '12:00') {
  const name = seanceTitle({ debut: instantOf(date, from)!, fin: instantOf(date, to)! });
  return within(screen.getByRole('article', { name }));
}

const when = (date: string) => seanceWhen({ debut: instantOf(date, '09:00')!, fin: instantOf(date, '12:00')! });

describe('the programme of séances, /Programme', { timeout: 20_000 }, () => {
  it('lists the séances to come, soonest first, with all they say, to a visitor', async () => {
    const { tab, responsable } = await browser();
    await responsable.publish({ date: dayFromNow(14), note: 'Apportez vos cahiers.' });
    await responsable.publish({ date: dayFromNow(7), capacite: 10 });
    const visitor = tab();
    renderAt('/Programme', { backend: visitor });

    expect(await screen.findByRole('heading', { level: 1, name: 'Programme des séances' }, LOADED)).toBeVisible();
    expect(document.title).toBe('Programme des séances · Commission des Études');
    const cards = await screen.findAllByRole('article', {}, LIVE);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      seanceTitle({ debut: instantOf(dayFromNow(7), '09:00')!, fin: instantOf(dayFromNow(7), '12:00')! }),
      seanceTitle({ debut: instantOf(dayFromNow(14), '09:00')!, fin: instantOf(dayFromNow(14), '12:00')! }),
    ]);
    const first = cardOf(dayFromNow(7));
    expect(first.getByText(/Samedi|Dimanche|Lundi|Mardi|Mercredi|Jeudi|Vendredi/).closest('time')).toHaveAttribute(
      'datetime',
      `${dayFromNow(7)}T09:00+01:00`,
    );
    for (const text of [
      'Salle paroissiale de Mvog-Ada',
      'Derrière l’église, 2e bâtiment',
      '3e, 2nde',
      'Mathématiques, Physique-Chimie',
      'Sylvie Eba',
      'Aucun participant pour l’instant',
      '10 places restantes',
      'Aucun encadreur annoncé pour l’instant',
    ]) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(cardOf(dayFromNow(14)).getByText('Apportez vos cahiers.')).toBeInTheDocument();
    expect(cardOf(dayFromNow(14)).queryByText(/places? restantes?/)).not.toBeInTheDocument();

    // A visitor is asked to sign in; each card names its séance for screen readers.
    const login = first.getByRole('link', {
      name: `Connectez-vous pour participer (séance du ${when(dayFromNow(7))})`,
    });
    expect(login).toHaveAttribute('href', '/Login');
    expect(screen.queryByRole('button', { name: /Je participe/ })).not.toBeInTheDocument();
    expect(
      first.getByRole('button', { name: `Ajouter à mon agenda (séance du ${when(dayFromNow(7))})` }),
    ).toBeVisible();
    const share = first.getByRole('link', { name: /^Partager sur WhatsApp/ });
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Cours%20de%20soutien/);
    expect(badFrenchSpacing(document.body.textContent ?? '')).toEqual([]);
  });

  it('says when nothing is programmed', async () => {
    renderAt('/Programme');
    expect(
      await screen.findByText('Aucune séance n’est programmée pour l’instant.', undefined, LIVE),
    ).toBeInTheDocument();
  });

  it('says so in French when the programme cannot be read', async () => {
    const backend = createTestBackend();
    vi.spyOn(backend.seances, 'subscribeUpcoming').mockImplementation((_onChange, onError) => {
      onError?.(new BackendError('unavailable'));
      return () => undefined;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/Programme', { backend });
    expect(await screen.findByRole('alert', {}, LIVE)).toHaveTextContent(
      'Le programme des séances n’a pas pu être chargé.',
    );
  });

  it('shows a cancelled séance « Annulée » with its reason, and a full one « Complet »', async () => {
    const { tab, responsable } = await browser();
    const cancelled = await responsable.publish({ date: dayFromNow(3) });
    await responsable.cancel(cancelled, 'Salle indisponible ce jour-là');
    const fullOne = await responsable.publish({ date: dayFromNow(5), capacite: 1 });
    const other = tab();
    await signedIn(other, otherPeople.stranger);
    await other.seances.attend(fullOne, true);

    const pupil = tab();
    await signedIn(pupil, people.eleve);
    renderAt('/Programme', { backend: pupil });
    await screen.findAllByRole('article', {}, LIVE);
    const gone = cardOf(dayFromNow(3));
    expect(gone.getByText('Annulée')).toBeInTheDocument();
    expect(gone.getByText('Motif : Salle indisponible ce jour-là')).toBeInTheDocument();
    expect(gone.queryByRole('button', { name: /Je participe/ })).not.toBeInTheDocument();

    const full = cardOf(dayFromNow(5));
    expect(full.getByText('1 participant')).toBeInTheDocument();
    // Said once, where the places are counted, and no button to join.
    expect(await full.findByText('Complet', undefined, LIVE)).toBeInTheDocument();
    expect(full.queryByRole('button', { name: /Je participe/ })).not.toBeInTheDocument();
  });
});

describe('answering « Je participe » and « Je serai là »', { timeout: 20_000 }, () => {
  it('lets a pupil join, then leave, the counts following live', async () => {
    const { tab, responsable } = await browser();
    await responsable.publish({ date: dayFromNow(7), capacite: 5 });
    const pupil = tab();
    await signedIn(pupil, people.eleve);
    const attend = vi.spyOn(pupil.seances, 'attend');
    const { user } = renderAt('/Programme', { backend: pupil });
    const name = `séance du ${when(dayFromNow(7))}`;

    const join = await screen.findByRole('button', { name: `Je participe (${name})` }, LIVE);
    await user.click(join);
    expect(attend).toHaveBeenCalledWith(expect.any(String), true);
    const card = cardOf(dayFromNow(7));
    expect(await card.findByText('Vous participez', undefined, LIVE)).toBeInTheDocument();
    expect(card.getByRole('status').textContent).toBe(
      `C’est noté\u00a0: vous participez à la séance du ${when(dayFromNow(7))}.`,
    );
    expect(await card.findByText('1 participant', undefined, LIVE)).toBeInTheDocument();
    expect(card.getByText('4 places restantes')).toBeInTheDocument();
    // The same button, its words changed: focus stays on it.
    const leave = card.getByRole('button', { name: `Je ne participe plus (${name})` });
    expect(leave).toBe(join);

    await user.click(leave);
    expect(attend).toHaveBeenLastCalledWith(expect.any(String), false);
    expect(await card.findByRole('button', { name: `Je participe (${name})` }, LIVE)).toBeInTheDocument();
    expect(card.queryByText('Vous participez')).not.toBeInTheDocument();
    expect(await card.findByText('Aucun participant pour l’instant', undefined, LIVE)).toBeInTheDocument();
  });

  it('says « Complet » when the last place went meanwhile, and keeps the card', async () => {
    const { tab, responsable } = await browser();
    await responsable.publish({ date: dayFromNow(7), capacite: 1 });
    const parent = tab();
    await signedIn(parent, people.parent);
    vi.spyOn(parent.seances, 'attend').mockRejectedValueOnce(new BackendError('seance/full'));
    const { user } = renderAt('/Programme', { backend: parent });
    await user.click(await screen.findByRole('button', { name: /^Je participe/ }, LIVE));
    const card = cardOf(dayFromNow(7));
    expect((await card.findByRole('alert')).textContent).toBe(FULL_TEXT);
    expect(FULL_TEXT).toBe('Complet\u00a0: il ne reste plus de place pour cette séance.');
    expect(card.getByText('Salle paroissiale de Mvog-Ada')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Je participe/ })).toBeEnabled();
  });

  it('lets an approved tutor say « Je serai là », not a tutor waiting for approval', async () => {
    const { tab, responsable } = await browser();
    await responsable.publish({ date: dayFromNow(7), capacite: 1 });
    const tutorTab = tab();
    const tutor = await signedIn(tutorTab, people.encadreur);
    const first = renderAt('/Programme', { backend: tutorTab });
    expect(
      await screen.findByText(/une fois votre compte d’encadreur validé par un responsable/, undefined, LIVE),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Je serai là/ })).not.toBeInTheDocument();
    first.unmount();

    const approver = tab();
    await signedIn(approver, otherPeople.moderator);
    await approveTutor(approver, tutor.id);
    const tutorAgain = tab();
    await tutorAgain.auth.signIn(people.encadreur.email, people.encadreur.password);
    const { user } = renderAt('/Programme', { backend: tutorAgain });
    await user.click(await screen.findByRole('button', { name: /^Je serai là/ }, LIVE));
    const card = cardOf(dayFromNow(7));
    expect(await card.findByText('Vous serez là', undefined, LIVE)).toBeInTheDocument();
    expect(await card.findByText('1 encadreur sera là', undefined, LIVE)).toBeInTheDocument();
    // Tutors do not take the pupils' places.
    expect(card.getByText('1 place restante')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Je ne serai plus là/ })).toBeInTheDocument();
    await waitFor(() => expect(badFrenchSpacing(document.body.textContent ?? '')).toEqual([]));
  });
});
