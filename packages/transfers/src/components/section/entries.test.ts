import type { RailFlag } from '../../model/rails';
import { sectionEntries } from './entries';

const flags =
  (...on: RailFlag[]) =>
  (flag: RailFlag) =>
    on.includes(flag);
const every = () => true;

describe('the transfers section offers what the session may use (payments.md 6)', () => {
  it.each([
    ['unrestricted personal customer', every, null, every, ['account', 'p2p', 'external', 'preapproved']],
    ['business user without sendMoneyUser', flags(), 2, every, ['account', 'preapproved', 'requests']],
    [
      'business user with sendMoneyUser, right 4',
      flags('sendMoneyUser'),
      4,
      every,
      ['account', 'p2p', 'preapproved', 'requests'],
    ],
    ['right 3 initiates only: no requests', flags('sendMoneyUser'), 3, every, ['account', 'p2p', 'preapproved']],
    ['right 1 reads only: no requests', every, 1, every, ['account', 'p2p', 'external', 'preapproved']],
    [
      'wire alone opens the external screen',
      flags('sendMoneyWireUser'),
      null,
      every,
      ['account', 'external', 'preapproved'],
    ],
    [
      'several external rails: one entry',
      flags('sendMoneyCardUser', 'sendMoneyCryptoUser'),
      null,
      every,
      ['account', 'external', 'preapproved'],
    ],
    [
      'prepaid top-up alone is no external entry',
      flags('sendMoneyPrepaidCardUser'),
      null,
      every,
      ['account', 'preapproved'],
    ],
    ['screens not built yet are not offered', every, 2, (path: string) => path === '/transfer/account', ['account']],
  ])('%s', (_, has, accessRight, routeExists, ids) => {
    expect(sectionEntries({ has, accessRight, routeExists }).map((entry) => entry.id)).toEqual(ids);
  });

  it('links to the spec routes', () => {
    expect(sectionEntries({ has: every, accessRight: 2, routeExists: every }).map((entry) => entry.href)).toEqual([
      '/transfer/account',
      '/transfer/p2p',
      '/transfer/external',
      '/transfer/preapproved-payments',
      '/transfer/requests',
    ]);
  });
});
