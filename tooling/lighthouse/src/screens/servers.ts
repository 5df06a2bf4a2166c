import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const running: ChildProcess[] = [];

/** Each server in its own process group, so that stopping it stops pnpm's children too. */
function start(args: string[], env: Record<string, string>) {
  const child = spawn('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  running.push(child);
}

async function waitFor(url: string, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * The sandbox as the journeys start it (e2e/support/servers.ts): a fresh in-memory database with the demo people,
 * cheap password hashing (sign-in is not what is timed), apps/server named as the trusted proxy.
 */
export async function startSandbox(port: number): Promise<string> {
  start(['--filter', '@paydeck/sandbox', 'run', 'start'], {
    SANDBOX_DATA_DIR: 'memory://',
    SANDBOX_SCRYPT_LOG_N: '12',
    SANDBOX_TRUSTED_PROXIES: '127.0.0.1',
    PORT: String(port),
  });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return `http://127.0.0.1:${port}`;
}

/** apps/server over a production build, apps/web/dist by default (made beforehand: this script builds nothing). */
export async function startWeb(port: number, sandbox: string, dist = `${repoRoot}apps/web/dist`): Promise<string> {
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(`No build in ${dist}: run \`pnpm exec turbo run build --filter=@paydeck/web\` first`);
  }
  start(['--filter', '@paydeck/server', 'start', '--dist', dist, '--port', String(port)], { SANDBOX_URL: sandbox });
  await waitFor(`http://127.0.0.1:${port}/login`);
  return `http://127.0.0.1:${port}`;
}

export function stopAll() {
  for (const child of running.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Stops the servers however this process ends (Ctrl+C, a closed pipe, an error). */
export function stopOnExit() {
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGPIPE'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(1);
    });
  }
  process.stdout.on('error', () => {
    stopAll();
    process.exit(1);
  });
}
