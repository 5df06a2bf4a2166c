// @vitest-environment node
// Phones: add, check, replace confirmed by approval (the old phone goes), and the refusals.
import { pkcePair, createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { loginOf } from '../../seed/people.ts';
import { lastCode } from './test-support.ts';

describe('phones', () => {
  let t: TestSandbox;
  let token: string;
  beforeAll(async () => {
    t = await createTestSandbox();
    token = (await t.signIn('cleo.cards')).accessToken;
  });
  afterAll(() => t.close());

  const phones = async () => (await t.call('kycCustomerInfoGet', {}, { token })).body.kyc.phones;
  const verify = (phoneId: number, body: Record<string, unknown>, as = token) =>
    t
      .request(`/api/verification/phones/${phoneId}/verify`, {
        method: 'POST',
        headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      // biome-ignore lint/suspicious/noExplicitAny: answers of every shape
      .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, any> }));

  test.each([
    [{ phoneCountryCode: '+49', phone: '157 98765432', phoneType: 2 }, 'phone', 'is already one of your phones'],
    [
      { phoneCountryCode: '0', phone: '1234567' },
      'phoneCountryCode',
      'must be a country calling code (digits, without +)',
    ],
    [{ phoneCountryCode: '49', phone: '12' }, 'phone', 'must be a phone number of 4 to 14 digits'],
    [{ phoneCountryCode: '49', phone: '1512345', phoneType: 1 }, 'phoneType', 'must be 2 (mobile)'],
  ])('phoneAdd %j is refused on %s', async (payload, param, description) => {
    expect((await t.call('phoneAdd', payload, { token })).body.validationErrors).toEqual([{ param, description }]);
  });

  test('phoneAdd takes the code without its plus; checkPhone finds any customer’s number', async () => {
    const added = await t.call('phoneAdd', { phoneCountryCode: '+49', phone: 15111122233, phoneType: '2' }, { token });
    expect(added.body.phone).toEqual({
      id: expect.any(Number),
      confirmed: false,
      countryCode: '49',
      number: '15111122233',
      phoneNumber: '+4915111122233',
    });
    expect((await t.call('checkPhone', { phoneCountryCode: 49, phone: '15111122233' }, { token })).body.exists).toBe(
      true,
    );
    expect((await t.call('checkPhone', { phoneCountryCode: 40, phone: '721234123' }, { token })).body.exists).toBe(
      true,
    );
    expect((await t.call('checkPhone', { phoneCountryCode: 40, phone: '700000000' }, { token })).body.exists).toBe(
      false,
    );
  });

  test('replace confirmed by approval: the code goes to the sign-in e-mail, the old phone goes', async () => {
    const [old] = await phones();
    const replaced = await t.call(
      'phoneReplace',
      { phoneCountryCode: '49', phone: '15199988877', phoneType: 2, phoneId: old.id },
      { token },
    );
    const phoneId = replaced.body.phone.id;
    expect((await phones()).map((p: { id: number }) => p.id)).toContain(old.id); // kept until confirmed
    const sent = await verify(phoneId, { type: 'approval', codeChallenge: pkcePair().challenge });
    const reqId = sent.body.reqId as number;
    expect(reqId).toEqual(expect.any(Number));
    const approvalCode = await lastCode(t, loginOf('cleo.cards'), 'email');
    const wrongReq = await t.call('phoneConfirm', { phoneId, reqId: reqId + 1000, approvalCode }, { token });
    expect(wrongReq.body.validationErrors[0].param).toBe('reqId');
    const confirmed = await t.call('phoneConfirm', { phoneId, reqId, approvalCode }, { token });
    expect(confirmed.body.phone).toMatchObject({ id: phoneId, confirmed: true });
    expect((await phones()).map((p: { id: number }) => p.id)).not.toContain(old.id);
    const again = await verify(phoneId, { type: 'sms', codeChallenge: pkcePair().challenge });
    expect(again.body.validationErrors).toEqual([{ param: 'phoneId', description: 'is already confirmed' }]);
  });

  test('verify: a bad challenge, an unknown type, another customer’s phone, no session', async () => {
    const phoneId = (await t.call('phoneAdd', { phoneCountryCode: '49', phone: '15100000001' }, { token })).body.phone
      .id;
    expect((await verify(phoneId, { type: 'sms', codeChallenge: 'short' })).body.validationErrors[0].param).toBe(
      'codeChallenge',
    );
    expect(
      (await verify(phoneId, { type: 'voice', codeChallenge: pkcePair().challenge })).body.validationErrors[0].param,
    ).toBe('type');
    const anna = (await t.signIn('anna.personal')).accessToken;
    const foreign = await verify(phoneId, { type: 'sms', codeChallenge: pkcePair().challenge }, anna);
    expect(foreign.body.validationErrors).toEqual([{ param: 'phoneId', description: 'is not one of your phones' }]);
    expect((await verify(phoneId, { type: 'sms', codeChallenge: pkcePair().challenge }, 'nope')).status).toBe(401);
    const noCode = await t.call('phoneConfirm', { phoneId }, { token });
    expect(noCode.body.validationErrors[0].param).toBe('code');
  });

  test('at most six codes in 15 minutes: the seventh is refused with TA1 and nothing is sent', async () => {
    t.clock.advance(16 * 60_000); // the codes of the tests before leave the window
    token = (await t.signIn('cleo.cards')).accessToken;
    const phoneId = (await t.call('phoneAdd', { phoneCountryCode: '49', phone: '15100000002' }, { token })).body.phone
      .id;
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await verify(phoneId, { type: 'sms', codeChallenge: pkcePair().challenge })).body);
    expect(answers.slice(0, 6).every((answer) => answer.responseCode === '00')).toBe(true);
    expect(answers[6]).toMatchObject({
      responseCode: 'TA1',
      responseDescription: expect.stringContaining('Too many codes'),
    });
    const sent = await (await t.request('/__sandbox/messages?to=%2B4915100000002')).json();
    expect((sent as { messages: unknown[] }).messages).toHaveLength(6);
  });
});
