import type { StorybookConfig } from '@storybook/react-vite';
import { storiesPackagesGlob } from '../stories-scope.ts';

// Stories live next to the components, in the packages that own them. One package's `test:stories`
// (scripts/test-stories.ts) sets STORIES_PACKAGE to cover only that package's (stories-scope.ts); otherwise
// every package's.

const config: StorybookConfig = {
  stories: [`../../../packages/${storiesPackagesGlob}/src/**/*.stories.@(ts|tsx)`],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
