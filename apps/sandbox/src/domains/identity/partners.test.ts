// @vitest-environment node
import { createTestSandbox, pkcePair, type TestSandbox } from '../../test/harness.ts';

describe('sei (partner sign-in)', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  test('authorize, approve in the web app, exchange the code with the partner’s verifier', async () => {
    const { verifier, challenge } = pkcePair();
    const query = new URLSearchParams({
      client_id: 'partner',
      redirect_uri: 'https://partner.example/back',
      code_challenge: challenge,
      state: 's1',
    });
    const start = await t.request(`/auth/sei/authorize?${query}`);
    expect(start.status).toBe(302);
    const authorizationId = new URL(start.headers.get('location') ?? '', 'http://x').searchParams.get(
      'authorizationId',
    );
    expect(start.headers.get('location')).toMatch(/^\/auth\/sei\?authorizationId=/);

    const { accessToken } = await t.signIn('anna.personal');
    expect((await t.auth('POST', `/sei/authorize/${authorizationId}`, {})).status).toBe(401);
    const approved = await t.auth('POST', `/sei/authorize/${authorizationId}`, {}, accessToken);
    const back = new URL(approved.body.redirectUri);
    expect(back.origin + back.pathname).toBe('https://partner.example/back');
    expect(back.searchParams.get('state')).toBe('s1');
    const tokens = await t.auth('POST', '/token', { code: back.searchParams.get('code'), codeVerifier: verifier });
    expect(tokens.status).toBe(200);
    expect((await t.auth('POST', `/sei/authorize/${authorizationId}`, {}, accessToken)).status).toBe(404);
  });

  test('a request without a challenge or with a bad redirect is a 400', async () => {
    const response = await t.request('/auth/sei/authorize?client_id=p&redirect_uri=javascript:alert(1)');
    expect(response.status).toBe(400);
  });
});
