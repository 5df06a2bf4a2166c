import { ApiError } from '@paydeck/api-client';
import { describe, expect, it } from 'vitest';
import { isOpenPayment, linkDeadline, linkProblemOf, recipientStep } from './recipient-page';

const business = (code: string, validationErrors: { param: string; description: string }[] = []) =>
  new ApiError({ code, kind: 'business', message: 'x', validationErrors });

describe('linkProblemOf: a link that cannot be opened', () => {
  it.each([
    ['unknown secret (13)', business('13'), 'unknown'],
    [
      'a link cut short (the secret refused as too short)',
      business('VF', [{ param: 'paymentSecret', description: 'Invalid length: Expected >=20 but received 13' }]),
      'unknown',
    ],
    ['another refusal', business('TA1'), 'unknown'],
    ['no answer', new ApiError({ code: 'networkError', kind: 'network', message: 'networkError' }), 'unavailable'],
    ['a server error', new ApiError({ code: '500', kind: 'http', message: 'serverError', status: 500 }), 'unavailable'],
    ['not an API error', new Error('boom'), 'unavailable'],
  ])('%s', (_case, error, problem) => {
    expect(linkProblemOf(error)).toBe(problem);
  });
});

describe('recipientStep: which of the three steps the payee is on', () => {
  it.each([
    ['nothing chosen', { country: '', method: '', awaitingCode: false }, 1],
    ['a country, no method', { country: 'DE', method: '', awaitingCode: false }, 1],
    ['country and method: the details', { country: 'DE', method: 'wire', awaitingCode: false }, 2],
    ['the code was sent', { country: 'DE', method: 'wire', awaitingCode: true }, 3],
  ])('%s', (_case, input, step) => {
    expect(recipientStep(input)).toBe(step);
  });
});

describe('isOpenPayment', () => {
  it.each([
    ['new', true],
    ['pending', true],
    ['paid', false],
    ['refused', false],
    ['expired', false],
    ['error', false],
  ] as const)('%s', (status, open) => {
    expect(isOpenPayment(status)).toBe(open);
  });
});

describe('linkDeadline: submitted + expireDays', () => {
  it.each([
    ['30 days', '2026-11-24T10:00:00.000Z', 30, '2026-12-24T10:00:00.000Z'],
    ['no date', null, 30, null],
    ['no days', '2026-11-24T10:00:00.000Z', null, null],
    ['an unreadable date', 'soon', 30, null],
  ])('%s', (_case, submitted, days, deadline) => {
    expect(linkDeadline(submitted, days)?.toISOString() ?? null).toBe(deadline);
  });
});
