import type { RailFlag } from '../../model/rails';
import { sectionEntries } from './entries';

const flags =
  (...on: RailFlag[]) =>
  (flag: RailFlag) =>
    on.includes(flag);
const every = () => true;

describe('the transfers section offers what the session may use (payments.md 6)', () => {
  it.each([
    ['unrestricted personal customer', every, null, every, ['account', 'p2p', 'external', 'mass', 'preapproved']],
    // Between own accounts needs its own flag (payments.md 6 own-account withdrawals); it was offered to everyone.
    ['business user without flags', flags(), 2, every, ['preapproved', 'requests']],
    [
      'between own accounts by its flag',
      flags('transferBetweenOwnAccountsUser'),
      2,
      every,
      ['account', 'preapproved', 'requests'],
    ],
    [
      'a withdrawal flag alone opens the external screen',
      flags('withdrawEftUser'),
      null,
      every,
      ['external', 'preapproved'],
    ],
    [
      'withdrawals are no mass sending',
      flags('withdrawWireUser', 'withdrawCryptoUser'),
      null,
      every,
      ['external', 'preapproved'],
    ],
    [
      'business user with sendMoneyUser, right 4',
      flags('sendMoneyUser'),
      4,
      every,
      ['p2p', 'mass', 'preapproved', 'requests'],
    ],
    ['right 3 initiates only: no requests', flags('sendMoneyUser'), 3, every, ['p2p', 'mass', 'preapproved']],
    // was: every rail offered to right 1, whose sends the server's access policy refuses (issue 36)
    ['right 1 reads only: no rails, no requests', every, 1, every, ['preapproved']],
    ['right 5 sends nothing', every, 5, every, ['preapproved']],
    [
      'wire alone opens the external screen',
      flags('sendMoneyWireUser'),
      null,
      every,
      ['external', 'mass', 'preapproved'],
    ],
    [
      'several external rails: one entry',
      flags('sendMoneyCardUser', 'sendMoneyCryptoUser'),
      null,
      every,
      ['external', 'mass', 'preapproved'],
    ],
    ['prepaid top-up alone is no external entry', flags('sendMoneyPrepaidCardUser'), null, every, ['preapproved']],
    ['screens not built yet are not offered', every, 2, (path: string) => path === '/transfer/account', ['account']],
  ])('%s', (_, has, accessRight, routeExists, ids) => {
    const canInitiate = accessRight === null || [2, 3, 4].includes(accessRight);
    expect(sectionEntries({ has, accessRight, canInitiate, routeExists }).map((entry) => entry.id)).toEqual(ids);
  });

  it.each([
    ['card payouts alone: the oct screen', flags('sendMoneyCardUser'), '/transfer/mass/oct'],
    ['crypto alone: the digital screen', flags('sendMoneyCryptoUser'), '/transfer/mass/digital'],
    ['global pay alone: its upload', flags('sendMoneyGlobalUser'), '/transfer/mass/global'],
    ['instant alone: its screen', flags('sendMoneyInstantUser'), '/transfer/mass/instant'],
    ['interac alone: its screen', flags('sendMoneyInteracUser'), '/transfer/mass/interac'],
    ['no sending flag: no mass entry', flags(), undefined],
  ])('the mass entry: %s', (_, has, href) => {
    const entries = sectionEntries({ has, accessRight: 2, canInitiate: true, routeExists: every });
    expect(entries.find((entry) => entry.id === 'mass')?.href).toBe(href);
  });

  it('links to the spec routes', () => {
    expect(
      sectionEntries({ has: every, accessRight: 2, canInitiate: true, routeExists: every }).map((entry) => entry.href),
    ).toEqual([
      '/transfer/account',
      '/transfer/p2p',
      '/transfer/external',
      '/transfer/mass/wire',
      '/transfer/preapproved-payments',
      '/transfer/requests',
    ]);
  });
});
