// Cards (payments.md 3, 4, 7): card actions under the shared status rules, secrets, activation,
// reissue, loads, applications and moves, BIN look-ups and external cards.
import { defineDomain } from '../domain.ts';
import { cardActivationMethods } from './activation.ts';
import { cardApplicationMethods } from './application.ts';
import { binMethods } from './bins.ts';
import { cardMethods } from './cards.ts';
import { cardControls } from './control.ts';
import { externalCardMethods } from './external-cards.ts';
import { cardLoadMethods } from './load.ts';
import { cardMoveMethods } from './moves.ts';
import { cardPinBySmsMethods } from './pin-by-sms.ts';
import { cardReissueMethods } from './reissue.ts';
import { cardSecretMethods } from './secrets.ts';
import { cardsSeed } from './seed.ts';
import * as tables from './tables.ts';

export const cards = defineDomain({
  name: 'cards',
  methods: [
    ...cardMethods,
    ...cardSecretMethods,
    ...cardPinBySmsMethods,
    ...cardReissueMethods,
    ...cardActivationMethods,
    ...cardLoadMethods,
    ...cardApplicationMethods,
    ...cardMoveMethods,
    ...binMethods,
    ...externalCardMethods,
  ],
  tables,
  referenceTables: [tables.bins, tables.blockedBins],
  seed: cardsSeed,
  control: cardControls,
});
