// @vitest-environment node
// Attacks on the uploads and the reviewer, over real HTTP against the running app: oversized bodies
// refused before they are read (declared or streamed), files judged by their bytes whatever their name
// and declared type, parts a method does not take, no session, and the reviewer's controls.
import { request as httpRequest } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { createTestSandbox, TEST_CONTROL_SECRET, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';
import { users } from '../customer/tables.ts';
import { kycFiles, uploadedDocuments } from './tables.ts';
import { files, uploadForm } from './test-support.ts';

/**
 * Sends a body of `total` bytes in 64 KB pieces, at most `pause` bytes of it, until the server answers;
 * reports what was sent by then.
 */
function pushBody(url: string, token: string, total: number, declareLength: boolean, pause = total) {
  return new Promise<{ status: number; sentBeforeAnswer: number; body: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = {
      authorization: `Bearer ${token}`,
      'content-type': 'multipart/form-data; boundary=x',
    };
    if (declareLength) headers['content-length'] = total;
    const req = httpRequest(url, { method: 'POST', headers });
    let sent = 0;
    let answered = false;
    const piece = Buffer.alloc(64 * 1024, 0x41);
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, sentBeforeAnswer, body });
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const write = () => {
      while (!answered && sent < Math.min(total, pause)) {
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', () => setImmediate(write));
      }
      if (!answered && sent >= total) req.end();
    };
    write();
  });
}

describe('attacks on uploads', () => {
  let t: TestSandbox;
  let base: string;
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    base = await t.listen();
    token = (await t.signIn('uma.unverified')).accessToken;
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.login, loginOf('uma.unverified')));
    customerId = user?.customerId ?? 0;
  });
  afterAll(() => t.close());

  const stored = async () => [
    (await t.db.select({ n: count() }).from(kycFiles).where(eq(kycFiles.customerId, customerId)))[0]?.n,
    (await t.db.select({ n: count() }).from(uploadedDocuments).where(eq(uploadedDocuments.customerId, customerId)))[0]
      ?.n,
  ];
  const identity = {
    typeId: 1,
    number: 'X123',
    countryCode: 'GB',
    issuedDate: '2024-01-01',
    expiresDate: '2034-01-01',
  };
  const post = async (method: string, body: FormData | string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/api?method=${method}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, never> };
  };

  test('a declared 30 MB body is refused (413, VF on the file) before it is sent, let alone buffered', async () => {
    const before = await stored();
    // Only the first 64 KB are sent: the answer comes from the declared length alone.
    const answer = await pushBody(`${base}/api?method=identityDocumentCreate`, token, 30_000_000, true, 64 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.sentBeforeAnswer).toBe(64 * 1024);
    expect(JSON.parse(answer.body)).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'front', description: 'must be at most 10,000,000 bytes' }],
    });
    expect(await stored()).toEqual(before);
  });

  test('a streamed 30 MB body without a length is cut off at the limit of its files, not read to its end', async () => {
    const answer = await pushBody(`${base}/api?method=customerLimitReasonDocumentUpload`, token, 30_000_000, false);
    expect(answer.status).toBe(413);
    expect(answer.sentBeforeAnswer).toBeLessThan(30_000_000); // refused after one file's 10 MB and its framing
  });

  test.each([
    ['a Windows executable named passport.jpg, declared image/jpeg', files.renamedExe()],
    [
      'HTML declared as a PDF',
      new File(['<html><script>alert(1)</script></html>'], 'scan.pdf', { type: 'application/pdf' }),
    ],
    [
      'an SVG declared as a PNG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'scan.png', { type: 'image/png' }),
    ],
  ])('%s is refused by its bytes; nothing is stored', async (_, file) => {
    const before = await stored();
    const answer = await post('identityDocumentCreate', uploadForm(identity, { front: file }));
    expect(answer.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'front', description: 'must be a JPEG, PNG or PDF file' }],
    });
    expect(await stored()).toEqual(before);
  });

  test('parts a method does not take, two files for one part, and files to a method without files', async () => {
    const before = await stored();
    const extra = uploadForm(identity, { front: files.jpeg(), script: files.jpeg() });
    expect((await post('identityDocumentCreate', extra)).body.validationErrors).toEqual([
      { param: 'script', description: 'is not a file part of this method' },
    ]);
    const twice = uploadForm(identity, { front: files.jpeg() });
    twice.append('front', files.png());
    expect((await post('identityDocumentCreate', twice)).body.validationErrors).toEqual([
      { param: 'front', description: 'must be one file' },
    ]);
    const toJsonMethod = await post(
      'phoneAdd',
      uploadForm({ phoneCountryCode: '44', phone: '7700900999' }, { file: files.jpeg() }),
    );
    expect(toJsonMethod.body.validationErrors).toEqual([{ param: 'body', description: 'must be a JSON object' }]);
    expect(await stored()).toEqual(before);
  });

  test('the raised limit is only for multipart uploads to methods that take files', async () => {
    const filler = JSON.stringify({ ...identity, filler: 'x'.repeat(1_200_000) });
    const json = await fetch(`${base}/api?method=identityDocumentCreate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: filler,
    });
    expect(json.status).toBe(413);
    const form = await post('customerInfo', uploadForm({}, { file: files.jpeg(3_000_000) }));
    expect(form.status).toBe(413);
    const big = await post('identityDocumentCreate', uploadForm(identity, { front: files.jpeg(9_000_000) }));
    expect(big.body.responseCode).toBe('00');
  });

  test('no session: 401 and nothing stored', async () => {
    const before = await stored();
    const answer = await fetch(`${base}/api?method=identityDocumentCreate`, {
      method: 'POST',
      body: uploadForm(identity, { front: files.jpeg() }),
    });
    expect(answer.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  test('the reviewer: no secret 401, another origin 403, an unknown document 404', async () => {
    const path = '/__sandbox/kyc/documents/1/review';
    const json = { 'content-type': 'application/json' };
    const action = JSON.stringify({ action: 'confirm' });
    expect((await fetch(`${base}/__sandbox/kyc/documents`)).status).toBe(401);
    expect((await fetch(`${base}${path}`, { method: 'POST', headers: json, body: action })).status).toBe(401);
    const secret = { 'x-sandbox-secret': TEST_CONTROL_SECRET };
    const foreign = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...secret, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'action=confirm',
    });
    expect(foreign.status).toBe(403);
    const unknown = await fetch(`${base}/__sandbox/kyc/documents/999999/review`, {
      method: 'POST',
      headers: { ...secret, ...json },
      body: action,
    });
    expect(unknown.status).toBe(404);
  });
});
