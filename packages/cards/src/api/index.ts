// `@paydeck/cards/api`: the contract (valibot schemas of every answer), the fetchers (they take the api
// client), the query keys, and the pure card rules the sandbox enforces too. Nothing React-specific.
export { cardActions, type CardActions, type CardAction, type CardRuleInput } from '../model/card-rules';
export { CardStatus, CLOSED_ACCOUNT_STATUS, cardStatusIds, PREPAID_CARD_ACCOUNT_TYPE } from '../model/card-status';
export {
  cardProducts,
  ENROLLMENT_PRODUCT_TYPES,
  productById,
  type CardProduct,
  type CardRegion,
} from '../model/products';
export { cardKeys } from './keys';
// applying for a card, external cards (add, confirm, list, BIN lookup)
export * from './application';
export * from './external';
// One card's details and actions (card details, PIN), and the rules the sandbox may share.
export * from './card';
export { aliasProblem, ALIAS_MAX_LENGTH, type AliasProblem } from '../model/alias';
export { pinProblem, checkNewPin, isEasyPin, PIN_LENGTH, type PinProblem, type PinProblems } from '../model/pin';
export { REISSUE_FEES, UPGRADE_SHIPPING_FEE, reissueFee } from '../model/reissue';
