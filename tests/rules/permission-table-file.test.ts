/**
 * firestore.rules cannot import the permission table: each rule that grants a power names the rows
 * it implements in a comment (« permission-table: question.delete »). Without an emulator, this
 * checks that every action the rules judge is named there; the emulator suite
 * (permission-table.rules.test.ts) checks what the rules do.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action } from '@/domain/permission-table';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
/** The comments naming rows, joined. */
const named = [...rules.matchAll(/\/\/\s*permission-table:(.*)$/gm)].map((match) => match[1]).join(' ');

/** Not Firestore writes: /api/deleteFile decides them (api/_lib/permissions.ts). */
const NOT_IN_RULES: readonly Action[] = ['file.delete'];

describe('firestore.rules — the permission table named', () => {
  it.each(Object.keys(ACTIONS).filter((action) => !NOT_IN_RULES.includes(action as Action)))(
    'names %s at the rule that implements it',
    (action) => {
      expect(named).toMatch(new RegExp(`(^|[\\s,(])${action.replaceAll('.', '\\.')}\\b`));
    },
  );

  it('names no action the table does not have', () => {
    const mentioned = named.match(/\b[a-z]+(?:\.[a-z]+)+\b/g) ?? [];
    for (const action of mentioned) expect(Object.keys(ACTIONS), action).toContain(action);
  });
});
