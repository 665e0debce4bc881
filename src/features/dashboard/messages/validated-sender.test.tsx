import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { renderAt } from '@tests/setup/render';
import { approveTutor, createTestBackend, signedIn } from '@tests/setup/test-backend';

const LOADED = { timeout: 5000 };

/** Someone who signed up as a pupil under the approved tutor's very name (issue 23). */
const NAMESAKE = {
  ...people.eleve,
  email: 'faux.paul@example.cm',
  profile: { ...people.eleve.profile, prenom: 'Paul', nom: 'Essomba' },
};

describe('« Encadreur validé » in a private conversation', { timeout: 20_000 }, () => {
  it('tells the pupil which « Paul Essomba » is the approved tutor', async () => {
    const name = `expediteur-valide-${crypto.randomUUID()}`;
    const [pupilTab, tutorTab, namesakeTab] = [
      createTestBackend(name),
      createTestBackend(name),
      createTestBackend(name),
    ];
    const pupil = await signedIn(pupilTab, people.eleve);
    const tutor = await signedIn(tutorTab, people.encadreur);
    const namesake = await signedIn(namesakeTab, NAMESAKE);
    await approveTutor(tutorTab, tutor.id);
    await tutorTab.messages.send({ to: pupil.id, toName: 'Awa Ngono', text: 'Le cours de jeudi est maintenu.' });
    await namesakeTab.messages.send({ to: pupil.id, toName: 'Awa Ngono', text: 'Envoie-moi ton numéro.' });

    const real = renderAt(`/TableauEleve?avec=${tutor.id}`, { backend: pupilTab });
    const fromTutor = await screen.findByRole('article', { name: 'Message de Paul Essomba' }, LOADED);
    expect(within(fromTutor).getByRole('heading')).toHaveTextContent('Encadreur validé');
    real.unmount();

    renderAt(`/TableauEleve?avec=${namesake.id}`, { backend: pupilTab });
    const fromNamesake = await screen.findByRole('article', { name: 'Message de Paul Essomba' }, LOADED);
    expect(fromNamesake).toHaveTextContent('Envoie-moi ton numéro.');
    expect(fromNamesake).not.toHaveTextContent('Encadreur validé');
  });
});
