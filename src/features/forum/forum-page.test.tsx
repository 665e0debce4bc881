import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { Message } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, signedIn, testClock } from '@tests/setup/test-backend';

// The first render of a file loads the page's lazy chunk: give it time on a busy machine.
const LOADED = { timeout: 5000 };
// What another tab wrote, or a write of this one, shows through the live query: slower on a busy machine.
const LIVE = { timeout: 5000 };

/** Tabs of one browser: one shared database, a session each. */
function tabs() {
  const name = `forum-${crypto.randomUUID()}`;
  return () => createTestBackend(name);
}

function questionOf(name: string) {
  return within(screen.getByRole('article', { name: `Question ${/^[AEIOUY]/i.test(name) ? 'd’' : 'de '}${name}` }));
}

/** Waits for the question and for the session (the form to ask comes once it is known). */
async function ready(text: string) {
  await screen.findByText(text, undefined, LOADED);
  await screen.findByLabelText('Votre question', undefined, LOADED);
}

/** Awa Ngono edits her question through « Modifier », and is told it is saved. */
async function editAwasQuestion(user: ReturnType<typeof renderAt>['user'], text: string) {
  await user.click(questionOf('Awa Ngono').getByRole('button', { name: 'Modifier' }));
  const field = screen.getByLabelText('Modifier la question');
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(/Votre question a été modifiée avec succès/, undefined, LIVE)).toBeInTheDocument();
}

function received(backend: Backend, uid: string): Promise<Message[]> {
  return new Promise((resolve) => {
    const stop = backend.messages.subscribeInbox(uid, (messages) => {
      if (messages.length === 0) return;
      stop();
      resolve(messages);
    });
  });
}

