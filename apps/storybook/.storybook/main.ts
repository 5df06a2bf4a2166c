import type { StorybookConfig } from '@storybook/react-vite';

// Stories live next to the components, in the packages that own them. One package's `test:stories`
// (scripts/test-stories.ts) sets STORIES_PACKAGE to cover only that package's; otherwise every package's.
const storiesPackage = process.env.STORIES_PACKAGE || '*';

const config: StorybookConfig = {
  stories: [`../../../packages/${storiesPackage}/src/**/*.stories.@(ts|tsx)`],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
