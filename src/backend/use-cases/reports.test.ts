import { describe, expect, it } from 'vitest';
import type { NewReport, ReportTarget, UserProfile } from '@/domain/entities';
import { memberProfile } from '@tests/setup/people';
import { refusalCode as refusal } from '@tests/setup/refusal-code';
import type { Acting } from './acting';
import { reportUseCases, type NewReportFields, type ReportStore, type StoredItem } from './reports';

/** The decisions about reports, against an in-memory store of reported items. */

const awa = memberProfile('eleve', 'uid-awa');
const paul = memberProfile('encadreur', 'uid-paul');

const acting = (viewer: UserProfile | null): Acting => ({
  viewer: async () => viewer,
  emailConfirmed: async () => true,
});

const items: Record<string, StoredItem> = {
  q1: { excerpt: 'Question de Paul', authorId: paul.id, authorName: 'Paul Essomba' },
  m1: { excerpt: 'Message à Awa', authorId: paul.id, authorName: 'Paul Essomba', to: awa.id },
};

function fakeStore() {
  const written: NewReportFields[] = [];
  const store: ReportStore = {
    async add(target, reporterId, decide) {
      const key = target.type === 'message' ? target.messageId : target.questionId;
      const fields = decide(items[key] ?? null);
      expect(fields.reportedBy).toBe(reporterId);
      written.push(fields);
    },
  };
  return { store, written };
}

const report = (target: ReportTarget): NewReport => ({ target, reason: 'spam', details: '' });
const question = (questionId: string) => report({ type: 'question', questionId, pageId: 'EncadreurEleve' });
const message = (messageId: string) => report({ type: 'message', messageId });

describe('reporting', () => {
  it('writes the report with the item as it stands and its reporter', async () => {
    const { store, written } = fakeStore();
    await reportUseCases(store, acting(awa)).send(question('q1'));
    await reportUseCases(store, acting(awa)).send(message('m1'));
    expect(written.map((fields) => [fields.excerpt, fields.authorId, fields.reportedBy, fields.status])).toEqual([
      ['Question de Paul', paul.id, awa.id, 'ouvert'],
      ['Message à Awa', paul.id, awa.id, 'ouvert'],
    ]);
  });

  it('asks a visitor to sign in, and refuses a suspended member', async () => {
    const { store, written } = fakeStore();
    expect(await refusal(reportUseCases(store, acting(null)).send(question('q1')))).toBe('auth/requires-login');
    const suspended = { ...awa, suspendu: true };
    expect(await refusal(reportUseCases(store, acting(suspended)).send(question('q1')))).toBe('account/suspended');
    expect(written).toHaveLength(0);
  });

  it('refuses an item that is gone, one’s own item, and a message one did not receive', async () => {
    const { store, written } = fakeStore();
    expect(await refusal(reportUseCases(store, acting(awa)).send(question('gone')))).toBe('not-found');
    expect(await refusal(reportUseCases(store, acting(paul)).send(question('q1')))).toBe('invalid-argument');
    const marie = memberProfile('parent', 'uid-marie', true);
    expect(await refusal(reportUseCases(store, acting(marie)).send(message('m1')))).toBe('permission-denied');
    expect(await refusal(reportUseCases(store, acting(paul)).send(message('m1')))).toBe('permission-denied');
    expect(written).toHaveLength(0);
  });

  it('refuses an unknown reason or over-long details', async () => {
    const { store } = fakeStore();
    const unknown = { ...question('q1'), reason: 'autre-chose' } as unknown as NewReport;
    expect(await refusal(reportUseCases(store, acting(awa)).send(unknown))).toBe('invalid-argument');
    const long = { ...question('q1'), details: 'x'.repeat(10_000) };
    expect(await refusal(reportUseCases(store, acting(awa)).send(long))).toBe('invalid-argument');
  });
});
