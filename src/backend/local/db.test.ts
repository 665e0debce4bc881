import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDatabase } from './db';

/** The schema of version 5 (conversations, before their previews), every table as it then stood. */
const VERSION_5 = {
  accounts: 'uid, &email',
  users: 'id, role',
  messages: 'id, [to+date], [conversation+date]',
  questions: 'id, [pageId+date]',
  files: 'id',
  responsables: 'uid',
  limits: 'actor',
  reports: 'id, [status+date]',
  journal: 'id, date',
  resetCodes: 'code',
  mailbox: 'id, date',
  emailCodes: 'code',
  conversations: 'id, *membres',
  unread: 'uid',
};

const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 8, minute));

function message(id: string, from: string, to: string, text: string, minute: number) {
  const conversation = [from, to].sort().join('_');
  return { id, from, to, text, date: at(minute), senderName: from, senderRole: 'eleve', conversation, lu: true };
}

function conversation(id: string, minute: number) {
  return { id, membres: id.split('_'), noms: {}, date: at(minute), nonLus: {} };
}

describe('the local database', () => {
  it('gives the conversations of a browser that used version 5 their last message’s preview and their count', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(5).stores(VERSION_5);
    await before
      .table('messages')
      .bulkAdd([
        message('m1', 'awa', 'paul', 'Bonjour Monsieur', 1),
        message('m2', 'paul', 'awa', 'Bonjour Awa,\nle cours de samedi est maintenu.', 3),
        message('m3', 'awa', 'paul', 'Merci !', 2),
        message('m4', 'awa', 'marie', 'Bonsoir', 4),
      ]);
    // The last one's messages were all deleted: it stayed, empty, in version 5.
    await before
      .table('conversations')
      .bulkAdd([conversation('awa_paul', 3), conversation('awa_marie', 4), conversation('awa_jean', 5)]);
    before.close();

    const db = new LocalDatabase(name);
    const conversations = await db.conversations.orderBy('id').toArray();
    db.close();

    expect(
      conversations.map(({ id, dernierId, dernierDe, apercu, nbMessages, date }) => ({
        id,
        dernierId,
        dernierDe,
        apercu,
        nbMessages,
        date,
      })),
    ).toEqual([
      { id: 'awa_marie', dernierId: 'm4', dernierDe: 'awa', apercu: 'Bonsoir', nbMessages: 1, date: at(4) },
      {
        id: 'awa_paul',
        dernierId: 'm2',
        dernierDe: 'paul',
        apercu: 'Bonjour Awa, le cours de samedi est maintenu.',
        nbMessages: 3,
        date: at(3),
      },
    ]);
  });
});
