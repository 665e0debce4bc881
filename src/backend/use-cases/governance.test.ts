import { describe, expect, it } from 'vitest';
import type { LivePages } from '@/backend/types';
import type { Report, ReportTarget, StoredProfile, UserProfile } from '@/domain/entities';
import { memberProfile, storedProfile } from '@tests/setup/people';
import { refusalCode as refusal } from '@tests/setup/refusal-code';
import type { Acting } from './acting';
import {
  governanceUseCases,
  type GovernanceStore,
  type JournalLine,
  type ProfileChange,
  type Resolution,
} from './governance';

/** The decisions of the Espace responsable, against an in-memory store: what is written, and which journal line. */

const marie = memberProfile('parent', 'uid-marie', true);
const awa = memberProfile('eleve', 'uid-awa');

const acting = (viewer: UserProfile | null): Acting => ({
  viewer: async () => viewer,
  emailConfirmed: async () => true,
});

const noPages = (): LivePages => Object.assign(() => {}, { more() {} });

function reportOn(id: string, target: ReportTarget, status: Report['status'] = 'ouvert'): Report {
  return {
    id,
    target,
    reason: 'spam',
    details: '',
    excerpt: 'Achetez !',
    authorId: 'uid-paul',
    authorName: 'Paul Essomba',
    reportedBy: awa.id,
    reportedByName: 'Awa Ngono',
    date: new Date('2025-03-01T10:00:00Z'),
    status,
  };
}

function fakeStore(profiles: Record<string, StoredProfile>, reports: Record<string, Report>) {
  const changed: (ProfileChange & { uid: string })[] = [];
  const resolved: (Resolution & { id: string })[] = [];
  const archived: (JournalLine & { id: string })[] = [];
  const store: GovernanceStore = {
    subscribeMembers: noPages,
    subscribePendingTutors: noPages,
    subscribeWaitingPupils: noPages,
    subscribeReports: noPages,
    subscribeHandledReports: noPages,
    subscribeJournal: noPages,
    async changeMember(uid, decide) {
      changed.push({ uid, ...decide(profiles[uid] ?? null) });
    },
    async resolveReport(id, decide) {
      resolved.push({ id, ...decide(reports[id] ?? null) });
    },
    async archiveReport(id, decide) {
      archived.push({ id, ...decide(reports[id] ?? null) });
    },
  };
  return { store, changed, resolved, archived };
}

const question: ReportTarget = { type: 'question', questionId: 'q1', pageId: 'EncadreurEleve' };
const reply: ReportTarget = { type: 'reponse', questionId: 'q1', replyId: 'r1', pageId: 'EncadreurEleve' };
const message: ReportTarget = { type: 'message', messageId: 'm1' };
const reports = {
  s1: reportOn('s1', question),
  s2: reportOn('s2', reply),
  s3: reportOn('s3', message),
  s4: { ...reportOn('s4', question, 'traite'), decision: 'classe' as const },
};
const profiles = { 'uid-paul': storedProfile('encadreur', 'uid-paul'), [awa.id]: storedProfile('eleve', awa.id) };

