import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nativeEsmProblems } from './native-esm';

/** Every function Vercel deploys: api/*.ts but the tests (names starting with « _ » are not functions). */
const FUNCTIONS = readdirSync(new URL('..', import.meta.url))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('_'))
  .map((name) => `api/${name}`);

describe('the functions as Vercel runs them (each file compiled alone, loaded as native ESM)', () => {
  it.each(FUNCTIONS)('%s imports only what Node resolves', (entry) => {
    expect(nativeEsmProblems(entry)).toEqual([]);
  });

  it('tells the imports Node refuses from those it takes, type imports being erased', () => {
    const folder = mkdtempSync(join(tmpdir(), 'native-esm-'));
    try {
      writeFileSync(join(folder, 'b.ts'), 'export const b = 1;');
      writeFileSync(join(folder, 'c.ts'), "import { d } from '@/domain/limits';\nexport const c = d;");
      writeFileSync(
        join(folder, 'entry.ts'),
        [
          "import { createHash } from 'node:crypto';",
          "import { SignJWT } from 'jose';",
          "import type { Absent } from './absent';",
          "import { b } from './b.js';",
          "import { c } from './c';",
          'export { b, c, createHash, SignJWT };',
        ].join('\n'),
      );
      expect(nativeEsmProblems(join(folder, 'entry.ts'))).toEqual([
        expect.stringMatching(/c\.ts → '@\/domain\/limits'$/),
        expect.stringMatching(/entry\.ts → '\.\/c'$/),
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
