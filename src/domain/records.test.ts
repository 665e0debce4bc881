import { describe, expect, it } from 'vitest';
import { people } from '@tests/setup/people';
import { PRIVACY_VERSION } from './consent';
import { readQuestion } from './question-records';
import { toDate } from './record-values';
import { buildProfile, conversationCount, readConversation, readMessage, readProfile, signUpRecords } from './records';

describe('stored records', () => {
  it('reads a message without sender name or role as "Anonyme" / "Inconnu"', () => {
    const message = readMessage('m1', { from: 'a', to: 'b', text: 'Bonjour', date: '2025-01-15T10:00:00Z' });
    expect(message).toMatchObject({ senderName: 'Anonyme', senderRole: 'Inconnu', text: 'Bonjour' });
    expect(readMessage('m2', { senderName: '  ', senderRole: 'admin' })).toMatchObject({
      senderName: 'Anonyme',
      senderRole: 'Inconnu',
    });
    expect(readMessage('m3', { senderName: 'Paul Essomba', senderRole: 'encadreur' })).toMatchObject({
      senderName: 'Paul Essomba',
      senderRole: 'encadreur',
    });
  });

  it('reads a conversation’s preview for each member, and none from one stored before previews', () => {
    const stored = {
      membres: ['a', 'b'],
      noms: { a: 'Awa Ngono', b: 'Paul Essomba' },
      date: '2025-03-01T08:30:00Z',
      nonLus: { a: 1, b: 0 },
      dernierId: 'm2',
      dernierDe: 'b',
      apercu: 'Oui, à 15 h\ncomme prévu…',
      nbMessages: 2,
    };
    expect(readConversation('a_b', stored, 'a')).toMatchObject({
      withId: 'b',
      withName: 'Paul Essomba',
      unread: 1,
      preview: 'Oui, à 15 h comme prévu…',
      previewMine: false,
    });
    expect(readConversation('a_b', stored, 'b')).toMatchObject({ withName: 'Awa Ngono', previewMine: true });
    const { apercu: _apercu, dernierDe: _dernierDe, nbMessages: _count, ...before } = stored;
    expect(readConversation('a_b', before, 'a')).toMatchObject({ preview: null, previewMine: false, unread: 1 });
    expect(readConversation('a_b', { ...stored, apercu: '' }, 'a').preview).toBeNull();
    expect(conversationCount(stored)).toBe(2);
    expect(conversationCount(before)).toBeNull();
    expect(conversationCount({ nbMessages: -1 })).toBeNull();
    expect(conversationCount({ nbMessages: 0 })).toBe(0);
  });

  it('reads dates from Dates, Firestore timestamps, ISO strings and milliseconds; anything else is invalid', () => {
    const when = new Date('2025-03-01T08:30:00Z');
    expect(toDate(when)).toBe(when);
    expect(toDate({ toDate: () => when })).toEqual(when);
    expect(toDate('2025-03-01T08:30:00Z')).toEqual(when);
    expect(toDate(when.getTime())).toEqual(when);
    expect(Number.isNaN(toDate(null).getTime())).toBe(true);
    expect(Number.isNaN(toDate('pas une date').getTime())).toBe(true);
  });

  it('reads the first student records, which spelt the neighbourhood "quatier"', () => {
    const profile = readProfile('u1', {
      role: 'eleve',
      nom: 'Ngono',
      prenom: 'Awa',
      quatier: 'Mvog-Ada',
      classe: '3e',
    });
    expect(profile).toMatchObject({ id: 'u1', quartier: 'Mvog-Ada', classe: '3e', examen: '' });
    expect(readProfile('u2', { role: 'visiteur' })).toBeNull();
  });

  it('builds a profile with the role’s own fields only', () => {
    const profile = buildProfile('u1', 'a@b.cm', {
      role: 'parent',
      nom: ' Atangana ',
      prenom: 'Marie',
      telephone: '655',
      profession: 'Commerçante',
      quartier: 'Nkolbisson',
      classe: '3e',
    } as never);
    expect(profile).toEqual({
      id: 'u1',
      email: 'a@b.cm',
      role: 'parent',
      nom: 'Atangana',
      prenom: 'Marie',
      telephone: '655',
      profession: 'Commerçante',
      quartier: 'Nkolbisson',
      suspendu: false,
      emailVerifie: false,
    });
  });

  it('starts a tutor account waiting for a responsable, phone not published', () => {
    const profile = buildProfile('u2', 'p@b.cm', {
      role: 'encadreur',
      nom: 'Essomba',
      prenom: 'Paul',
      telephone: '677',
      classe: '3e',
      profession: 'Enseignant',
      matiere: 'Mathématiques',
      quartier: 'Biyem-Assi',
    });
    expect(profile).toMatchObject({ statut: 'en-attente', motifRefus: '', telephonePublic: false, suspendu: false });
    expect(profile).not.toHaveProperty('responsable');
    expect(readProfile('u2', { ...profile, statut: 'roi' }, true)).toMatchObject({
      statut: 'en-attente',
      responsable: true,
    });
  });

  it('stores what a sign-up records, for the role only, and reads it back (issue 33)', () => {
    const at = new Date('2026-11-28T09:00:00Z');
    const records = signUpRecords('eleve', { consentement: true, naissance: '2013-05-14' }, at);
    const pupil = buildProfile('u3', 'e@b.cm', people.eleve.profile, records);
    expect(pupil).toMatchObject({
      consentement: { version: PRIVACY_VERSION, date: at },
      naissance: '2013-05-14',
      autorisation: { statut: 'attente' },
    });
    expect(pupil).not.toHaveProperty('charte');
    expect(readProfile('u3', { ...pupil })).toEqual({ ...pupil, responsable: false });
    // A parent given a pupil's records keeps the consent only.
    const parent = buildProfile('u4', 'p@b.cm', people.parent.profile, records);
    expect(parent).not.toHaveProperty('naissance');
    expect(parent).not.toHaveProperty('autorisation');
    expect(parent).toMatchObject({ consentement: { version: PRIVACY_VERSION } });
  });

  it('reads the records as far as they can be read: a stored date, an unreadable status, none at all', () => {
    const stamp = { toDate: () => new Date('2026-11-28T09:00:00Z') };
    expect(
      readProfile('u5', {
        ...people.encadreur.profile,
        consentement: { version: PRIVACY_VERSION, date: stamp },
        charte: { version: '', date: stamp },
      }),
    ).toMatchObject({ consentement: { version: PRIVACY_VERSION, date: new Date('2026-11-28T09:00:00Z') } });
    expect(readProfile('u5', { ...people.encadreur.profile, charte: 'oui' })).not.toHaveProperty('charte');
    // A birth date beside a status that cannot be read: the account waits (the safe side).
    expect(
      readProfile('u6', { ...people.eleve.profile, naissance: '2013-05-14', autorisation: { statut: 'roi' } }),
    ).toMatchObject({ naissance: '2013-05-14', autorisation: { statut: 'attente' } });
    // A pupil stored before the birth date was asked: neither, and autorisationOf says « non-requise ».
    const before = readProfile('u7', { ...people.eleve.profile })!;
    expect(before).not.toHaveProperty('naissance');
    expect(before).not.toHaveProperty('autorisation');
    expect(before).not.toHaveProperty('consentement');
  });

  it('reads a question with defaults for what is missing and drops malformed replies and attachments', () => {
    const question = readQuestion('q1', {
      question: 'Aide en physique ?',
      userId: 'u1',
      role: 'eleve',
      replies: [{ reply: 'Oui', userRole: 'encadreur', userName: 'Paul' }, 'cassé', { reply: 'Moi aussi' }],
      attachments: [{ url: 'https://x/y.pdf', publicId: 'y' }, { publicId: 'sans-url' }],
    });
    expect(question.pageId).toBe('defaultPageId');
    expect(question.classe).toBeNull();
    expect(question.replies).toHaveLength(2);
    expect(question.replies[1]).toMatchObject({ userName: 'Utilisateur Anonyme', userRole: 'eleve', userId: null });
    expect(question.attachments).toEqual([{ url: 'https://x/y.pdf', publicId: 'y', fileName: 'document.pdf' }]);
  });
});
