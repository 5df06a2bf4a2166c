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
// Imported lazily, so a run scoped to one package (scripts/test-stories.ts) loads only that package's stories.
const storyFiles = import.meta.glob<StoriesModule>('../../../packages/*/src/**/*.stories.tsx');
const inScope = (file: string) =>
  __STORIES_PACKAGE__ === '' || file.startsWith(`../../../packages/${__STORIES_PACKAGE__}/`);
const modules = await Promise.all(
  Object.entries(storyFiles)
    .filter(([file]) => inScope(file))
    .map(async ([file, load]) => [file, await load()] as const),
);

let screenCount = 0;
for (const [file, module] of modules) {
  for (const brand of brandIds) {
    const composed = composeStories(module, { initialGlobals: { brand, locale: 'en' } });
    const stories = Object.entries(composed as Record<string, ComposedScreen>);
    const screens = stories.filter(([, story]) => story.tags.includes('screen'));
    if (screens.length === 0) continue;
    screenCount += screens.length;
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
// A package with stories but no screen among them (ui's parts) still gives this file a test to report.
// biome-ignore lint/suspicious/noSkippedTests: it reports that the scope has no screen; there is nothing to run
if (screenCount === 0) test.skip(`no story tagged 'screen' in ${__STORIES_PACKAGE__ || 'any package'}`, () => {});
