/**
 * The permission table's api judge: every row of the actions /api/deleteFile decides (file.delete),
 * read from the table, against api/_lib/permissions.ts over Firestore REST documents, with a case
 * it allows and the closest cases it refuses. The domain and firestore.rules run the other rows
 * (src/domain/permission-table.test.ts, tests/rules/permission-table/).
 */
import { describe, expect, it } from 'vitest';
import { ROW_LABELS } from '../../src/domain/permission-labels.js';
import { allows, GRANTS, rowKey, type Action, type RowKey } from '../../src/domain/permission-table.js';
import { profile, question } from '../_testing/firebase-fakes';
import { mayDeleteFile, type FileDeletion } from './permissions';

/** The actions this function decides: their rows are tested here. */
const API_ACTIONS: readonly Action[] = ['file.delete'];
type ApiRow = Extract<RowKey, `file.delete ${string}`>;

const AWA = 'uidAwaEleve';
const MARIE = 'uidMarieEncadreur';
const PAUL = 'uidPaulEncadreur';
const CLAIRE = 'uidClaireResponsable';
const PDF = `forum/${AWA}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf`;
const PAUL_PDF = `forum/${PAUL}/9b7c1d2e-3f4a-4e5a-8d4b-3f2a9c1e5b6c.pdf`;

const approved = profile('encadreur', { statut: 'approuve' }).fields;
const waiting = profile('encadreur', { statut: 'en-attente' }).fields;
const parentProfile = profile('parent').fields;
const awaQuestion = question(AWA, [PDF]).fields;

type Check = () => boolean;
interface Case {
  allow: Check;
  deny: Record<string, Check>;
}

const as = (uid: string, responsable = false) => ({ uid, responsable });
/** The responsable's appointment `responsables/{uid}` is there, unless a case says it is gone (issue 32). */
const deletion = (more: Partial<FileDeletion> = {}): FileDeletion => ({
  uploader: AWA,
  publicId: PDF,
  appointed: true,
  ...more,
});

const cases: Record<ApiRow, Case> = {
  'file.delete deposant': {
    allow: () => mayDeleteFile(as(AWA), deletion({ leaving: true })),
    deny: { 'un autre élève, sans question': () => mayDeleteFile(as('uidJeanEleve'), deletion()) },
  },
  'file.delete membre': {
    allow: () => mayDeleteFile(as(CLAIRE, true), deletion({ callerProfile: parentProfile, question: awaQuestion })),
    deny: {
      'sans la question': () => mayDeleteFile(as(CLAIRE, true), deletion({ callerProfile: parentProfile })),
      'fichier d’un autre que l’auteur': () =>
        mayDeleteFile(
          as(CLAIRE, true),
          deletion({ callerProfile: parentProfile, question: question('uidJeanEleve', [PDF]).fields }),
        ),
      'en train de partir': () =>
        mayDeleteFile(
          as(CLAIRE, true),
          deletion({ callerProfile: parentProfile, question: awaQuestion, leaving: true }),
        ),
      'un parent': () => mayDeleteFile(as(CLAIRE), deletion({ callerProfile: parentProfile, question: awaQuestion })),
      // Issue 32: the claim still in a token issued before `npm run responsable -- retirer`.
      'responsable retiré, son jeton encore marqué': () =>
        mayDeleteFile(
          as(CLAIRE, true),
          deletion({ callerProfile: parentProfile, question: awaQuestion, appointed: false }),
        ),
      'un encadreur en attente': () =>
        mayDeleteFile(as(PAUL), deletion({ callerProfile: waiting, question: awaQuestion })),
      'un encadreur, forum parents–encadreurs': () =>
        mayDeleteFile(
          as(MARIE),
          deletion({ callerProfile: approved, question: question(AWA, [PDF], 'ParentEncadreur').fields }),
        ),
      'un encadreur suspendu': () =>
        mayDeleteFile(
          as(MARIE),
          deletion({
            callerProfile: profile('encadreur', { statut: 'approuve', suspendu: true }).fields,
            question: awaQuestion,
          }),
        ),
      'fichier absent de la question': () =>
        mayDeleteFile(as(MARIE), deletion({ callerProfile: approved, question: question(AWA, []).fields })),
      // Issue 32: another tutor's (or a responsable's) PDF, attached to their own question.
      'un encadreur, question d’un encadreur': () =>
        mayDeleteFile(
          as(MARIE),
          deletion({
            uploader: PAUL,
            publicId: PAUL_PDF,
            callerProfile: approved,
            question: question(PAUL, [PAUL_PDF], 'EncadreurEleve', 'encadreur').fields,
          }),
        ),
    },
  },
};

describe('the permission table, as /api/deleteFile reads it', () => {
  it('lets whoever may delete a question delete the files its author attached to it, for every role (question.delete)', () => {
    const callers = {
      élève: { caller: as('uidJeanEleve'), profile: profile('eleve').fields },
      parent: { caller: as('uidMereParent'), profile: parentProfile },
      'encadreur en attente': { caller: as(PAUL), profile: waiting },
      'encadreur validé': { caller: as(MARIE), profile: approved },
      responsable: { caller: as(CLAIRE, true), profile: parentProfile },
    };
    for (const [name, { caller, profile: callerProfile }] of Object.entries(callers)) {
      for (const pageId of ['EncadreurEleve', 'ParentEncadreur']) {
        for (const role of ['eleve', 'parent', 'encadreur']) {
          const asked = question(AWA, [PDF], pageId, role).fields;
          const mayDeleteQuestion = allows('question.delete', {
            member: true,
            responsable: caller.responsable,
            approvedTutor: callerProfile === approved,
            forum: pageId,
            targetRole: role,
          });
          expect(
            mayDeleteFile(caller, deletion({ callerProfile, question: asked })),
            `${name}, question d’un ${role} dans ${pageId}`,
          ).toBe(mayDeleteQuestion);
        }
      }
    }
  });

  const rows = GRANTS.filter((grant) => API_ACTIONS.includes(grant.action));

  it('has rows to judge', () => expect(rows.length).toBeGreaterThan(0));

  it.each(rows.map((grant) => [rowKey(grant), ROW_LABELS[rowKey(grant)]] as const))('%s — %s', (key) => {
    const found = (cases as Partial<Record<string, Case>>)[key];
    if (!found)
      throw new Error(`La ligne « ${key} » n’a pas de cas dans api/_lib/permissions.test.ts : ajoutez-en un.`);
    expect(found.allow(), 'cas permis').toBe(true);
    for (const [name, deny] of Object.entries(found.deny)) expect(deny(), `cas refusé : ${name}`).toBe(false);
  });
});
