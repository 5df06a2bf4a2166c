import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const serverCli = resolve(import.meta.dirname, '../../../apps/server/src/cli.ts');

export type Server = { url: string; close: () => void };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Serves a build of apps/web (`dist`, absolute) with the production server (apps/server: precompressed
 * assets, the prerendered /login, the headers) on a free port, so the budget never meets the journeys'
 * servers on 4173. The API roots are proxied as in production; the login page needs none of them to
 * become usable.
 */
export async function serveBuild(dist: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverCli, '--dist', dist, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const close = () => void child.kill();
  try {
    await waitFor(`${url}/login`, child);
  } catch (error) {
    close();
    throw error;
  }
  return { url, close };
}