describe('the forums', { timeout: 20_000 }, () => {
  it('show the empty state, and the same thread whatever the letter case of the address', async () => {
    const tab = tabs();
    const pupilTab = tab();
    await signedIn(pupilTab, people.eleve);
    const first = renderAt('/EncadreurEleve', { backend: pupilTab });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forum encadreurs et élèves' }, LOADED),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucune question posée pour le moment.', undefined, LIVE)).toBeInTheDocument();
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      question: 'Comment factoriser x² − 9 ?',
      attachments: [],
    });
    expect(await screen.findByText('Comment factoriser x² − 9 ?', undefined, LIVE)).toBeInTheDocument();
    first.unmount();

    renderAt('/encadreureleve', { backend: tab() });
    expect(await screen.findByText('Comment factoriser x² − 9 ?', undefined, LOADED)).toBeInTheDocument();
  });

  it('keep the two forums apart, and offer attachments only between tutors and pupils', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.parent);
    await backend.questions.ask({ pageId: 'ParentEncadreur', question: 'Quand a lieu la réunion ?', attachments: [] });
    renderAt('/parentencadreur', { backend });
    expect(await screen.findByText('Quand a lieu la réunion ?', undefined, LOADED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Joindre un PDF')).not.toBeInTheDocument();
  });

  it('refuse a question from a signed-out visitor, keeping what was typed', async () => {
    const { user } = renderAt('/EncadreurEleve');
    const field = await screen.findByLabelText('Votre question', undefined, LOADED);
    await user.type(field, 'Pourquoi le ciel est-il bleu ?');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));
    expect(await screen.findByRole('alert', undefined, LIVE)).toHaveTextContent(
      'Vous devez être connecté pour poser une question.',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/Login');
    expect(field).toHaveValue('Pourquoi le ciel est-il bleu ?');
    expect(sessionStorage.getItem('commission-etudes.brouillon:forum:EncadreurEleve')).toBe(
      'Pourquoi le ciel est-il bleu ?',
    );
  });

  it('publish a question with the author’s name, role and class, announce it, and ignore blank text', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const { user } = renderAt('/EncadreurEleve', { backend });
    const field = await screen.findByLabelText('Votre question', undefined, LOADED);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));
    expect(
      screen.getByText('Écrivez votre question, ou joignez un PDF ou une photo, avant de la publier.'),
    ).toBeInTheDocument();

    await user.type(field, 'Qui peut m’expliquer le théorème de Thalès ?');
    // The tutor–pupil forum asks the subject first, and keeps the text meanwhile.
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));
    expect(screen.getByRole('combobox', { name: /Matière de la question/ })).toHaveFocus();
    expect(screen.getAllByText('Choisissez la matière de votre question.').length).toBeGreaterThan(0);
    expect(field).toHaveValue('   Qui peut m’expliquer le théorème de Thalès ?');
    await user.selectOptions(screen.getByRole('combobox', { name: /Matière de la question/ }), 'Mathématiques');
    await user.click(screen.getByRole('button', { name: 'Publier la question' }));
    await waitFor(
      () => expect(screen.getByText(/Votre question a été ajoutée avec succès/)).toHaveAttribute('role', 'status'),
      LIVE,
    );
    expect(
      await screen.findByText('Qui peut m’expliquer le théorème de Thalès ?', undefined, LIVE),
    ).toBeInTheDocument();
    const question = questionOf('Awa Ngono');
    expect(question.getByText(/Élève · 3e · Mathématiques/)).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('show a question written as HTML as plain text', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    const text = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    await backend.questions.ask({
      pageId: 'EncadreurEleve',
      question: text,
      attachments: [],
      matiere: 'Mathématiques',
    });
    const { container } = renderAt('/EncadreurEleve', { backend });
    expect(await screen.findByText(text, undefined, LOADED)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], main script')).toBeNull();
  });

  it('let only the author edit, and show the question as edited', async () => {
    const tab = tabs();
    const pupilTab = tab();
    const tutorTab = tab();
    await signedIn(pupilTab, people.eleve);
    await signedIn(tutorTab, people.encadreur);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Question à corriger',
      attachments: [],
      matiere: 'Mathématiques',
    });

    const tutorView = renderAt('/EncadreurEleve', { backend: tutorTab });
    await ready('Question à corriger');
    expect(questionOf('Awa Ngono').queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    tutorView.unmount();

    const { user } = renderAt('/EncadreurEleve', { backend: pupilTab });
    await ready('Question à corriger');
    await editAwasQuestion(user, 'Question corrigée');
    expect(screen.getByText('Question corrigée')).toBeInTheDocument();
    expect(questionOf('Awa Ngono').getByRole('button', { name: 'Modifier' })).toHaveFocus();
  });

  it('show the text just saved at once, though the live list brings it later (a slow connection)', async () => {
    const pupilTab = tabs()();
    await signedIn(pupilTab, people.eleve);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Question à corriger',
      attachments: [],
      matiere: 'Mathématiques',
    });
    // The forum's live list, whose news can be held back.
    let held: (() => void)[] | null = null;
    const lagging: Backend = {
      ...pupilTab,
      questions: {
        ...pupilTab.questions,
        subscribe: (pageId, onChange, onError, options) =>
          pupilTab.questions.subscribe(
            pageId,
            (...page) => (held ? held.push(() => onChange(...page)) : onChange(...page)),
            onError,
            options,
          ),
      },
    };
    const { user } = renderAt('/EncadreurEleve', { backend: lagging });
    await ready('Question à corriger');
    held = [];
    await editAwasQuestion(user, 'Question corrigée');
    expect(screen.getByText('Question corrigée')).toBeInTheDocument();
    expect(screen.queryByText('Question à corriger')).not.toBeInTheDocument();
    const news = held;
    held = null;
    news.forEach((deliver) => deliver());
    expect(await screen.findByText('Question corrigée')).toBeInTheDocument();
  });

  it('let an approved tutor delete a pupil’s question but not a parent’s, after confirming; not before approval', async () => {
    const tab = tabs();
    const [pupilTab, parentTab, tutorTab] = [tab(), tab(), tab()];
    await signedIn(pupilTab, people.eleve);
    await signedIn(parentTab, people.parent);
    const tutor = await signedIn(tutorTab, people.encadreur);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Question de l’élève',
      attachments: [],
      matiere: 'Mathématiques',
    });
    await parentTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Question du parent',
      attachments: [],
      matiere: 'Mathématiques',
    });

    const parentView = renderAt('/EncadreurEleve', { backend: parentTab });
    await ready('Question de l’élève');
    expect(questionOf('Awa Ngono').queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    parentView.unmount();

    const pendingView = renderAt('/EncadreurEleve', { backend: tutorTab });
    await ready('Question de l’élève');
    expect(questionOf('Awa Ngono').queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    pendingView.unmount();
    await approveTutor(parentTab, tutor.id);

    const { user } = renderAt('/EncadreurEleve', { backend: tutorTab });
    await ready('Question de l’élève');
    expect(questionOf('Marie Atangana').queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    await user.click(questionOf('Awa Ngono').getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: /Supprimer la question/ });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Question de l’élève')).not.toBeInTheDocument(), LIVE);
    expect(screen.getByText(/La question a été supprimée avec succès/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions' })).toHaveFocus();
    expect(screen.getByText('Question du parent')).toBeInTheDocument();
  });

  it('say so in the spec’s words when the backend refuses a deletion', async () => {
    const backend = createTestBackend();
    await signedIn(backend, people.eleve);
    await backend.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Ma question',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const refusing: Backend = {
      ...backend,
      questions: { ...backend.questions, remove: () => Promise.reject(new BackendError('permission-denied')) },
    };
    const { user } = renderAt('/EncadreurEleve', { backend: refusing });
    await ready('Ma question');
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('alert', undefined, LIVE)).toHaveTextContent(
      "Vous n'avez pas la permission de supprimer cette question.",
    );
    expect(screen.getByText('Ma question')).toBeInTheDocument();
  });

  it('record a signed-out visitor’s reply as Utilisateur Anonyme, a pupil', async () => {
    const tab = tabs();
    const pupilTab = tab();
    await signedIn(pupilTab, people.eleve);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Une question',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const { user } = renderAt('/EncadreurEleve', { backend: tab() });
    await screen.findByText('Une question', undefined, LOADED);
    const question = questionOf('Awa N.');
    expect(question.getByText(/votre réponse paraîtra sous le nom « Utilisateur Anonyme »/)).toBeInTheDocument();
    await user.type(question.getByLabelText('Votre réponse'), 'Bonne question !');
    await user.click(question.getByRole('button', { name: 'Répondre' }));
    const reply = within(await question.findByRole('listitem', undefined, LIVE));
    expect(reply.getByText('Bonne question !')).toBeInTheDocument();
    expect(reply.getByText('Utilisateur Anonyme')).toBeInTheDocument();
    expect(reply.getByText(/^Élève ·/)).toBeInTheDocument();
    expect(question.getByRole('heading', { name: '1 réponse' })).toBeInTheDocument();
    await waitFor(() => expect(question.getByLabelText('Votre réponse')).toHaveValue(''), LIVE);
  });

  it('open a private message box on a name, and deliver the message', async () => {
    const tab = tabs();
    const pupilTab = tab();
    const tutorTab = tab();
    const pupil = await signedIn(pupilTab, people.eleve);
    const tutor = await signedIn(tutorTab, people.encadreur);
    // An approved tutor may write to a minor (issue 33).
    await approveTutor(tutorTab, tutor.id);
    await pupilTab.questions.ask({
      pageId: 'EncadreurEleve',
      question: 'Une question',
      attachments: [],
      matiere: 'Mathématiques',
    });
    const { user } = renderAt('/EncadreurEleve', { backend: tutorTab });
    await ready('Une question');
    await user.click(screen.getByRole('button', { name: 'Awa Ngono (lui écrire un message privé)' }));
    // The box first checks that an adult may write to this pupil (issue 33): then the field.
    const field = await screen.findByLabelText('Votre message', undefined, LIVE);
    const box = screen.getByRole('dialog', { name: 'Écrire à Awa Ngono' });
    await user.type(field, 'Passe me voir samedi.');
    await user.click(within(box).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LIVE);
    expect(screen.getByText(/Message envoyé avec succès/)).toBeInTheDocument();
    const [message] = await received(pupilTab, pupil.id);
    expect(message).toMatchObject({
      text: 'Passe me voir samedi.',
      senderName: 'Paul Essomba',
      senderRole: 'encadreur',
    });
  });

  it('show twenty questions, then twenty more with « Voir plus »', async () => {
    const clock = testClock();
    const backend = createTestBackend(undefined, { now: clock.now });
    await signedIn(backend, people.encadreur);
    for (let n = 1; n <= 25; n += 1) {
      await backend.questions.ask({ pageId: 'ParentEncadreur', question: `Question n° ${n}`, attachments: [] });
      clock.advance(11); // a member posts at most 6 times a minute
    }
    const { user } = renderAt('/ParentEncadreur', { backend });
    await screen.findByText('Les 20 plus récentes', undefined, LOADED);
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25), LIVE);
    expect(screen.getByText('25 questions')).toBeInTheDocument();
    for (let n = 1; n <= 25; n += 1) expect(screen.getByText(`Question n° ${n}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });
});
