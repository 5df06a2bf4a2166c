import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../.storybook/preview';
import { brandIds } from '../.storybook/brands';

/**
 * Brand × width coverage of the screens: each story tagged 'screen' (a screen's main state) rendered in
 * every brand at a phone's and a desktop's width, each checked by axe (.storybook/vitest.setup.ts).
 * One test file in one browser, so the cost is the renders, not a browser and a setup per brand.
 */
setProjectAnnotations(preview);

const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** What this test needs of a composed story. */
interface ComposedScreen {
  tags: string[];
  run: () => Promise<void>;
}
type StoriesModule = Parameters<typeof composeStories>[0];
const storyFiles = import.meta.glob<StoriesModule>('../../../packages/*/src/**/*.stories.tsx', { eager: true });

for (const [file, module] of Object.entries(storyFiles)) {
  for (const brand of brandIds) {
    const composed = composeStories(module, { initialGlobals: { brand, locale: 'en' } });
    const stories = Object.entries(composed as Record<string, ComposedScreen>);
    const screens = stories.filter(([, story]) => story.tags.includes('screen'));
    if (screens.length === 0) continue;
    describe(`${file.replace('../../../packages/', '')} in ${brand}`, () => {
      for (const [name, story] of screens) {
        for (const { name: width, ...size } of widths) {
          test(`${name} at ${width} width`, async () => {
            await page.viewport(size.width, size.height);
            await story.run();
          });
        }
      }
    });
  }
}