describe('governing members', () => {
  it('refuses anyone but a responsable, before anything is read', async () => {
    const { store, changed, resolved, archived } = fakeStore(profiles, reports);
    for (const viewer of [null, awa, { ...memberProfile('encadreur', 'uid-mod'), statut: 'approuve' as const }]) {
      const service = governanceUseCases(store, acting(viewer));
      const expected = viewer ? 'permission-denied' : 'auth/requires-login';
      expect(await refusal(service.approveTutor('uid-paul'))).toBe(expected);
      expect(await refusal(service.refuseTutor('uid-paul', 'Incomplet'))).toBe(expected);
      expect(await refusal(service.setSuspended(awa.id, true))).toBe(expected);
      expect(await refusal(service.correctName(awa.id, { nom: 'Ngono', prenom: 'Awa' }))).toBe(expected);
      expect(await refusal(service.resolveReport(reports.s1, 'supprimer'))).toBe(expected);
      expect(await refusal(service.archiveReport(reports.s4))).toBe(expected);
    }
    expect([changed, resolved, archived]).toEqual([[], [], []]);
  });

  it('writes each act with its journal line: the member’s name as it was, and the details', async () => {
    const { store, changed } = fakeStore(profiles, reports);
    const service = governanceUseCases(store, acting(marie));
    await service.approveTutor('uid-paul');
    await service.refuseTutor('uid-paul', '  Diplôme illisible ');
    await service.setSuspended(awa.id, true);
    await service.setSuspended(awa.id, false);
    await service.correctName(awa.id, { nom: 'Mballa', prenom: 'Awa' });
    expect(
      changed.map(({ uid, journal }) => [uid, journal.by.id, journal.action, journal.target, journal.details]),
    ).toEqual([
      ['uid-paul', marie.id, 'encadreur-approuve', { id: 'uid-paul', name: 'Paul Essomba' }, ''],
      ['uid-paul', marie.id, 'encadreur-refuse', { id: 'uid-paul', name: 'Paul Essomba' }, 'Diplôme illisible'],
      [awa.id, marie.id, 'membre-suspendu', { id: awa.id, name: 'Awa Ngono' }, ''],
      [awa.id, marie.id, 'membre-retabli', { id: awa.id, name: 'Awa Ngono' }, ''],
      [awa.id, marie.id, 'nom-corrige', { id: awa.id, name: 'Awa Ngono' }, 'Ancien nom\u00a0: Awa Ngono'],
    ]);
    expect(changed.map(({ changes }) => changes)).toEqual([
      { statut: 'approuve', motifRefus: '' },
      { statut: 'refuse', motifRefus: 'Diplôme illisible' },
      { suspendu: true },
      { suspendu: false },
      { nom: 'Mballa', prenom: 'Awa' },
    ]);
  });

  it('refuses a member who does not exist, and approving a pupil', async () => {
    const { store, changed } = fakeStore(profiles, reports);
    const service = governanceUseCases(store, acting(marie));
    expect(await refusal(service.setSuspended('uid-nobody', true))).toBe('not-found');
    expect(await refusal(service.approveTutor(awa.id))).toBe('invalid-argument');
    expect(await refusal(service.refuseTutor('uid-paul', '   '))).toBe('invalid-argument');
    expect(changed).toEqual([]);
  });
});

describe('handling reports', () => {
  it('deletes the reported item and says which in the journal, or classes the report', async () => {
    const { store, resolved } = fakeStore(profiles, reports);
    const service = governanceUseCases(store, acting(marie));
    await service.resolveReport(reports.s1, 'supprimer');
    await service.resolveReport(reports.s2, 'supprimer');
    await service.resolveReport(reports.s3, 'supprimer');
    await service.resolveReport(reports.s3, 'classer');
    const name = 'Paul Essomba';
    expect(resolved.map(({ id, remove, decision, journal }) => [id, remove, decision, journal])).toEqual([
      [
        's1',
        question,
        'supprime',
        { by: marie, action: 'question-supprimee', target: { id: 'q1', name }, details: 'spam' },
      ],
      [
        's2',
        reply,
        'supprime',
        { by: marie, action: 'reponse-supprimee', target: { id: 'q1/r1', name }, details: 'spam' },
      ],
      [
        's3',
        message,
        'supprime',
        { by: marie, action: 'message-supprime', target: { id: 'm1', name }, details: 'spam' },
      ],
      ['s3', null, 'classe', { by: marie, action: 'signalement-classe', target: { id: 's3', name }, details: 'spam' }],
    ]);
  });

  it('resolves an open report only: one gone or handled meanwhile is not-found', async () => {
    const { store, resolved } = fakeStore(profiles, reports);
    const service = governanceUseCases(store, acting(marie));
    expect(await refusal(service.resolveReport(reports.s4, 'classer'))).toBe('not-found');
    expect(await refusal(service.resolveReport(reportOn('gone', question), 'supprimer'))).toBe('not-found');
    expect(resolved).toEqual([]);
  });

  it('archives a handled report with its journal line; an open one is refused, a gone one not-found', async () => {
    const { store, archived } = fakeStore(profiles, reports);
    const service = governanceUseCases(store, acting(marie));
    expect(await refusal(service.archiveReport(reports.s1))).toBe('invalid-argument');
    expect(await refusal(service.archiveReport(reportOn('gone', question, 'traite')))).toBe('not-found');
    await service.archiveReport(reports.s4);
    expect(archived).toEqual([
      {
        id: 's4',
        by: marie,
        action: 'signalement-archive',
        target: { id: 's4', name: 'Paul Essomba' },
        details: 'spam',
      },
    ]);
  });
});
