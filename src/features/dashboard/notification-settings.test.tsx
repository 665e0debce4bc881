import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { createTestBackend, memoryStorage, signedIn } from '@tests/setup/test-backend';

const LIVE = { timeout: 5000 };

/** The browser's Notifications API, as a phone's: what it showed, and the member's answer to its question. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: { title: string; body: string | undefined }[] = [];
  static requestPermission = vi.fn(async () => (FakeNotification.permission = FakeNotification.answer));
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
  close() {}
}

/** Two tabs of one browser: two members, one local database. */
function browser() {
  const name = `notifications-${crypto.randomUUID()}`;
  const options = { visitorStorage: memoryStorage() };
  return () => createTestBackend(name, options);
}

async function askedQuestion(pupilTab: Backend, tutorTab: Backend): Promise<string> {
  await pupilTab.questions.ask({
    pageId: 'EncadreurEleve',
    question: 'Comment factoriser x² − 9 ?',
    attachments: [],
    matiere: 'Mathématiques',
  });
  return new Promise<string>((resolve) => {
    const stop = tutorTab.questions.subscribe('EncadreurEleve', (list) => {
      if (!list[0]) return;
      queueMicrotask(stop);
      resolve(list[0].id);
    });
  });
}

const settings = () => screen.getByRole('region', { name: 'Notifications sur ce téléphone' });

beforeEach(() => {
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => vi.unstubAllGlobals());

describe('« Notifications sur ce téléphone » (local mode: this browser tells its members)', { timeout: 30_000 }, () => {
  it('turns them on, keeps a kind switched off quiet, tells the pupil of a reply in the words of « Quoi de neuf », and stops at « Se déconnecter »', async () => {
    // Mid-afternoon in Yaoundé: not the quiet hours.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T15:00:00+01:00') });
    const tab = browser();
    const [pupilTab, tutorTab] = [tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(tutorTab, people.encadreur);
    const asked = await askedQuestion(pupilTab, tutorTab);

    renderAt('/TableauEleve', { backend: pupilTab });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Notifications sur ce téléphone' }, LIVE)).findByRole(
        'button',
        { name: 'Recevoir les notifications sur ce téléphone' },
        LIVE,
      ),
    );
    expect(await within(settings()).findByText('Les notifications sont activées sur ce téléphone.')).toBeVisible();
    // A pupil is not told of new questions in subjects: that is an approved tutor's.
    expect(within(settings()).queryByRole('checkbox', { name: /nouvelle question/ })).not.toBeInTheDocument();
    const replies = () => within(settings()).getByRole('checkbox', { name: 'Une réponse à une question que je suis' });
    await user.click(replies());
    await waitFor(() => expect(replies()).not.toBeChecked());
    await tutorTab.questions.reply(asked, 'Essaie d’abord seul.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(FakeNotification.shown).toEqual([]);

    await user.click(replies());
    await waitFor(() => expect(replies()).toBeChecked());
    await tutorTab.questions.reply(asked, 'Une différence de carrés : (x − 3)(x + 3).');
    await waitFor(() =>
      expect(FakeNotification.shown).toEqual([
        { title: 'Paul Essomba a répondu à votre question', body: 'Comment factoriser x² − 9 ?' },
      ]),
    );

    await pupilTab.auth.signOut();
    await tutorTab.questions.reply(asked, 'Et x² − 16 ?');
    // Give the writing tab the time it took the first time: still one notification.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(FakeNotification.shown).toHaveLength(1);
    vi.useRealTimers();
  });

  it('says so in French when the browser’s permission is refused, and stores nothing', async () => {
    FakeNotification.answer = 'denied';
    const backend = createTestBackend();
    const pupil = await signedIn(backend, people.eleve);
    renderAt('/TableauEleve', { backend });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Recevoir les notifications sur ce téléphone' }, LIVE),
    );
    expect(await within(settings()).findByRole('alert')).toHaveTextContent(
      'Les notifications sont bloquées pour ce site dans les réglages du navigateur.',
    );
    expect(await backend.notifications.get(pupil.id)).toBeNull();
  });

  it('says a browser without notifications cannot have them', async () => {
    vi.unstubAllGlobals();
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    renderAt('/TableauEleve', { backend });
    expect(
      await within(await screen.findByRole('region', { name: 'Notifications sur ce téléphone' }, LIVE)).findByText(
        /^Ce navigateur ne peut pas recevoir de notifications\./,
      ),
    ).toBeVisible();
  });
});
