/**
 * The sandbox's tests and typecheck are hashed by turbo from the files named in apps/sandbox/turbo.json, not
 * from every package it depends on (a change to a card screen must not rerun the sandbox's tests). This fails
 * (exit 1) when the sandbox's imports reach a file of another package that those inputs do not name, so the
 * narrow hash can never hide a change the sandbox reads. Run from the root: `node tooling/lint/sandbox-inputs.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, matchesGlob, relative, resolve } from 'node:path';
import { importClosure, type WorkspacePackage } from './src/import-closure.ts';

const root = resolve(import.meta.dirname, '../..');
const sandboxSrc = join(root, 'apps/sandbox/src');

const packages: WorkspacePackage[] = ['apps', 'packages', 'tooling']
  .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name)))
  .filter((dir) => statSync(join(dir, 'package.json'), { throwIfNoEntry: false }))
  .map((dir) => {
    const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return { name: json.name, dir, exports: json.exports };
  });

const turbo = JSON.parse(readFileSync(join(root, 'apps/sandbox/turbo.json'), 'utf8'));
const problems: string[] = [];
for (const task of ['test', 'typecheck']) {
  const globs: string[] = (turbo.tasks[task]?.inputs ?? [])
    .filter((input: string) => input.startsWith('$TURBO_ROOT$/'))
    .map((input: string) => input.slice('$TURBO_ROOT$/'.length));
  const starts = (readdirSync(sandboxSrc, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(sandboxSrc, file));
  for (const file of importClosure(starts, packages)) {
    const path = relative(root, file);
    if (path.startsWith('apps/sandbox/')) continue;
    if (!globs.some((glob) => matchesGlob(path, glob))) problems.push(`${task}: ${path}`);
  }
}
if (problems.length > 0) {
  console.error('The sandbox imports files its turbo inputs (apps/sandbox/turbo.json) do not name:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('sandbox inputs: every file the sandbox imports from other packages is named by its turbo inputs');
