/**
 * Writes .measured/code.txt: the fingerprint of what Lighthouse measures (measured-files.ts), read from the
 * default brand's build (apps/web/dist). The other measured brand's build is made from the same code and its own
 * brands/<id>/ folder (apps/web scripts/build-brands.ts), which the task's inputs hold. The turbo task `lighthouse`
 * is hashed from this file instead of from every package the build holds, so a change to a screen Lighthouse does
 * not load does not rerun it, and builds no brand. The test command runs this after the app's build.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fingerprint } from './measured-files.ts';

const out = new URL('../.measured/', import.meta.url);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const text = fingerprint(new URL('../../../apps/web/dist', import.meta.url).pathname);
writeFileSync(new URL('code.txt', out), text);
console.log(`lighthouse inputs: ${text.split('\n').length - 1} files of apps/web/dist`);
