import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * firestore.indexes.json, read against the queries the Firebase adapter really makes.
 * Firestore indexes every field of every document unless told not to; each index entry is written
 * at every write and counts in the stored size. The long texts (a message, a question, its replies
 * and attachments, a report's excerpt, a journal's details) are never filtered nor sorted on, so
 * they are exempted ("indexes": []). The composite indexes are exactly the ones the queries need.
 */

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
interface IndexesJson {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
}

const indexes = JSON.parse(
  readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as IndexesJson;
const adapterDir = new URL('../../src/backend/firebase/', import.meta.url);
const adapterSource = readdirSync(adapterDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(new URL(name, adapterDir), 'utf8'))
  .join('\n');

/** Every field name the adapter filters or sorts on: where('x', …), orderBy('x', …). */
const queriedFields = new Set(
  [...adapterSource.matchAll(/\b(?:where|orderBy)\(\s*'([^']+)'/g)].map((match) => match[1]!),
);

describe('firestore.indexes.json', () => {
  it('exempts the long texts and the replies array from indexing', () => {
    const exempted = indexes.fieldOverrides.filter((override) => override.indexes.length === 0);
    expect(exempted.map((override) => `${override.collectionGroup}.${override.fieldPath}`)).toEqual(
      expect.arrayContaining(['messages.text', 'questions.question', 'questions.replies', 'questions.attachments']),
    );
  });

  it('never exempts a field a query filters or sorts on', () => {
    for (const override of indexes.fieldOverrides) {
      expect(queriedFields.has(override.fieldPath), `${override.collectionGroup}.${override.fieldPath}`).toBe(false);
    }
  });

  it('has composite indexes on queried fields only', () => {
    for (const index of indexes.indexes) {
      for (const field of index.fields) expect(queriedFields, field.fieldPath).toContain(field.fieldPath);
    }
  });
});
