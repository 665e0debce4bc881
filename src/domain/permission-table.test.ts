/**
 * The permission table's first judge: the domain (src/domain/permissions.ts), which the screens
 * and the adapters ask. Every row of the table, read from it, is run with a case it allows and the
 * closest cases it refuses. The same rows run against firestore.rules
 * (tests/rules/permission-table/) and against /api/deleteFile's judge (api/_lib/permissions.test.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '@/domain/permissions';
import { asked, PDF, viewers } from '@tests/setup/viewers';
import { ATTACHMENT_FORUM } from './forums';
import { ROW_LABELS } from './permission-labels';
import {
  ACTIONS,
  allows,
  GRANTS,
  mayEver,
  rowKey,
  TUTOR_PUPIL_FORUM,
  type Facts,
  type RowKey,
} from './permission-table';
import {
  canDeleteMessage,
  canDeleteQuestion,
  canDeleteReply,
  canChangeSeance,
  canEditQuestion,
  canFollow,
  canFollowSubjects,
  canJoinSeance,
  canLeaveSeance,
  canMark,
  canPost,
  canPublishSeance,
  canRemoveAttachment,
  canReport,
  canSeeParticipants,
  holdsPower,
} from './permissions';

const { pupil, otherPupil, suspendedPupil, parent, pendingTutor, tutor, responsable } = viewers;

const lastPdfOnly = (by: Viewer) => asked(by, { question: ' ', attachments: [PDF] });

/** A check of one judge: true when it allows. */
type Check = () => boolean;
/** A row's case: what it allows, and the closest situations it refuses, each named. */
interface Case {
  allow: Check;
  deny: Record<string, Check>;
}

/** Facts as the table reads them, for the powers no domain function asks (the use cases read the table). */
const table =
  (action: keyof typeof ACTIONS, facts: Partial<Facts>): Check =>
  () =>
    allows(action, facts);
const RESPONSABLE: Partial<Facts> = { member: true, responsable: true };
const MEMBER: Partial<Facts> = { member: true };
const TUTOR: Partial<Facts> = { member: true, approvedTutor: true };

