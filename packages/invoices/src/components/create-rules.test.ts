import { type CreateValues, createPayload, createProblems } from './create-rules';

const today = '2026-11-25';
const good: CreateValues = {
  toEmail: 'pavel.push@demo.paydeck.test',
  amount: '12.50',
  currency: 'EUR',
  dueDate: '2026-11-25',
  noteBody: ' Flat share ',
};

describe('the create form checks the e-mail and the amount before sending', () => {
  test.each<[Partial<CreateValues>, object]>([
    [{}, {}],
    [{ toEmail: '' }, { toEmail: 'emailRequired' }],
    [{ toEmail: 'a@b.c' }, { toEmail: 'emailInvalid' }],
    [{ toEmail: 'pavel.example.com' }, { toEmail: 'emailInvalid' }],
    [{ toEmail: 'pavel@example' }, { toEmail: 'emailInvalid' }],
    [{ amount: '' }, { amount: 'amountRequired' }],
    [{ amount: '0' }, { amount: 'amountZero' }],
    [{ amount: '0.00' }, { amount: 'amountZero' }],
    [{ amount: '1.234' }, { amount: 'amountScale' }],
    [{ amount: '12,5' }, {}],
    [{ amount: 'abc' }, { amount: 'amountFormat' }],
    [{ amount: '0.123', currency: 'BTC' }, { currency: 'currency' }],
    [{ currency: 'RON' }, { currency: 'currency' }],
    [{ dueDate: '' }, { dueDate: 'dueRequired' }],
    [{ dueDate: '2026-11-24' }, { dueDate: 'duePast' }],
    [{ toEmail: `${'p'.repeat(247)}@ex.com` }, {}],
    [{ toEmail: `${'p'.repeat(248)}@ex.com` }, { toEmail: 'emailLong' }],
    [{ toEmail: 'pavel\u202e@example.com' }, { toEmail: 'bidi' }],
    [{ toEmail: 'pavel\u0000@example.com' }, { toEmail: 'control' }],
    [{ noteBody: 'x'.repeat(499) }, {}],
    [{ noteBody: 'x'.repeat(500) }, {}],
    [{ noteBody: 'x'.repeat(501) }, { noteBody: 'noteLong' }],
    [{ noteBody: 'شكراً على العشاء' }, {}],
    [{ noteBody: 'Flat share\n\tNovember' }, {}],
    [{ noteBody: 'Refund \u202egnp.exe' }, { noteBody: 'bidi' }],
    [{ noteBody: 'Flat\u0000share' }, { noteBody: 'control' }],
  ])('%j → %j', (change, expected) => {
    expect(createProblems({ ...good, ...change }, ['EUR', 'USD'], today)).toEqual(expected);
  });

  test('only valid values make a payload (the note trimmed, a comma read as the point)', () => {
    expect(createPayload({ ...good, amount: '12,5' }, ['EUR'], today)).toEqual({
      noteBody: 'Flat share',
      toEmail: 'pavel.push@demo.paydeck.test',
      amount: '12.5',
      currency: 'EUR',
      dueDate: '2026-11-25',
    });
    expect(createPayload({ ...good, toEmail: 'x' }, ['EUR'], today)).toBeNull();
  });
});
