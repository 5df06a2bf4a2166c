import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { forwardWebSockets } from './proxy.ts';
import { contentSecurityPolicy } from '@paydeck/web/csp.ts';

const phone = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
const asset = `export const big = ${JSON.stringify('paydeck '.repeat(500))};`;
let dist: string;
let upstream: Server;
let server: ReturnType<typeof serve>;
let base: string;
let upstreamUrl: string;
const seen: { url?: string; method?: string; body?: string; host?: string; forwardedFor?: string | undefined } = {};

function write(path: string, text: string, compressed = false) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
  if (compressed) {
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  }
}

const listen = (s: Server) =>
  new Promise<number>((ok) => s.listen(0, '127.0.0.1', () => ok((s.address() as AddressInfo).port)));

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'paydeck-server-'));
  write('index.html', '<!doctype html><div id="root"></div>', true);
  write('assets/framework-Bq3xY_9a.js', asset, true);
  write('react-aria-pressable.css', '.x{}');
  write('.vite/manifest.json', '{}');
  write(
    'prerender/pages.json',
    JSON.stringify({
      defaultLocale: 'en',
      locales: ['en', 'ro'],
      routes: ['/login', '/scp-mobile'],
      phoneRoutes: { '/login': '/scp-mobile' },
    }),
  );
  write('prerender/en/scp-mobile.html', '<p>Use the app</p>', true);
  write('prerender/en/login.html', '<p>Sign in</p>', true);
  write('prerender/ro/login.html', '<p>Autentificare</p>', true);
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const forwardedFor = req.headers['x-forwarded-for'];
      Object.assign(seen, {
        url: req.url,
        method: req.method,
        body,
        host: req.headers['x-forwarded-host'],
        forwardedFor,
      });
      if (req.url?.startsWith('/auth/sei/authorize?')) {
        res.writeHead(302, { Location: '/auth/sei?authorizationId=a-1' });
        res.end();
        return;
      }
      // A file download says how it may be kept; other answers say nothing (apps/server adds no-store).
      const caching = req.url?.startsWith('/api/files/') ? { 'Cache-Control': 'private, max-age=60' } : {};
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'sid=1; HttpOnly', ...caching });
      res.end('{"ok":true}');
    });
  });
  upstream.on('upgrade', (req, socket) => {
    Object.assign(seen, { url: req.url, forwardedFor: req.headers['x-forwarded-for'] });
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  const upstreamPort = await listen(upstream);
  upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const app = createApp({ dist, upstream: upstreamUrl });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  forwardWebSockets(server, upstreamUrl);
  await new Promise((ok) => server.once('listening', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'Accept-Encoding': 'identity', ...headers } });

describe('the production server', () => {
  it('sends a hashed asset compressed by the client’s Accept-Encoding and cached for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(`${base}/assets/framework-Bq3xY_9a.js`, { headers: { 'Accept-Encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await res.text()).toBe(asset); // fetch decodes br and gzip
    }
  });

  it('sends HTML to be revalidated, with the strict CSP, nosniff and the referrer policy', async () => {
    const res = await get('/some/app/address');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when a TLS-terminating proxy says the request came over https', async () => {
    const res = await get('/login', { 'X-Forwarded-Proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    ['/login', {}, 'Sign in'],
    ['/login/', {}, 'Sign in'],
    ['/login?lang=ro', {}, 'Autentificare'],
    ['/login', { Cookie: 'paydeck.locale=ro' }, 'Autentificare'],
    ['/login?lang=en', { Cookie: 'paydeck.locale=ro' }, 'Sign in'],
    ['/login', { Cookie: 'paydeck.locale=ru' }, 'Sign in'], // not offered: the default
    ['/login?redirect=%2Fhome', {}, '<div id="root">'], // other search: the app draws it
    ['/home', {}, '<div id="root">'],
    ['/auth/sei?authorizationId=a-1', {}, '<div id="root">'], // a page of the app under the /auth root
    ['/login', { 'User-Agent': phone }, 'Use the app'], // the app sends a phone there
    ['/scp-mobile', {}, 'Use the app'],
  ])('answers %s (%o) with the right page', async (path, headers, text) => {
    const res = await get(path, headers);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(text);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie, User-Agent');
  });

  it('never serves the build’s bookkeeping nor the app for a missing asset', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/assets/gone-12345678.js')).status).toBe(404);
  });

  it('serves unhashed public files revalidated', async () => {
    const res = await get('/react-aria-pressable.css');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('forwards the API roots to the sandbox with method, query, body and cookies', async () => {
    const res = await fetch(`${base}/api/?method=login`, { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('set-cookie')).toBe('sid=1; HttpOnly');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(seen).toMatchObject({ url: '/api/?method=login', method: 'POST', body: '{"a":1}' });
    expect(seen.host).toBe(new URL(base).host);
  });

  it('passes a redirect of the sandbox to the browser instead of following it', async () => {
    const res = await fetch(`${base}/auth/sei/authorize?client_id=partner`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/sei?authorizationId=a-1');
  });

  it('answers 502 when the sandbox is down', async () => {
    const app = createApp({ dist, upstream: 'http://127.0.0.1:9' });
    const res = await app.request('/auth/token', { method: 'POST' });
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sets X-Forwarded-For to the socket’s address, never the one the browser sent', async () => {
    for (const headers of [{}, { 'X-Forwarded-For': '203.0.113.9' }, { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' }]) {
      seen.forwardedFor = 'unset';
      await fetch(`${base}/api?method=clientIpInfo`, { method: 'POST', headers, body: '{}' });
      expect(seen.forwardedFor).toBe('127.0.0.1');
    }
  });

  it('sets X-Forwarded-For on the realtime channel’s upgrade too', async () => {
    seen.forwardedFor = 'unset';
    await new Promise<void>((done) => {
      const upgrade = request(`${base}/ws`, {
        headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'X-Forwarded-For': '203.0.113.9' },
      });
      upgrade.on('response', (res) => res.resume().on('end', done));
      upgrade.on('error', () => done());
      upgrade.end();
    });
    expect(seen).toMatchObject({ url: '/ws', forwardedFor: '127.0.0.1' });
  });

  it.each([
    ['POST', '/api?method=balanceInquiry'],
    ['POST', '/auth/token'],
    ['POST', '/device-api/login'],
    ['GET', '/contracts/contracts'],
    ['GET', '/helpdesk/tickets'],
    ['GET', '/auth/sei/authorize?client_id=partner'],
  ])('%s %s is answered with Cache-Control: no-store', async (method, path) => {
    const res = await fetch(base + path, { method, redirect: 'manual' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the caching a file download of the sandbox set itself', async () => {
    const res = await fetch(`${base}/api/files/a-link`);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it.each(['/__sandbox/inbox', '/__sandbox/messages?to=anna', '/__sandbox'])(
    '%s is not forwarded by default (production): 404, the sandbox never asked',
    async (path) => {
      seen.url = 'unset';
      const res = await fetch(base + path, { headers: { 'x-sandbox-secret': 's' } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
      expect(seen.url).toBe('unset');
    },
  );

  it('forwards /__sandbox with the development flag (npm start, the journeys)', async () => {
    const app = createApp({ dist, upstream: upstreamUrl, sandboxControls: true });
    const res = await app.request('/__sandbox/messages?to=anna', { headers: { 'x-sandbox-secret': 's' } });
    expect(res.status).toBe(200);
    expect(seen.url).toBe('/__sandbox/messages?to=anna');
  });
});
