import { type Browser, chromium } from 'playwright-core';

export type { Browser, Page } from 'playwright-core';
import { chromiumLaunchOptions } from './index.ts';

/** Debian's Chromium, headless, through playwright-core: for tools that drive a browser outside a test runner. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}
