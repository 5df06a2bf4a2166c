// What a card's status allows (payments.md 4 "Cards"). One pure function, used by the screens to
// decide what to offer and by the sandbox to refuse what is not allowed.
import { CardStatus, CLOSED_ACCOUNT_STATUS } from './card-status';
import { ENROLLMENT_PRODUCT_TYPES } from './products';

export interface CardRuleInput {
  /** The card status id, or 11 when the card account is closed. */
  statusId: number;
  isVirtual: boolean;
  productTypeId: number | null;
  /** Status of a reissue in progress; null when none. */
  reissuedStatusId: number | null;
  /** The reissue in progress already ships express. */
  reissueIsExpress: boolean;
}

export interface CardActions {
  closed: boolean;
  pause: boolean;
  unpause: boolean;
  load: boolean;
  balance: boolean;
  changePin: boolean;
  showPin: boolean;
  block: boolean;
  history: boolean;
  enrollment: boolean;
  /** The full number and CVV of a virtual card. */
  details: boolean;
  rename: boolean;
  activate: boolean;
  reissue: boolean;
  upgradeShipping: boolean;
}

export type CardAction = Exclude<keyof CardActions, 'closed'>;

const { active, expired, paused, limited, shipped, submitted, printing, processing } = CardStatus;

/** Paused, active or expired: the card exists and can be managed. */
const usable = new Set<number>([paused, active, expired]);
/** Reissue stages at which the shipping can still be upgraded. */
const upgradableReissue = new Set<number>([submitted, printing, processing]);

export function cardActions(card: CardRuleInput): CardActions {
  const { statusId, isVirtual } = card;
  if (statusId === CLOSED_ACCOUNT_STATUS) return { ...nothingAllowed, closed: true };
  const isUsable = usable.has(statusId);
  const physical = !isVirtual;
  const reissueInProgress = card.reissuedStatusId !== null;
  return {
    closed: false,
    pause: statusId === active || statusId === expired,
    unpause: statusId === paused,
    load: statusId === active,
    balance: isUsable,
    changePin: isUsable && physical,
    showPin: isUsable && physical,
    block: isUsable,
    history: isUsable || statusId === limited,
    enrollment:
      statusId === active &&
      physical &&
      card.productTypeId !== null &&
      ENROLLMENT_PRODUCT_TYPES.includes(card.productTypeId),
    details: isUsable && isVirtual,
    rename: isUsable,
    activate: statusId === shipped && physical,
    reissue: isUsable && physical && !reissueInProgress,
    upgradeShipping: reissueInProgress && upgradableReissue.has(card.reissuedStatusId ?? -1) && !card.reissueIsExpress,
  };
}

const nothingAllowed: CardActions = {
  closed: false,
  pause: false,
  unpause: false,
  load: false,
  balance: false,
  changePin: false,
  showPin: false,
  block: false,
  history: false,
  enrollment: false,
  details: false,
  rename: false,
  activate: false,
  reissue: false,
  upgradeShipping: false,
};

/**
 * What a person whose company right does not let them change anything (auth's `can('initiate')` false: a
 * read-only company user) may still do with a card: see its balance and history. The server refuses the rest.
 */
export function readOnlyCardActions(actions: CardActions): CardActions {
  return { ...nothingAllowed, closed: actions.closed, balance: actions.balance, history: actions.history };
}
