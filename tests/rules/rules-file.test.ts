/**
 * What can be checked of firestore.rules without an emulator: the values it mirrors from the code
 * are the code's, and its brackets are balanced. This suite always runs; the rules' behaviour is
 * tested by the emulator suites beside it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { newMessageFields } from '@/domain/new-records';
import { PROFILE_FIELDS } from '@/domain/records';
import { ROLES } from '@/backend/types';
import { storedProfile } from '../setup/people';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
/** The rules without comments or string contents. */
const code = rules.replace(/\/\/.*$/gm, '').replace(/'[^'\n]*'/g, "''");

/** The body of `function name(…) { … }`, up to its closing brace. */
function functionBody(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `function ${name} in firestore.rules`).toBeGreaterThanOrEqual(0);
  const open = rules.indexOf('{', start);
  let depth = 0;
  for (let i = open; i < rules.length; i += 1) {
    if (rules[i] === '{') depth += 1;
    if (rules[i] === '}' && (depth -= 1) === 0) return rules.slice(open + 1, i);
  }
  throw new Error(`function ${name} is not closed`);
}

/** Every string list `[...]` in a piece of rules, as arrays of strings. */
function stringLists(source: string): string[][] {
  return [...source.matchAll(/\[([^\]]*)\]/g)].map(([, items]) =>
    [...items!.matchAll(/'([^']*)'/g)].map(([, item]) => item!),
  );
}

describe('firestore.rules, as a file', () => {
  it('balances its braces and parentheses', () => {
    for (const [open, close] of [
      ['{', '}'],
      ['(', ')'],
      ['[', ']'],
    ] as const) {
      let depth = 0;
      for (const char of code) {
        if (char === open) depth += 1;
        if (char === close) depth -= 1;
        expect(depth, `${open}${close} closed before opened`).toBeGreaterThanOrEqual(0);
      }
      expect(depth, `${open}${close} balanced`).toBe(0);
    }
  });

  it('lists exactly the fields the client writes in a message', () => {
    const written = Object.keys({
      ...newMessageFields(storedProfile('eleve', 'uid-awa'), 'uid-paul', 'Bonjour'),
      date: 'serverTimestamp()',
    }).sort();
    const lists = stringLists(functionBody('validMessage'));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect([...list].sort()).toEqual(written);
  });

  it('mirrors MESSAGE_MAX_LENGTH for the text of a message', () => {
    expect(functionBody('validMessage')).toContain(`filled(data.text, ${MESSAGE_MAX_LENGTH})`);
  });

  it('lists each role’s profile fields as PROFILE_FIELDS does', () => {
    const inRules = stringLists(functionBody('profileKeys')).map((list) => [...list].sort().join(' '));
    const inCode = ROLES.map((role) => ['id', 'email', 'role', ...PROFILE_FIELDS[role]].sort().join(' '));
    expect(inRules.sort()).toEqual(inCode.sort());
  });
});
