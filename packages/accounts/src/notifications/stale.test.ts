import { authKeys } from '@paydeck/auth';
import { accountKeys } from '../api/keys';
import { staleQueries } from './stale';

describe('what a notification makes stale', () => {
  test.each([
    ['info', [accountKeys.announcements()]],
    ['cardClosed', [accountKeys.all]],
    ['batchPartially', [accountKeys.all]],
    ['customerLimited', [authKeys.customer()]],
    ['customerUnlimited', [authKeys.customer()]],
    ['acceptTermsLogin', []], // the terms are asked for at the next sign-in, not in the middle of a screen
    ['zohoNewMessage', []],
    ['somethingNew', []],
  ])('%s', (type, keys) => {
    expect(staleQueries(type)).toEqual(keys);
  });
});
