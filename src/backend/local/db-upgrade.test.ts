// @vitest-environment jsdom
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDatabase } from './db';

describe('the local database, opened by a version that follows the forums', () => {
  it('gives the questions stored before their followers, count, last activity and words', async () => {
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
      suivi: ['uid-awa', 'uid-paul'],
      nbReponses: 2,
      activite: new Date('2025-03-03T10:00:00Z'),
      mots: ['comment', 'resoudre', 'equation'],
      resolue: null,
    });
    expect(await db.questions.where('suivi').equals('uid-paul').count()).toBe(1);
    db.close();
  });
});