/** Every row's case: a row added to the table without one does not compile, and fails below. */
const cases: Record<RowKey, Case> = {
  'question.ask membre': {
    allow: () => canPost(pupil),
    deny: { suspendu: () => canPost(suspendedPupil), visiteur: () => canPost(null) },
  },
  'question.edit auteur': {
    allow: () => canEditQuestion(pupil, asked(pupil)),
    deny: {
      'auteur suspendu': () => canEditQuestion(suspendedPupil, asked(suspendedPupil)),
      'un autre': () => canEditQuestion(otherPupil, asked(pupil)),
      responsable: () => canEditQuestion(responsable, asked(pupil)),
    },
  },
  'question.delete auteur': {
    allow: () => canDeleteQuestion(suspendedPupil, asked(suspendedPupil)),
    deny: { 'un autre élève': () => canDeleteQuestion(otherPupil, asked(pupil)) },
  },
  'question.delete responsable': {
    allow: () => canDeleteQuestion(responsable, asked(tutor, { pageId: 'ParentEncadreur' })),
    deny: { 'un parent': () => canDeleteQuestion(parent, asked(tutor, { pageId: 'ParentEncadreur' })) },
  },
  'question.delete encadreur-valide': {
    allow: () => canDeleteQuestion(tutor, asked(pupil)),
    deny: {
      'en attente': () => canDeleteQuestion(pendingTutor, asked(pupil)),
      'forum parents–encadreurs': () => canDeleteQuestion(tutor, asked(pupil, { pageId: 'ParentEncadreur' })),
      'question d’un parent': () => canDeleteQuestion(tutor, asked(parent)),
    },
  },
  'question.resolve auteur': {
    allow: () => canMark(pupil, 'resolue', asked(pupil)),
    deny: {
      'auteur suspendu': () => canMark(suspendedPupil, 'resolue', asked(suspendedPupil)),
      'un encadreur validé': () => canMark(tutor, 'resolue', asked(pupil)),
      visiteur: () => canMark(null, 'resolue', asked(pupil)),
    },
  },
  'question.follow membre': {
    allow: () => canFollow(suspendedPupil),
    deny: { visiteur: () => canFollow(null) },
  },
  'subject.follow encadreur-valide': {
    allow: () => canFollowSubjects(tutor),
    deny: {
      'en attente': () => canFollowSubjects(pendingTutor),
      'un élève': () => canFollowSubjects(pupil),
      suspendu: () => canFollowSubjects(viewers.suspendedTutor),
    },
  },
  'question.resolve responsable': {
    allow: () => canMark(responsable, 'resolue', asked(parent, { pageId: 'ParentEncadreur' })),
    deny: { 'un autre parent': () => canMark(parent, 'resolue', asked(pupil)) },
  },
  'attachment.remove auteur': {
    allow: () => canRemoveAttachment(pupil, asked(pupil)),
    deny: {
      'dernier PDF sans texte': () => canRemoveAttachment(pupil, lastPdfOnly(pupil)),
      'un autre élève': () => canRemoveAttachment(otherPupil, asked(pupil)),
    },
  },
  'attachment.remove responsable': {
    allow: () => canRemoveAttachment(responsable, asked(pupil, { pageId: 'ParentEncadreur' })),
    deny: {
      'dernier PDF sans texte': () => canRemoveAttachment(responsable, lastPdfOnly(pupil)),
      'un parent': () => canRemoveAttachment(parent, asked(pupil)),
    },
  },
  'attachment.remove encadreur-valide': {
    allow: () => canRemoveAttachment(tutor, asked(otherPupil)),
    deny: {
      'en attente': () => canRemoveAttachment(pendingTutor, asked(pupil)),
      'forum parents–encadreurs': () => canRemoveAttachment(tutor, asked(parent, { pageId: 'ParentEncadreur' })),
      'dernier PDF sans texte': () => canRemoveAttachment(tutor, lastPdfOnly(pupil)),
    },
  },
  'reply.post visiteur': {
    allow: table('reply.post', {}),
    deny: { 'membre suspendu': table('reply.post', { member: true, suspended: true }) },
  },
  'reply.post membre': {
    allow: table('reply.post', MEMBER),
    deny: { suspendu: table('reply.post', { ...MEMBER, suspended: true }) },
  },
  'reply.delete auteur': {
    allow: () => canDeleteReply(pupil, { userId: pupil.id }),
    deny: {
      'un encadreur validé': () => canDeleteReply(tutor, { userId: pupil.id }),
      'réponse anonyme': () => canDeleteReply(pupil, { userId: null }),
    },
  },
  'reply.delete responsable': {
    allow: () => canDeleteReply(responsable, { userId: null }),
    deny: { 'un membre': () => canDeleteReply(otherPupil, { userId: null }) },
  },
  'file.delete deposant': {
    allow: table('file.delete', { uploader: true, suspended: true, leaving: true }),
    deny: { 'un autre membre': table('file.delete', { ...MEMBER, fileOfQuestion: true }) },
  },
  'file.delete membre': {
    allow: table('file.delete', { ...RESPONSABLE, fileOfQuestion: true }),
    deny: {
      'fichier d’un autre': table('file.delete', RESPONSABLE),
      'en train de partir': table('file.delete', { ...RESPONSABLE, fileOfQuestion: true, leaving: true }),
      'un encadreur, forum parents–encadreurs': table('file.delete', {
        ...TUTOR,
        fileOfQuestion: true,
        forum: 'ParentEncadreur',
        targetRole: 'eleve',
      }),
      'un encadreur en attente': table('file.delete', {
        ...MEMBER,
        fileOfQuestion: true,
        forum: TUTOR_PUPIL_FORUM,
        targetRole: 'eleve',
      }),
      // Issue 32: a responsable's or another tutor's PDF, attached to their own question.
      'un encadreur, question d’un encadreur': table('file.delete', {
        ...TUTOR,
        fileOfQuestion: true,
        forum: TUTOR_PUPIL_FORUM,
        targetRole: 'encadreur',
      }),
    },
  },
  'message.send membre': {
    allow: table('message.send', { ...MEMBER, emailVerified: true, recipientReachable: true }),
    deny: {
      'adresse non confirmée': table('message.send', { ...MEMBER, recipientReachable: true }),
      'destinataire suspendu': table('message.send', { ...MEMBER, emailVerified: true }),
      'expéditeur suspendu': table('message.send', {
        ...MEMBER,
        suspended: true,
        emailVerified: true,
        recipientReachable: true,
      }),
    },
  },
  'message.delete destinataire': {
    allow: () => canDeleteMessage(suspendedPupil, { to: suspendedPupil.id }),
    deny: { 'son expéditeur': () => canDeleteMessage(pupil, { to: tutor.id }) },
  },
  'message.delete responsable': {
    allow: table('message.delete', { ...RESPONSABLE, reportedMessage: true }),
    deny: {
      'depuis la boîte d’un autre': () => canDeleteMessage(responsable, { to: tutor.id }),
      'un encadreur validé': table('message.delete', { ...TUTOR, reportedMessage: true }),
    },
  },
  'report.send membre': {
    allow: () => canReport(pupil, tutor.id),
    deny: {
      'sa propre question': () => canReport(pupil, pupil.id),
      suspendu: () => canReport(suspendedPupil, tutor.id),
      visiteur: () => canReport(null, tutor.id),
    },
  },
  'report.send destinataire': {
    allow: table('report.send', { ...MEMBER, recipient: true }),
    deny: { 'un autre membre': table('report.send', MEMBER) },
  },
  'report.read responsable': {
    allow: table('report.read', RESPONSABLE),
    deny: { 'un encadreur validé': table('report.read', TUTOR) },
  },
  'report.handle responsable': {
    allow: table('report.handle', { ...RESPONSABLE, reportStatus: 'ouvert' }),
    deny: {
      'déjà traité': table('report.handle', { ...RESPONSABLE, reportStatus: 'traite' }),
      'un encadreur validé': table('report.handle', { ...TUTOR, reportStatus: 'ouvert' }),
    },
  },
  'report.archive responsable': {
    allow: table('report.archive', { ...RESPONSABLE, reportStatus: 'traite' }),
    deny: { 'encore ouvert': table('report.archive', { ...RESPONSABLE, reportStatus: 'ouvert' }) },
  },
  'tutor.vet responsable': {
    allow: table('tutor.vet', { ...RESPONSABLE, targetTutor: true }),
    deny: {
      'un élève': table('tutor.vet', RESPONSABLE),
      'un encadreur validé': table('tutor.vet', { ...TUTOR, targetTutor: true }),
    },
  },
  'member.read responsable': {
    allow: table('member.read', RESPONSABLE),
    deny: { 'un encadreur validé': table('member.read', TUTOR) },
  },
  'member.suspend responsable': {
    allow: table('member.suspend', RESPONSABLE),
    deny: { 'un encadreur validé': table('member.suspend', TUTOR) },
  },
  'member.rename responsable': {
    allow: table('member.rename', RESPONSABLE),
    deny: { 'un encadreur validé': table('member.rename', TUTOR) },
  },
  'pupil.authorise responsable': {
    allow: table('pupil.authorise', RESPONSABLE),
    deny: { 'un encadreur validé': table('pupil.authorise', TUTOR) },
  },
  'seance.publish responsable': {
    allow: () => canPublishSeance(responsable),
    deny: { 'un encadreur validé': () => canPublishSeance(tutor) },
  },
  'seance.change responsable': {
    allow: () => canChangeSeance(responsable, seance(), NOW),
    deny: {
      passée: () => canChangeSeance(responsable, past, NOW),
      'déjà annulée': () => canChangeSeance(responsable, seance({ annulee: true }), NOW),
      'un parent': () => canChangeSeance(parent, seance(), NOW),
    },
  },
  'seance.join eleve-ou-parent': {
    allow: () => canJoinSeance(pupil, seance(), NOW) && canJoinSeance(parent, seance(), NOW),
    deny: {
      complète: () => canJoinSeance(pupil, seance({ participants: 2 }), NOW),
      annulée: () => canJoinSeance(pupil, seance({ annulee: true }), NOW),
      passée: () => canJoinSeance(pupil, past, NOW),
      suspendu: () => canJoinSeance(suspendedPupil, seance(), NOW),
      'un encadreur en attente': () => canJoinSeance(pendingTutor, seance(), NOW),
      visiteur: () => canJoinSeance(null, seance(), NOW),
    },
  },
  'seance.join encadreur-valide': {
    allow: () => canJoinSeance(tutor, seance({ participants: 2 }), NOW),
    deny: { annulée: () => canJoinSeance(tutor, seance({ annulee: true }), NOW) },
  },
  'seance.leave membre': {
    allow: () => canLeaveSeance(suspendedPupil, seance(), NOW),
    deny: {
      visiteur: () => canLeaveSeance(null, seance(), NOW),
      annulée: () => canLeaveSeance(pupil, seance({ annulee: true }), NOW),
      passée: () => canLeaveSeance(pupil, seance({ fin: new Date('2020-12-05T11:00:00Z') }), NOW),
    },
  },
  'seance.participants.read responsable': {
    allow: () => canSeeParticipants(responsable),
    deny: { 'un encadreur validé': () => canSeeParticipants(tutor), 'un élève': () => canSeeParticipants(pupil) },
  },
  'journal.read responsable': {
    allow: table('journal.read', RESPONSABLE),
    deny: { 'en train de partir': table('journal.read', { ...RESPONSABLE, leaving: true }) },
  },
};

