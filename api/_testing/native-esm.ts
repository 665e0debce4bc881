/*
 * What Vercel runs of a function: each TypeScript file it reaches compiled alone into an ES module,
 * its import paths left as written, then loaded by Node's own ESM loader (docs/decisions/0005).
 * Node takes a relative path only with its extension, and knows no `@/` alias: a file reached
 * through such an import crashes the function as it loads, while Vite, Vitest and tsc, which
 * resolve both, see nothing wrong. This walks a function's graph of runtime imports (an
 * `import type` is erased) and lists each that Node would refuse.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

const isPackage = (specifier: string): boolean => {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return true;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return !specifier.startsWith('@/') && existsSync(join(ROOT, 'node_modules', name, 'package.json'));
};

/** « src/domain/news.ts → './conversations' » for every import Node's ESM loader would refuse. */
export function nativeEsmProblems(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const stack = [resolve(ROOT, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        if (!isPackage(specifier)) problems.push(`${relative(ROOT, file)} → '${specifier}'`);
        continue;
      }
      // Followed as Vite would resolve it, so that one refused import does not hide those behind it.
      const base = specifier.startsWith('@/')
        ? join(ROOT, 'src', specifier.slice(2))
        : resolve(dirname(file), specifier);
      const candidates = base.endsWith('.js') ? [`${base.slice(0, -3)}.ts`] : [`${base}.ts`, join(base, 'index.ts')];
      const target = candidates.find((candidate) => existsSync(candidate));
      if (!specifier.startsWith('.') || !specifier.endsWith('.js') || !target) {
        problems.push(`${relative(ROOT, file)} → '${specifier}'`);
      }
      if (target) stack.push(target);
    }
  }
  return problems.sort();
}
