// @vitest-environment jsdom
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDatabase } from './db';

describe('the local database, opened by a version that follows the forums', () => {
  it('gives the questions stored before their count, last activity and words, and each follower the question in their own marks', async () => {
    const name = `ancienne-base-${crypto.randomUUID()}`;
    // The database as version 5 left it (its stores as they were then).
    const old = new Dexie(name);
    old.version(5).stores({ questions: 'id, [pageId+date]' });
    await old.table('questions').add({
      id: 'q1',
      question: 'Comment résoudre une équation ?',
      userId: 'uid-awa',
      userName: 'Awa Ngono',
      role: 'eleve',
      classe: '3e',
      matiere: null,
      pageId: 'EncadreurEleve',
      date: new Date('2025-03-03T08:00:00Z'),
      attachments: [],
      replies: [
        {
          id: 'r1',
          reply: 'Voici.',
          userId: 'uid-paul',
          userName: 'Paul Essomba',
          userRole: 'encadreur',
          date: new Date('2025-03-03T09:00:00Z'),
        },
        {
          id: 'r2',
          reply: 'Merci',
          userId: null,
          userName: 'Utilisateur Anonyme',
          userRole: 'eleve',
          date: new Date('2025-03-03T10:00:00Z'),
        },
      ],
    });
    old.close();

    const db = new LocalDatabase(name);
    const upgraded = await db.questions.get('q1');
    expect(upgraded).toMatchObject({
      id: 'q1',
      nbReponses: 2,
      activite: new Date('2025-03-03T10:00:00Z'),
      mots: ['comment', 'resoudre', 'equation'],
      resolue: null,
    });
    // Who follows it is theirs alone (issue 32): nothing on the question, each in their own marks.
    expect(upgraded).not.toHaveProperty('suivi');
    expect((await db.lectures.get('uid-paul'))?.suivies).toEqual({ q1: new Date('2025-03-03T10:00:00Z') });
    expect(Object.keys((await db.lectures.get('uid-awa'))?.suivies ?? {})).toEqual(['q1']);
    db.close();
  });

  it('moves the followers issue 25 kept on each question into each one’s marks, keeping what they had read', async () => {
    const name = `base-suivis-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(8).stores({
      questions: 'id, [pageId+date], *suivi',
      lectures: 'uid',
      seances: 'id, debut',
      participations: '[seanceId+uid], uid, seanceId',
    });
    await old.table('questions').add({
      id: 'q2',
      question: 'Ma fille est harcelée, que faire ?',
      userId: 'uid-marie',
      userName: 'Marie Atangana',
      role: 'parent',
      classe: null,
      matiere: null,
      pageId: 'ParentEncadreur',
      date: new Date('2025-03-03T08:00:00Z'),
      attachments: [],
      replies: [],
      suivi: ['uid-marie', 'uid-awa'],
      nbReponses: 0,
      activite: new Date('2025-03-03T08:00:00Z'),
      mots: [],
      resolue: null,
    });
    await old
      .table('lectures')
      .add({ uid: 'uid-awa', vues: { q2: new Date(0) }, matieres: null, matieresVuesLe: null });
    old.close();

    const db = new LocalDatabase(name);
    expect(await db.questions.get('q2')).not.toHaveProperty('suivi');
    expect(await db.lectures.get('uid-awa')).toMatchObject({
      vues: { q2: new Date(0) },
      suivies: { q2: new Date('2025-03-03T08:00:00Z') },
    });
    db.close();
  });
  it('names the pupils of the questions and replies stored before « Awa N. » without class (issue 33)', async () => {
    const name = `base-mineurs-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(9).stores({
      users: 'id, role',
      questions: 'id, [pageId+date]',
      lectures: 'uid',
      seances: 'id, debut',
      participations: '[seanceId+uid], uid, seanceId',
    });
    await old.table('users').bulkAdd([
      { id: 'uid-awa', role: 'eleve', prenom: 'Awa', nom: 'Ngono', classe: '3e' },
      { id: 'uid-marie', role: 'parent', prenom: 'Marie', nom: 'Atangana' },
    ]);
    const asked = new Date('2025-03-03T08:00:00Z');
    const reply = (id: string, userId: string | null, userName: string, userRole: string) => ({
      id,
      reply: 'Merci',
      userId,
      userName,
      userRole,
      encadreurValide: false,
      responsable: false,
      date: asked,
    });
    await old.table('questions').add({
      id: 'q3',
      question: 'Comment factoriser ?',
      userId: 'uid-awa',
      userName: 'Awa Ngono',
      role: 'eleve',
      classe: '3e',
      matiere: 'Mathématiques',
      encadreurValide: false,
      responsable: false,
      pageId: 'EncadreurEleve',
      date: asked,
      attachments: [],
      replies: [
        reply('r1', 'uid-marie', 'Marie Atangana', 'parent'),
        reply('r2', 'uid-awa', 'Awa Ngono', 'eleve'),
        reply('r3', null, 'Utilisateur Anonyme', 'eleve'),
        // A pupil whose profile is gone: from the name the post held.
        reply('r4', 'uid-ancien', 'Chantal Mbarga', 'eleve'),
      ],
      nbReponses: 4,
      activite: asked,
      mots: ['comment', 'factoriser'],
      resolue: null,
    });
    old.close();

    const db = new LocalDatabase(name);
    const upgraded = await db.questions.get('q3');
    expect([upgraded?.userName, upgraded?.classe]).toEqual(['Awa N.', null]);
    expect(upgraded?.replies.map((item) => item.userName)).toEqual([
      'Marie Atangana',
      'Awa N.',
      'Utilisateur Anonyme',
      'Chantal M.',
    ]);
    expect(JSON.stringify(upgraded)).not.toMatch(/Ngono|Mbarga/);
    db.close();
  });
});
