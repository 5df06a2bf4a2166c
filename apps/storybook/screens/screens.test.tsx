import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../.storybook/preview';
import { blockingViolations, brandDependentRules, markCheckedByTest } from '../.storybook/accessibility';
import { applyBrandToDocument, brandIds } from '../.storybook/brands';
import { overflowProblems } from '../.storybook/overflow-run';
import { storyViewport } from '../.storybook/viewport';

/**
 * Brand × width coverage of the screens: each story tagged 'screen' (a screen's main state) rendered at a
 * phone's and a desktop's width, and checked by axe in every brand. A brand is only its theme on <html>
 * (.storybook/brands.ts): the story renders and plays once per width, then each brand's theme is applied to
 * that same page and checked. (Rendering it again for each brand built the same DOM six times: about half
 * of a package's story CPU.) One test file in one browser, so the cost is the renders, not a browser per brand.
 */
setProjectAnnotations(preview);

const widths = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** The brand each screen renders and plays in; the others are applied to the rendered page. */
const renderedBrand = brandIds[0];

/** What this test needs of a composed story. */
interface ComposedScreen {
  tags: string[];
  run: () => Promise<void>;
}

/** Colour transitions off while brands switch, so axe reads each brand's colours, not a frame between two. */
function withoutTransitions(): () => void {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(style);
  return () => style.remove();
}

/**
 * Applies each brand's theme to the rendered page in turn; the violations of each, labelled by brand. Every
 * rule in the brand the story rendered in, the rules a theme can change in the others (brandDependentRules).
 */
async function violationsInEveryBrand(): Promise<string[]> {
  markCheckedByTest();
  const restore = withoutTransitions();
  try {
    const found: string[] = [];
    for (const brand of brandIds) {
      applyBrandToDocument(brand);
      const rules = brand === renderedBrand ? undefined : brandDependentRules;
      for (const violation of await blockingViolations(rules)) found.push(`${brand}: ${violation}`);
    }
    return found;
  } finally {
    restore();
  }
}

type StoriesModule = Parameters<typeof composeStories>[0];
// Imported lazily, so a run scoped to one package (scripts/test-stories.ts) loads only that package's stories.
const storyFiles = import.meta.glob<StoriesModule>('../../../packages/*/src/**/*.stories.tsx');
const inScope = (file: string) =>
  __STORIES_PACKAGES__.length === 0 ||
  __STORIES_PACKAGES__.some((name) => file.startsWith(`../../../packages/${name}/`));
const modules = await Promise.all(
  Object.entries(storyFiles)
    .filter(([file]) => inScope(file))
    .map(async ([file, load]) => [file, await load()] as const),
);

// The other story files run in this same page after this one (vitest.config.ts): they get their usual size back.
afterAll(() => page.viewport(storyViewport.width, storyViewport.height));

let screenCount = 0;
for (const [file, module] of modules) {
  const composed = composeStories(module, { initialGlobals: { brand: renderedBrand, locale: 'en' } });
  const screens = Object.entries(composed as Record<string, ComposedScreen>).filter(([, story]) =>
    story.tags.includes('screen'),
  );
  if (screens.length === 0) continue;
  screenCount += screens.length;
  describe(file.replace('../../../packages/', ''), () => {
    for (const [name, story] of screens) {
      for (const [index, { name: width, ...size }] of widths.entries()) {
        test(`${name} at ${width} width in every brand`, async () => {
          await page.viewport(size.width, size.height);
          await story.run();
          expect(await violationsInEveryBrand()).toEqual([]);
          // Once per screen, in the brand it rendered in: the check lays the screen out at each of its widths itself.
          if (renderedBrand) applyBrandToDocument(renderedBrand);
          if (index === 0) expect(await overflowProblems()).toEqual([]);
        });
      }
    }
  });
}
// A package with stories but no screen among them (ui's parts) still gives this file a test to report.
const scopeName = __STORIES_PACKAGES__.join(', ') || 'any package';
// biome-ignore lint/suspicious/noSkippedTests: it reports that the scope has no screen; there is nothing to run
if (screenCount === 0) test.skip(`no story tagged 'screen' in ${scopeName}`, () => {});
