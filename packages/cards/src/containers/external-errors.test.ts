import { ApiError } from '@paydeck/api-client';
import { addCardProblem, confirmRefusal } from './external-errors';

const business = (code: string, description: string, params: string[] = [], answer: unknown = undefined) =>
  new ApiError({
    code,
    kind: 'business',
    message: description,
    description,
    validationErrors: params.map((param) => ({ param, description: 'is wrong' })),
    answer,
  });

test.each([
  ['blocked BIN', business('TA1', 'Cards with this BIN are not accepted'), 'blocked'],
  ['Luhn', business('VF', 'Validation failed', ['cardNumber']), 'number'],
  ['expired', business('VF', 'Validation failed', ['expiryYear']), 'expired'],
  ['bad month', business('VF', 'Validation failed', ['expiryMonth']), 'expired'],
  ['holder', business('VF', 'Validation failed', ['holderName']), 'holderName'],
  ['another VF', business('VF', 'Validation failed', ['body']), null],
  ['another TA1', business('TA1', 'This method needs an Idempotency-Key header (a UUID)'), null],
  ['access denied', business('13', 'Access denied'), null],
  ['not an ApiError', new Error('boom'), null],
])('adding a card refused for %s → %s', (_case, error, problem) => {
  expect(addCardProblem(error)).toBe(problem);
});

test.each([
  [
    'a wrong amount with attempts',
    business('VF', 'x', ['amount'], { responseCode: 'VF', attemptsLeft: 1 }),
    { kind: 'wrong', attemptsLeft: 1 },
  ],
  [
    'a wrong amount without attempts',
    business('VF', 'x', ['amount'], { responseCode: 'VF' }),
    { kind: 'wrong', attemptsLeft: null },
  ],
  ['too many attempts', business('TA1', 'Too many attempts'), { kind: 'tooManyAttempts' }],
  ['a card that is not the person’s', business('TA1', 'No external card 9'), null],
  ['a VF on another field', business('VF', 'x', ['cardId']), null],
  ['a network failure', new ApiError({ code: 'AE', kind: 'network', message: 'networkError' }), null],
])('confirming refused with %s', (_case, error, refusal) => {
  expect(confirmRefusal(error)).toEqual(refusal);
});
