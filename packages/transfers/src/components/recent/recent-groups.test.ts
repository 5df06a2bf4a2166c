import type { RailFlag } from '../../model/rails';
import {
  cryptoUnnamed,
  otherType,
  ownBtc,
  ownClosedTarget,
  ownEurToUsd,
  p2pClosedTarget,
  p2pToPavel,
  wireToSupplier,
} from './fixtures';
import { recentGroups } from './recent-groups';

const flags =
  (...on: RailFlag[]) =>
  (flag: RailFlag) =>
    on.includes(flag);
const every = () => true;
// Between own accounts is an own-account withdrawal with its flag (payments.md 6): its group needs it.
const own = 'transferBetweenOwnAccountsUser' as const;

const split = {
  own: [ownEurToUsd, ownClosedTarget, ownBtc],
  thirdParty: [p2pToPavel, p2pClosedTarget, wireToSupplier, cryptoUnnamed, otherType],
};
const ids = (has: (flag: RailFlag) => boolean, input = split) =>
  recentGroups(input, has).map((group) => [group.id, group.transfers.map((t) => t.transactionId)]);

describe('recent transfers split own and third party by permission (payments.md 6)', () => {
  it.each([
    [
      'unrestricted: both groups, disabled and unknown types left out',
      every,
      [
        ['own', [501, 502]],
        ['thirdParty', [601, 602, 603]],
      ],
    ],
    ['no sending flag: own transfers only', flags(own), [['own', [501, 502]]]],
    ['no flag at all: no group', flags(), []],
    ['sendMoneyUser without the own flag: the third party only', flags('sendMoneyUser'), [['thirdParty', [601]]]],
    [
      'sendMoneyUser and own: p2p among the third party',
      flags('sendMoneyUser', own),
      [
        ['own', [501, 502]],
        ['thirdParty', [601]],
      ],
    ],
    [
      'wire only: the wire, not the p2p',
      flags('sendMoneyWireUser', own),
      [
        ['own', [501, 502]],
        ['thirdParty', [602]],
      ],
    ],
    [
      'crypto_eft needs sendMoneyCryptoUser',
      flags('sendMoneyCryptoUser', own),
      [
        ['own', [501, 502]],
        ['thirdParty', [603]],
      ],
    ],
    [
      'a rail allowed with nothing of it: the group stays, empty',
      flags('sendMoneyInteracUser', own),
      [
        ['own', [501, 502]],
        ['thirdParty', []],
      ],
    ],
  ])('%s', (_, has, expected) => {
    expect(ids(has)).toEqual(expected);
  });

  it('keeps an empty own group (the panel says there is nothing)', () => {
    expect(ids(every, { own: [ownClosedTarget], thirdParty: [] })).toEqual([
      ['own', []],
      ['thirdParty', []],
    ]);
  });
});
