import { mkdirSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Moves the build's source maps (`sourcemap: 'hidden'`) from `assets/` to `.vite/sourcemaps/`, beside the
 * manifest: tooling/budget reads them, and no server serves a dot-folder. Done after writing, because Vite
 * fixes a chunk's map (after adding its preload list) only where Rolldown put it, `<chunk>.map`.
 */
export function hiddenSourceMaps(): Plugin {
  return {
    name: 'paydeck-hidden-sourcemaps',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      const target = join(dir, '.vite/sourcemaps');
      mkdirSync(target, { recursive: true });
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        renameSync(join(dir, file), join(target, basename(file)));
      }
    },
  };
}
