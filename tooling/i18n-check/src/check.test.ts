import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(fixture: string) {
  const dir = `fixtures/${fixture}`;
  return spawnSync(process.execPath, ['check.ts', '--catalogs', dir, '--source', `${dir}/en.po`], {
    cwd: root,
    encoding: 'utf8',
  });
}

test('a catalog with a missing translation fails and names it', () => {
  const result = run('missing');
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^missing\s+es\s+"Page not found"$/m);
  expect(result.stderr).toContain('1 problem(s)');
});

test('complete catalogs pass', () => {
  const result = run('complete');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('2 messages, complete in en es pt ro ru uk');
});

test('a folder of .po files that is no catalog of the config fails (its messages would never load)', () => {
  const result = run('stray');
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/^unknown-catalog .*fixtures\/stray\/old: not a catalog/m);
});
