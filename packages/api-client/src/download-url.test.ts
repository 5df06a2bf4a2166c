// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DownloadUrlSchema, isDownloadUrl } from './download-url.ts';

const token = 'eyJrIjoic3RhdGVtZW50In0.Zm9v-Yg_1';
const page = 'https://app.paydeck.test';

describe('isDownloadUrl: only links to the API files area are followed', () => {
  test.each<[string, string, string]>([
    ['a same-origin link (the sandbox)', `/api/files/${token}`, '/api'],
    ['a link with a query', `/api/files/${token}?inline=1`, '/api'],
    [
      'an absolute link on an absolute API root',
      `https://api.paydeck.test/v1/files/${token}`,
      'https://api.paydeck.test/v1',
    ],
    ['an absolute link on the page origin with a relative root', `${page}/api/files/${token}`, '/api'],
    ['a root given with a trailing slash', `/api/files/${token}`, '/api/'],
  ])('accepts %s', (_case, url, root) => {
    expect(isDownloadUrl(url, root, page)).toBe(true);
  });

  test.each<[string, unknown, string]>([
    ['protocol-relative (starts with "/")', `//evil.example/api/files/${token}`, '/api'],
    ['a backslash host', `/\\evil.example/api/files/${token}`, '/api'],
    ['another origin', `https://evil.example/api/files/${token}`, '/api'],
    ['the page origin for an absolute API root', `/v1/files/${token}`, 'https://api.paydeck.test/v1'],
    ['another API path', '/api?method=transfer', '/api'],
    ['the token service', '/auth/logout', '/api'],
    ['the files area without a token', '/api/files/', '/api'],
    ['a path under the token', `/api/files/${token}/more`, '/api'],
    ['dot segments leaving the area', `/api/files/../../auth/logout`, '/api'],
    ['dot segments staying inside', `/api/files/./${token}`, '/api'],
    ['an encoded dot segment', `/api/files/%2e%2e/x`, '/api'],
    ['an encoded slash', `/api/files/a%2Fb`, '/api'],
    ['a double-encoded slash', `/api/files/a%252Fb`, '/api'],
    ['a relative reference', `api/files/${token}`, '/api'],
    ['a javascript URL', 'javascript:alert(1)//api/files/x', '/api'],
    ['a data URL', 'data:text/html,<script>1</script>', '/api'],
    ['credentials in the URL', `https://user:pw@api.paydeck.test/v1/files/${token}`, 'https://api.paydeck.test/v1'],
    ['a fragment', `/api/files/${token}#x`, '/api'],
    ['whitespace', `/api/files/ ${token}`, '/api'],
    ['a tab browsers drop', `/\t/evil.example/api/files/${token}`, '/api'],
    ['a prefix that only looks alike', `/api/filesystem/${token}`, '/api'],
    ['an empty string', '', '/api'],
    ['not a string', 42, '/api'],
  ])('refuses %s', (_case, url, root) => {
    expect(isDownloadUrl(url, root, page)).toBe(false);
  });
});

test('DownloadUrlSchema makes an answer with a foreign link malformed', () => {
  const Answer = v.object({ url: DownloadUrlSchema });
  expect(v.safeParse(Answer, { url: `/api/files/${token}` }).success).toBe(true);
  expect(v.safeParse(Answer, { url: `//evil.example/x` }).success).toBe(false);
  expect(v.safeParse(Answer, { url: '/.//evil.example' }).success).toBe(false);
});
