import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantOf } from '@/domain/seances';
import { seanceTitle, seanceWhen } from '@/lib/seance-text';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { dayFromNow, newSeance, responsableTab } from '@tests/setup/seances';
import { createTestBackend, signedIn } from '@tests/setup/test-backend';

// The dashboard's chunk, then « Mes séances »'s own: give them time on a busy machine.
const LOADED = { timeout: 5000 };
const LIVE = { timeout: 5000 };

const times = (date: string) => ({ debut: instantOf(date, '09:00')!, fin: instantOf(date, '12:00')! });

async function mySeances() {
  return within(await screen.findByRole('region', { name: 'Mes séances' }, LOADED));
}

/** A responsable's tab and a pupil's (Awa Ngono), in one browser. */
async function browser() {
  const name = `mes-seances-${crypto.randomUUID()}`;
  const responsable = await responsableTab(createTestBackend(name));
  const pupil = createTestBackend(name);
  await signedIn(pupil, people.eleve);
  return { responsable, pupil };
}

// jsdom has no object URLs: each test that downloads gives its own, taken back after it.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

describe('« Mes séances » on the dashboard', { timeout: 20_000 }, () => {
  it('says when the member comes to none, and leads to the programme', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    renderAt('/TableauEleve', { backend });
    const mine = await mySeances();
    expect(
      await mine.findByText('Vous ne participez à aucune séance pour l’instant.', undefined, LIVE),
    ).toBeInTheDocument();
    expect(mine.getByRole('link', { name: 'Voir le programme des séances' })).toHaveAttribute('href', '/Programme');
  });

  it('lists the séances joined, soonest first, a cancelled one with its reason', async () => {
    const { responsable, pupil } = await browser();
    const later = await responsable.publish({ date: dayFromNow(12) });
    const sooner = await responsable.publish({ date: dayFromNow(5) });
    await responsable.publish({ date: dayFromNow(8) });
    await pupil.seances.attend(later, true);
    await pupil.seances.attend(sooner, true);
    await responsable.cancel(later, 'Salle indisponible');
    renderAt('/TableauEleve', { backend: pupil });
    const mine = await mySeances();
    await waitFor(
      () =>
        expect(mine.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
          seanceTitle(times(dayFromNow(5))),
          seanceTitle(times(dayFromNow(12))),
        ]),
      LIVE,
    );
    const cancelled = within(mine.getByRole('article', { name: seanceTitle(times(dayFromNow(12))) }));
    expect(cancelled.getByText('Annulée')).toBeInTheDocument();
    expect(cancelled.getByText('Motif : Salle indisponible')).toBeInTheDocument();
    expect(cancelled.getByText('Salle paroissiale de Mvog-Ada')).toBeInTheDocument();
  });

  it('marks a séance changed since the member joined « Modifiée », until « J’ai vu »', async () => {
    const { responsable, pupil } = await browser();
    const id = await responsable.publish({ date: dayFromNow(6) });
    await pupil.seances.attend(id, true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await responsable.change(id, { ...newSeance({ date: dayFromNow(6), heureDebut: '10:00' }) });
    const markSeen = vi.spyOn(pupil.seances, 'markSeen');
    const { user } = renderAt('/TableauEleve', { backend: pupil });
    const mine = await mySeances();
    const title = seanceTitle({ debut: instantOf(dayFromNow(6), '10:00')!, fin: instantOf(dayFromNow(6), '12:00')! });
    const card = within(await mine.findByRole('article', { name: title }, LIVE));
    expect(card.getByText('Modifiée')).toBeInTheDocument();
    const when = seanceWhen({ debut: instantOf(dayFromNow(6), '10:00')!, fin: instantOf(dayFromNow(6), '12:00')! });
    await user.click(card.getByRole('button', { name: `J’ai vu (séance du ${when})` }));
    expect(markSeen).toHaveBeenCalledWith(id);
    await waitFor(() => expect(card.queryByText('Modifiée')).not.toBeInTheDocument(), LIVE);
    expect(card.queryByRole('button', { name: /J’ai vu/ })).not.toBeInTheDocument();
  });

  it('hands the séance to the calendar as a .ics file', async () => {
    const { responsable, pupil } = await browser();
    const id = await responsable.publish({ date: dayFromNow(6) });
    await pupil.seances.attend(id, true);
    const files: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:seance';
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderAt('/TableauEleve', { backend: pupil });
    const mine = await mySeances();
    await user.click(await mine.findByRole('button', { name: /^Ajouter à mon agenda/ }, LIVE));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe(`seance-${dayFromNow(6)}.ics`);
    expect(clicked[0]!.href).toBe('blob:seance');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
    const text = await files[0]!.text();
    expect(text).toContain('BEGIN:VEVENT\r\n');
    expect(text).toContain(`DTSTART;TZID=Africa/Douala:${dayFromNow(6).replace(/-/g, '')}T090000`);
  });
});
