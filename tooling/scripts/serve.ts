/**
 * Starts the sandbox API (with demo data and the inbox) and the production build of the web app,
 * waits until both answer, then prints where to go and who can sign in. Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';

const webUrl = 'http://127.0.0.1:4173';
const sandboxUrl = 'http://127.0.0.1:8787';
const children: ChildProcess[] = [];

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn('pnpm', args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) stop(code);
  });
  children.push(child);
}

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

async function waitFor(url: string, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const hasSandbox = existsSync('apps/sandbox/package.json');
// The sandbox controls (the inbox lists every code sent) need a secret: the one given, or one made now.
const controlSecret = process.env.SANDBOX_CONTROL_SECRET || randomBytes(18).toString('base64url');
if (hasSandbox)
  run(['--filter', '@paydeck/sandbox', 'run', 'start'], {
    SANDBOX_CONTROL: '1',
    SANDBOX_CONTROL_SECRET: controlSecret,
    // apps/server, on this machine, says who the client is (X-Forwarded-For): login history, the IP allow-list.
    SANDBOX_TRUSTED_PROXIES: '127.0.0.1',
  });
// The production server (apps/server): compressed, cached assets, the security headers, the public pages
// prerendered per language, the API roots forwarded to the sandbox; here also its controls (the inbox), which
// a production server never forwards.
run(['--filter', '@paydeck/server', 'start', '--dist', 'apps/web/dist', '--port', '4173'], {
  FORWARD_SANDBOX_CONTROLS: '1',
});

if (hasSandbox) await waitFor(`${sandboxUrl}/health`);
await waitFor(`${webUrl}/login`);

const people = [
  ['anna.personal', 'personal customer, simple sign-in, EUR and USD accounts, cards'],
  ['pavel.push', 'push second factor (approve in the inbox)'],
  ['sofia.sms', 'SMS code (read it in the inbox)'],
  ['otto.otp', 'one-time code (read it in the inbox)'],
  ['uma.unverified', 'unverified: identity missing, phone unconfirmed'],
  ['lina.limited', 'limited account with limit reasons'],
  ['boris.business', 'business owner with two related companies'],
  ['erin.employee', "authorised user of Boris's company (access right 3)"],
  ['ulla.uploads', "authorised user of Boris's company (access right 5): the company documents only"],
  ['adam.admin', 'admin'],
  ['dora.direct', 'direct sign-in (code + PKCE)'],
  ['vera.device', 'new-device approval (e-mail in the inbox)'],
  ['cleo.cards', 'a card in every status (activate the shipped one: last four 7788)'],
];
console.log(`
  Paydeck is running: ${webUrl}
  Sandbox inbox (SMS codes, e-mails, push approvals): ${webUrl}/__sandbox/inbox
    the browser asks for a password: ${controlSecret} (any user name)

  Demo people (password demo-Pass-1):
${people.map(([name, what]) => `    ${`${name}@demo.paydeck.test`.padEnd(34)} ${what}`).join('\n')}

  Ctrl+C stops everything.
`);
