// @vitest-environment node
// A company user's own phone: the code goes by SMS to the new number, bound to the PKCE challenge; the
// confirmation makes it the phone of the user's row; who is refused.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { northwindOf } from '../../api/access-test-support.ts';
import { createTestSandbox, pkcePair, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';
import { representatives } from '../customer/tables.ts';
import { lastCode } from '../kyc/test-support.ts';
import { representativeDetails } from './tables.ts';

describe('a company user’s own phone', () => {
  let t: TestSandbox;
  let northwind: number;
  let erin: string;
  const call = (method: string, body: Record<string, unknown>, token?: string) =>
    t.call(method, { fromCustomerId: northwind, ...body }, { token, key: randomUUID() }).then((answer) => answer.body);
  const erinsPhone = async () => {
    const [row] = await t.db
      .select({ countryCode: representativeDetails.phoneCountryCode, phone: representativeDetails.phone })
      .from(representativeDetails)
      .innerJoin(representatives, eq(representatives.id, representativeDetails.representativeId))
      .where(eq(representatives.email, loginOf('erin.employee')));
    return row;
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    northwind = await northwindOf(t);
    erin = (await t.signIn('erin.employee')).accessToken;
  });
  afterAll(() => t.close());

  test('update sends a code to the new number; confirm with the verifier makes it erin’s phone', async () => {
    const { verifier, challenge } = pkcePair();
    const sent = await call(
      'businessUserPhoneUpdate',
      { phoneCountryCode: '+44', phone: '7700 900123', codeChallenge: challenge },
      erin,
    );
    expect(sent).toEqual({ responseCode: '00', maskedPhone: expect.stringMatching(/^\+44.*123$/) });
    const code = await lastCode(t, '+447700900123', 'sms');
    expect(
      (await call('businessUserPhoneConfirm', { code, codeVerifier: pkcePair().verifier }, erin)).validationErrors,
    ).toEqual([{ param: 'codeVerifier', description: 'does not match the challenge of the request' }]);
    const confirmed = await call('businessUserPhoneConfirm', { code, codeVerifier: verifier }, erin);
    expect(confirmed.phone).toEqual({ countryCode: '44', number: '7700900123', phoneNumber: '+447700900123' });
    expect(await erinsPhone()).toEqual({ countryCode: '44', phone: '7700900123' });
    expect((await call('businessUserPhoneConfirm', { code, codeVerifier: verifier }, erin)).validationErrors).toEqual([
      { param: 'code', description: 'has expired or was used' },
    ]);
  });

  test('a wrong code is refused and changes nothing', async () => {
    const { verifier, challenge } = pkcePair();
    await call(
      'businessUserPhoneUpdate',
      { phoneCountryCode: '44', phone: '7700900999', codeChallenge: challenge },
      erin,
    );
    const wrong = await call('businessUserPhoneConfirm', { code: '000000', codeVerifier: verifier }, erin);
    expect(wrong.validationErrors[0].param).toBe('code');
    expect((await erinsPhone())?.phone).toBe('7700900123');
  });

  test.each([
    ['without a session', undefined, 'AU'],
    ['a personal customer (not a company user)', 'anna.personal', 'TA1'],
    ['an admin acting for the company', 'adam.admin', '13'],
  ])('%s is refused', async (_who, name, responseCode) => {
    const token = name ? (await t.signIn(name)).accessToken : undefined;
    const body = name === 'anna.personal' ? { fromCustomerId: undefined } : {};
    const { challenge } = pkcePair();
    const answer = await call(
      'businessUserPhoneUpdate',
      { phoneCountryCode: '44', phone: '7700900555', codeChallenge: challenge, ...body },
      token,
    );
    expect(answer.responseCode).toBe(responseCode);
  });
});
