/**
 * The permission table's api judge: every row of the actions /api/deleteFile decides (file.delete),
 * read from the table, against api/_lib/permissions.ts over Firestore REST documents, with a case
 * it allows and the closest cases it refuses. The domain and firestore.rules run the other rows
 * (src/domain/permission-table.test.ts, tests/rules/permission-table/).
 */
import { describe, expect, it } from 'vitest';
import { ROW_LABELS } from '../../src/domain/permission-labels.js';
import { GRANTS, rowKey, type Action, type RowKey } from '../../src/domain/permission-table.js';
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
const deletion = (more: Partial<FileDeletion> = {}): FileDeletion => ({ uploader: AWA, publicId: PDF, ...more });

const cases: Record<ApiRow, Case> = {
  'file.delete deposant': {
    allow: () => mayDeleteFile(as(AWA), deletion({ leaving: true })),
    deny: { 'un autre élève, sans question': () => mayDeleteFile(as('uidJeanEleve'), deletion()) },
  },
  'file.delete responsable': {
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
    },
  },
  'file.delete encadreur-valide': {
    allow: () => mayDeleteFile(as(MARIE), deletion({ callerProfile: approved, question: awaQuestion })),
    deny: {
      'en attente': () => mayDeleteFile(as(PAUL), deletion({ callerProfile: waiting, question: awaQuestion })),
      'forum parents–encadreurs': () =>
        mayDeleteFile(
          as(MARIE),
          deletion({ callerProfile: approved, question: question(AWA, [PDF], 'ParentEncadreur').fields }),
        ),
      suspendu: () =>
        mayDeleteFile(
          as(MARIE),
          deletion({
            callerProfile: profile('encadreur', { statut: 'approuve', suspendu: true }).fields,
            question: awaQuestion,
          }),
        ),
      'fichier absent de la question': () =>
        mayDeleteFile(as(MARIE), deletion({ callerProfile: approved, question: question(AWA, []).fields })),
    },
  },
};

describe('the permission table, as /api/deleteFile reads it', () => {
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
