import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { linguiTransformCache, withTransformCache } from './transform-cache.ts';

/** Absolute path of the workspace's single Lingui config. */
export const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Lingui for every Vite-based tool (the app, vitest, Storybook): the macros through Babel inside
 * Rolldown, and `import('./locales/xx.po')` compiled on the fly. The config path is passed
 * explicitly because the macro plugin otherwise searches from process.cwd(). Babel's output is kept on disk
 * (transform-cache.ts): the app's and brands' builds, unit tests and stories transform the same files alike.
 */
export function linguiPlugins(): PluginOption[] {
  const linguiConfig = getConfig({ configPath: linguiConfigPath });
  return [
    withTransformCache(
      babel({ presets: [linguiTransformerBabelPreset({ linguiConfig }, { configPath: linguiConfigPath })] }),
      linguiTransformCache(linguiConfigPath),
    ),
    lingui({ configPath: linguiConfigPath }),
  ];
}
