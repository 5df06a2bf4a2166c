// `pnpm bench`: starts the sandbox on a loopback port with a fresh database, signs anna in, and
// runs autocannon against customerInfo and balanceInquiry (10 s each, 10 connections).
// PGlite always (a temporary data folder, like the default); PostgreSQL too when DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const methods = ['customerInfo', 'balanceInquiry'];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', './src/resolve-workspace.ts', 'src/server.ts'], {
    env: { ...process.env, ...env, PORT: String(port), SANDBOX_CONTROL: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(`  server: ${chunk}`);
      if (chunk.toString().includes('"listening"')) resolve();
    });
  });
  return { base, child };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client: 'spa',
      username: 'anna.personal@demo.paydeck.test',
      password: 'demo-Pass-1',
      codeChallenge: 'x'.repeat(43),
    }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.accessToken;
}

async function run(label: string, env: Record<string, string>) {
  const { base, child } = await startServer(env);
  try {
    const token = await signIn(base);
    for (const method of methods) {
      const result = await autocannon({
        url: `${base}/api?method=${method}`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      console.log(
        JSON.stringify({
          db: label,
          method,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        }),
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'paydeck-bench-'));
try {
  // The default: read-only answers cached until the next write; then every call reaching the database.
  await run('pglite', { SANDBOX_DATA_DIR: join(dir, 'pgdata'), DATABASE_URL: '' });
  await run('pglite, no answer cache', {
    SANDBOX_DATA_DIR: join(dir, 'pgdata'),
    DATABASE_URL: '',
    SANDBOX_ANSWER_CACHE: '0',
  });
  if (process.env.DATABASE_URL) {
    await run('postgres', { DATABASE_URL: process.env.DATABASE_URL });
    await run('postgres, no answer cache', { DATABASE_URL: process.env.DATABASE_URL, SANDBOX_ANSWER_CACHE: '0' });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
