// What the card page offers, in the order it offers it, from the one rule function (cardActions): the UI
// offers exactly what the rules allow, nothing more.
import type { CardActions } from './card-rules';

/** The actions that open a dialog on the card page. */
export type CardDialog =
  | 'activate'
  | 'load'
  | 'showPin'
  | 'getPin'
  | 'details'
  | 'pause'
  | 'unpause'
  | 'rename'
  | 'reissue'
  | 'upgradeShipping'
  | 'enrollment'
  | 'block';

/** Everything the page can offer: the dialogs, and the PIN page (a link of its own). */
export type CardOffer = CardDialog | 'changePin';

/** Most wanted first; block, irreversible, last. */
const order: readonly { offer: CardOffer; allowed: (actions: CardActions, enrolled: boolean) => boolean }[] = [
  { offer: 'activate', allowed: (a) => a.activate },
  { offer: 'load', allowed: (a) => a.load },
  { offer: 'details', allowed: (a) => a.details },
  { offer: 'showPin', allowed: (a) => a.showPin },
  // The PIN by SMS (get pin): wherever the PIN may be shown.
  { offer: 'getPin', allowed: (a) => a.showPin },
  { offer: 'changePin', allowed: (a) => a.changePin },
  { offer: 'unpause', allowed: (a) => a.unpause },
  { offer: 'pause', allowed: (a) => a.pause },
  { offer: 'rename', allowed: (a) => a.rename },
  { offer: 'reissue', allowed: (a) => a.reissue },
  { offer: 'upgradeShipping', allowed: (a) => a.upgradeShipping },
  // Enrolling twice means nothing: offered only while the card is not enrolled.
  { offer: 'enrollment', allowed: (a, enrolled) => a.enrollment && !enrolled },
  { offer: 'block', allowed: (a) => a.block },
];

export function cardOffers(actions: CardActions, enrolled: boolean): CardOffer[] {
  return order.filter((entry) => entry.allowed(actions, enrolled)).map((entry) => entry.offer);
}
