import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const running: ChildProcess[] = [];

function start(args: string[], env: Record<string, string>) {
  const child = spawn('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  running.push(child);
  return child;
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

/** The sandbox with a fresh in-memory database and the demo people, as the journeys start it. */
export async function startSandbox(port: number): Promise<string> {
  start(['--filter', '@paydeck/sandbox', 'run', 'start'], { SANDBOX_DATA_DIR: 'memory://', PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return `http://127.0.0.1:${port}`;
}

/** apps/server over a build folder of apps/web (relative to the repository). */
export async function startWeb(dist: string, port: number, sandbox: string): Promise<string> {
  start(['--filter', '@paydeck/server', 'start', '--dist', `${repoRoot}${dist}`, '--port', String(port)], {
    SANDBOX_URL: sandbox,
  });
  await waitFor(`http://127.0.0.1:${port}/login`);
  return `http://127.0.0.1:${port}`;
}

export function stopAll() {
  for (const child of running) child.kill('SIGTERM');
}
