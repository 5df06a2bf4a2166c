/**
 * Writes .measured/<brand>.txt: the fingerprint of what Lighthouse measures in each brand's build
 * (measured-files.ts). The turbo task `lighthouse` is hashed from these files instead of from every package
 * the build holds, so a change to a screen Lighthouse does not load does not rerun it. The test command runs
 * this after the brand builds, before `turbo run lighthouse`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fingerprint } from './measured-files.ts';
import { measuredBrands } from './cli-brands.ts';

const out = new URL('../.measured/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const id of measuredBrands) {
  const text = fingerprint(new URL(`../../../apps/web/dist-brands/${id}`, import.meta.url).pathname);
  writeFileSync(new URL(`${id}.txt`, out), text);
  console.log(`lighthouse inputs: ${id}, ${text.split('\n').length - 1} files`);
}
