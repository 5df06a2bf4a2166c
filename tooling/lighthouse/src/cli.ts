/**
 * `pnpm --filter @paydeck/lighthouse lighthouse`: Lighthouse (mobile preset, median of three runs) on
 * /login of two brand builds served by apps/server, then /home's time to balances and LCP after
 * sign-in (median of nine loads). Fails when a brand's median is under performance 90 or above LCP 2 s.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { makeMeasuredBuilds } from './brand-builds.ts';
import { measuredBrands } from './cli-brands.ts';
import { auditLogin } from './login-audit.ts';
import { timeHome } from './home-timing.ts';
import { startSandbox, startWeb, stopAll } from './processes.ts';
import { failures, homeTable, loginTable } from './report.ts';

const brands = measuredBrands;
const sandboxPort = 4481;
const firstWebPort = 4482;

/** The tables also go to dist/report.txt (turbo's output), which the test command prints, cached or not. */
const report: string[] = [];
const reportFile = new URL('../dist/report.txt', import.meta.url);
rmSync(reportFile, { force: true });
const say = (text: string) => {
  console.log(text);
  report.push(text);
};

// The measured brands' builds, made now when stale (apps/web scripts/build-brands.ts): a run whose fingerprint is
// cached never needs them. Before the timing starts, so the builds do not load the machine while it measures.
makeMeasuredBuilds();

const started = performance.now();
try {
  const sandbox = await startSandbox(sandboxPort);
  const origins = await Promise.all(
    brands.map((id, i) => startWeb(`apps/web/dist-brands/${id}`, firstWebPort + i, sandbox)),
  );
  const rows = [];
  for (const [i, brand] of brands.entries()) rows.push({ brand, ...(await auditLogin(`${origins[i]}/login`, 3)) });
  say(loginTable(rows));
  const home = await timeHome(origins[0] ?? '', 9, 'anna.personal@demo.paydeck.test', 'demo-Pass-1');
  say(homeTable(home));
  say(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const problems = rows.flatMap((row) => failures(row.brand, row.median));
  if (problems.length) {
    say(problems.join('\n'));
    process.exitCode = 1;
  }
  mkdirSync(new URL('../dist', import.meta.url), { recursive: true });
  writeFileSync(reportFile, `${report.join('\n')}\n`);
} finally {
  stopAll();
}
