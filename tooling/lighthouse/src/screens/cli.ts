/**
 * `pnpm bench:screens` (or `pnpm --filter @paydeck/lighthouse screens`): how long each main screen takes to be ready
 * after sign-in, on the production build (apps/web/dist, made beforehand) served by apps/server with its own sandbox.
 * Options: `--runs 3`, `--people anna.personal,lina.limited`, `--screens home,profile`, `--waterfall` (the requests
 * of each screen's last run, from the browser's resource timing), `--probe` (what each screen shows, to write a
 * screen's readiness rule), `--dist <folder>` (another build, to compare). See README.md, "Screens ready".
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '@paydeck/browser';
import { median } from '../report.ts';
import { type Person, people, type Screen } from './screens.ts';
import { startSandbox, startWeb, stopAll, stopOnExit } from './servers.ts';
import { type ScreenTimes, screensTable, slowScreens } from './table.ts';
import { describePage, landed, navigateByLoad, navigateInApp, prepare, watchFromNextClick } from './watch.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    people: { type: 'string' },
    screens: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
    probe: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const runs = Number(options.runs);
const chosen = (list: string | undefined) => (list ? new Set(list.split(',')) : null);
const whoChosen = chosen(options.people);
const screensChosen = chosen(options.screens);
const SCREEN_TIMEOUT_MS = 30_000;
/** Sign-in's deferred loads (login history, news, support: 5000 ms after sign-in, identity spec 4.2) are done. */
const AFTER_SIGN_IN_MS = 6000;
const sandboxPort = 4471;
const webPort = 4472;

const say = (text: string) => console.log(text);

/**
 * Signs in (and chooses the company): the screen the person lands on is timed from the last click, in the app. Then
 * waits past sign-in's deferred loads.
 */
async function signIn(page: Page, origin: string, person: Person, last: boolean): Promise<number> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`${person.name}@demo.paydeck.test`);
  await page.getByLabel('Password').fill('demo-Pass-1');
  if (!person.company) await watchFromNextClick(page, person.landsOn);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (person.company) {
    const choose = page.getByRole('button', { name: `Choose ${person.company}` });
    await choose.waitFor({ timeout: SCREEN_TIMEOUT_MS });
    await watchFromNextClick(page, person.landsOn);
    await choose.click();
  }
  const { ready, resources } = await landed(page, SCREEN_TIMEOUT_MS);
  if (options.waterfall && last) waterfall(`${person.name} ${person.landsOn.name} (sign-in)`, resources, ready);
  await page.waitForTimeout(AFTER_SIGN_IN_MS);
  return ready;
}

function waterfall(label: string, resources: [number, number, string][], ready: number) {
  say(`\n${label}: ready at ${Math.round(ready)} ms`);
  for (const [start, end, name] of resources) say(`  ${String(start).padStart(5)}–${String(end).padEnd(5)} ${name}`);
}

/** One person's screens, in the app then by full loads; each run in a new browser context (cold cache, new session). */
async function timePerson(page: Page, origin: string, person: Person, last: boolean, times: Map<string, ScreenTimes>) {
  const screens = person.screens.filter((screen) => !screensChosen || screensChosen.has(screen.name));
  const row = (screen: Screen) => {
    const key = `${person.name}\u0000${screen.name}`;
    const found = times.get(key) ?? { person: person.name, screen: screen.name, inApp: [], load: [] };
    times.set(key, found);
    return found;
  };
  const firstScreen = await signIn(page, origin, person, last);
  if (screens.includes(person.landsOn)) row(person.landsOn).inApp.push(firstScreen);
  for (const mode of ['inApp', 'load'] as const) {
    // a full load fetches everything again: the first visit after a release (the in-app pass has cached the chunks)
    if (mode === 'load')
      await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    for (const screen of screens) {
      // in the app, the landing screen was timed from the sign-in click
      if (mode === 'inApp' && screen === person.landsOn) continue;
      try {
        const result =
          mode === 'inApp'
            ? await navigateInApp(page, screen, SCREEN_TIMEOUT_MS)
            : await navigateByLoad(page, origin, screen, SCREEN_TIMEOUT_MS);
        row(screen)[mode].push(result.ready);
        if (options.waterfall && last)
          waterfall(`${person.name} ${screen.name} (${mode})`, result.resources, result.ready);
      } catch (error) {
        row(screen)[mode].push(Number.NaN);
        say(
          `${person.name} ${screen.name} (${mode}): not ready in ${SCREEN_TIMEOUT_MS} ms (${(error as Error).message.split('\n')[0]})`,
        );
      }
      if (options.probe) say(`${person.name} ${screen.name} (${mode}): ${await describePage(page)}`);
    }
  }
}

function machine(): string {
  const cores = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    if (execSync('git status --porcelain', { encoding: 'utf8' }).trim()) commit += ' + uncommitted changes';
  } catch {}
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cores.length} × ${cores[0]?.model ?? 'CPU'}, load average ${load}, commit ${commit}`;
}

stopOnExit();
const before = machine();
const started = performance.now();
try {
  const sandbox = await startSandbox(sandboxPort);
  const origin = await startWeb(webPort, sandbox, options.dist ? resolve(options.dist) : undefined);
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const times = new Map<string, ScreenTimes>();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const person of people.filter((p) => !whoChosen || whoChosen.has(p.name))) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
        const page = await context.newPage();
        await prepare(page);
        await timePerson(page, origin, person, run === runs, times);
        await context.close();
      }
      say(`run ${run} of ${runs} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await browser.close();
  }
  const rows = [...times.values()];
  say(`\nScreens ready after sign-in, median of ${runs} runs (production build, Chromium 1280×800, en)`);
  say(`started ${before}`);
  say(
    `ended with load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
  );
  say(screensTable(rows));
  const slow = slowScreens(rows);
  say(slow.length ? `\nover 1 s: ${slow.join(', ')}` : '\nevery screen within 1 s');
  say(
    `(${((performance.now() - started) / 1000).toFixed(0)} s; median of all in-app times ${Math.round(median(rows.flatMap((r) => r.inApp).filter((x) => !Number.isNaN(x))))} ms)`,
  );
} finally {
  stopAll();
}