const NOW = new Date('2026-12-01T08:00:00Z');
const seance = (more: Partial<Parameters<typeof canJoinSeance>[1]> = {}) => ({
  annulee: false,
  fin: new Date('2026-12-05T11:00:00Z'),
  capacite: 2,
  participants: 1,
  ...more,
});
const past = seance({ fin: new Date('2026-11-28T11:00:00Z') });

describe('the permission table, as the domain reads it', () => {
  it.each(GRANTS.map((grant) => [rowKey(grant), ROW_LABELS[rowKey(grant)]] as const))('%s — %s', (key) => {
    const found = (cases as Partial<Record<string, Case>>)[key];
    if (!found) throw new Error(`La ligne « ${key} » n’a pas de cas dans permission-table.test.ts : ajoutez-en un.`);
    expect(found.allow(), 'cas permis').toBe(true);
    expect(Object.keys(found.deny).length, 'au moins un cas refusé').toBeGreaterThan(0);
    for (const [name, deny] of Object.entries(found.deny)) expect(deny(), `cas refusé : ${name}`).toBe(false);
  });

  it('names each row once, and grants every action somewhere', () => {
    const keys = GRANTS.map(rowKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const action of Object.keys(ACTIONS))
      expect(
        GRANTS.some((grant) => grant.action === action),
        action,
      ).toBe(true);
  });

  it('lets whoever deletes a question delete the files its author attached to it, nobody else: the two rows agree for every role', () => {
    const people: Record<string, Partial<Facts>> = {
      visiteur: {},
      élève: { ...MEMBER, role: 'eleve' },
      parent: { ...MEMBER, role: 'parent' },
      'encadreur en attente': { ...MEMBER, role: 'encadreur' },
      'encadreur validé': { ...TUTOR, role: 'encadreur' },
      'encadreur validé suspendu': { ...TUTOR, role: 'encadreur', suspended: true },
      responsable: { ...RESPONSABLE, role: 'parent' },
      'responsable en train de partir': { ...RESPONSABLE, role: 'parent', leaving: true },
    };
    for (const [who, facts] of Object.entries(people)) {
      for (const forum of [TUTOR_PUPIL_FORUM, 'ParentEncadreur']) {
        for (const targetRole of ['eleve', 'parent', 'encadreur']) {
          const around = { ...facts, forum, targetRole };
          expect(
            allows('file.delete', { ...around, fileOfQuestion: true }),
            `${who}, question d’un ${targetRole} dans ${forum}`,
          ).toBe(allows('question.delete', around));
        }
      }
    }
  });

  it('refuses what no row grants', () => {
    expect(allows('journal.read', { member: true, approvedTutor: true })).toBe(false);
    expect(allows('question.ask', {})).toBe(false);
  });

  it('says who may ever hold a power before its target is read: the people of its rows, whatever the circumstances', () => {
    // tutor.vet needs a tutor's account: a responsable may ever vet, nobody else.
    expect(mayEver('tutor.vet', { member: true, responsable: true })).toBe(true);
    expect(allows('tutor.vet', { member: true, responsable: true })).toBe(false);
    expect(mayEver('tutor.vet', { member: true, approvedTutor: true })).toBe(false);
    expect(mayEver('report.archive', { member: true, responsable: true, leaving: true })).toBe(false);
    // The preconditions still hold: a suspended member never asks.
    expect(mayEver('question.ask', { member: true, suspended: true })).toBe(false);
    expect(holdsPower(responsable, 'member.suspend')).toBe(true);
    expect(holdsPower(tutor, 'member.suspend')).toBe(false);
    expect(holdsPower(null, 'report.handle')).toBe(false);
  });

  it('names the forum forums.ts names, and imports nothing (api/ imports it alone)', () => {
    expect(TUTOR_PUPIL_FORUM).toBe(ATTACHMENT_FORUM);
    const source = readFileSync(fileURLToPath(new URL('./permission-table.ts', import.meta.url)), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
  });
});
