import { describe, expect, it } from 'vitest';
import { storedProfile } from '@tests/setup/people';
import type { Question } from './entities';
import {
  authorName,
  publicName,
  publicNameOf,
  publicPostFields,
  pupilEntry,
  readPupilNames,
  withPupilNames,
} from './minors';
import { newQuestionFields, newReplyFields } from './new-records';
import { readQuestion } from './question-records';

const awa = storedProfile('eleve', 'uid-awa');
const marie = storedProfile('parent', 'uid-marie');
const paul = storedProfile('encadreur', 'uid-paul');

describe('minors are not public (issue 33)', () => {
  it('names a pupil by first name and the surname’s first letter, a compound surname too', () => {
    expect(publicName({ prenom: 'Awa', nom: 'Ngono' })).toBe('Awa N.');
    expect(publicName({ prenom: ' Marie-Claire ', nom: ' Ngo Bilong ' })).toBe('Marie-Claire N.');
    expect(publicName({ prenom: 'Zoé-Éloïse', nom: 'N’Dri' })).toBe('Zoé-Éloïse N.');
    expect(publicName({ prenom: 'Élodie', nom: 'Ékambi' })).toBe('Élodie É.');
    expect(publicNameOf('Awa Ngono')).toBe('Awa N.');
    expect(publicNameOf(' Chantal   Mbarga Essomba ')).toBe('Chantal M.');
  });

  it('names a pupil’s posts « Awa N. » without class, and adults in full, the tutor with the classes taught', () => {
    const asked = { pageId: 'EncadreurEleve', question: 'Aide ?', attachments: [], matiere: 'Mathématiques' };
    expect(newQuestionFields(awa, asked)).toMatchObject({ userName: 'Awa N.', classe: null });
    expect(newQuestionFields(paul, asked)).toMatchObject({ userName: 'Paul Essomba', classe: 'Terminale' });
    expect(newQuestionFields(marie, { ...asked, pageId: 'ParentEncadreur', matiere: null })).toMatchObject({
      userName: 'Marie Atangana',
      classe: null,
    });
    expect(newReplyFields(awa, 'Merci').userName).toBe('Awa N.');
    expect(newReplyFields(marie, 'Merci').userName).toBe('Marie Atangana');
    expect([authorName(awa), authorName(paul)]).toEqual(['Awa N.', 'Paul Essomba']);
  });

  it('gives members the full names and class back, and leaves a visitor’s view as stored', () => {
    const asked = newQuestionFields(awa, {
      pageId: 'EncadreurEleve',
      question: 'Aide ?',
      attachments: [],
      matiere: 'Anglais',
    });
    const question: Question = readQuestion('q1', {
      ...asked,
      date: new Date(),
      replies: [
        { ...newReplyFields(paul, 'Voici.'), date: new Date() },
        { ...newReplyFields(awa, 'Merci'), date: new Date() },
        { ...newReplyFields(null, 'Moi aussi'), date: new Date() },
      ],
    });
    const names = readPupilNames({ noms: { 'uid-awa': pupilEntry(awa), abime: { classe: '3e' } } });
    expect(names).toEqual({ 'uid-awa': { nom: 'Awa Ngono', classe: '3e' } });
    const shown = withPupilNames(question, names);
    expect([shown.userName, shown.classe]).toEqual(['Awa Ngono', '3e']);
    expect(shown.replies.map((reply) => reply.userName)).toEqual(['Paul Essomba', 'Awa Ngono', 'Utilisateur Anonyme']);
    expect(withPupilNames(question, null)).toBe(question);
    // A pupil the record does not hold (an account deleted since) keeps the public name.
    expect(withPupilNames(question, {}).userName).toBe('Awa N.');
  });

  it('rewrites what was stored before: pupils public, adults, visitors and deleted accounts as they were, once', () => {
    const stored = {
      userId: 'uid-awa',
      userName: 'Awa Ngono',
      role: 'eleve',
      classe: '3e',
      replies: [
        { userId: 'uid-paul', userName: 'Paul Essomba', userRole: 'encadreur' },
        { userId: 'uid-awa', userName: 'Awa Ngono', userRole: 'eleve' },
        { userId: null, userName: 'Compte supprimé', userRole: 'eleve' },
        { userId: 'uid-parti', userName: 'Chantal Mbarga', userRole: 'eleve' },
      ],
    };
    const fields = publicPostFields(stored, { 'uid-awa': awa });
    expect(fields).toEqual({
      userName: 'Awa N.',
      classe: null,
      replies: [
        stored.replies[0],
        { ...stored.replies[1], userName: 'Awa N.' },
        stored.replies[2],
        { ...stored.replies[3], userName: 'Chantal M.' },
      ],
    });
    expect(publicPostFields({ ...stored, ...fields }, { 'uid-awa': awa })).toBeNull();
    expect(
      publicPostFields({ userId: 'uid-paul', userName: 'Paul Essomba', role: 'encadreur', classe: '3e' }, {}),
    ).toBeNull();
  });
});
