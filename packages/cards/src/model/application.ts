// Applying for a card: what can be chosen, what it costs, and what is still missing before the order
// can be sent (payments.md 3 "Card application fees"; the wire contract's applyForCardInfo and cardApply).
import { compareDecimal, type Loadable, sumDecimals } from '@paydeck/accounts';
import type {
  AddressReplacementCheck,
  CardApplication,
  CardApplicationInfo,
  CardOffer,
  FeeAccount,
  NewAddress,
  ShippingOption,
} from '../api/application';
import { type TextProblem, textProblem } from './free-text';
import type { CardKind } from './landing';

/** What the person has chosen and typed so far (kept in sessionStorage until sent or cancelled). */
export interface ApplicationDraft {
  kind: CardKind | null;
  productTypeId: number | null;
  shippingOptionId: number | null;
  /** "I have moved": a new delivery address replaces the one on file. */
  moved: boolean;
  newAddress: NewAddress;
  feeAccountId: number | null;
  /** The address check the person acknowledged (`checkKey`), so a new check asks again. */
  acknowledged: string | null;
}

export const emptyAddress: NewAddress = { address1: '', city: '', postalCode: '', countryCode: '' };

export const emptyDraft: ApplicationDraft = {
  kind: null,
  productTypeId: null,
  shippingOptionId: null,
  moved: false,
  newAddress: emptyAddress,
  feeAccountId: null,
  acknowledged: null,
};

export const offersOfKind = (offers: readonly CardOffer[], kind: CardKind | null): CardOffer[] =>
  kind === null ? [] : offers.filter((offer) => offer.isVirtual === (kind === 'virtual'));

/** The chosen product, when it is offered (a move to another country may take it off the list). */
export const chosenOffer = (info: CardApplicationInfo, draft: ApplicationDraft): CardOffer | null =>
  offersOfKind(info.products, draft.kind).find((offer) => offer.productTypeId === draft.productTypeId) ?? null;

/** A shipping option can be chosen only when nothing disables it. */
export const isSelectable = (option: ShippingOption): boolean => option.disabledReasons.length === 0;

export const chosenShipping = (info: CardApplicationInfo, draft: ApplicationDraft): ShippingOption | null =>
  info.shippingOptions.find((option) => option.id === draft.shippingOptionId && isSelectable(option)) ?? null;

/** Payment accounts that can pay the fees: those in the product's fee currency. */
export const feeAccountsFor = (offer: CardOffer | null, accounts: readonly FeeAccount[]): FeeAccount[] =>
  offer === null ? [] : accounts.filter((account) => account.currencyCode === offer.fees.currency);

/**
 * What the order costs now: the issue fee, plus the shipping fee for a physical card. The annual and
 * monthly fees are charged later and are shown beside it, not added. Shipping is priced in the
 * product's fee currency (the offer gives one currency for its fees).
 */
export function applicationTotal(offer: CardOffer, shipping: ShippingOption | null): string {
  const fees = [offer.fees.issue];
  if (!offer.isVirtual && shipping !== null) fees.push(shipping.fee);
  return sumDecimals(fees);
}

/** The account's balance pays the total. */
export const coversTotal = (account: FeeAccount, total: string): boolean => compareDecimal(account.balance, total) >= 0;

export type AddressField = keyof NewAddress;
export type AddressProblem = 'required' | 'country' | TextProblem;

/** The most characters of each field (the sandbox's `cardApply` limits). */
export const addressLimits: Record<AddressField, number> = { address1: 100, city: 60, postalCode: 16, countryCode: 2 };

/** What is wrong with each field of a new address (fields without a problem are left out). */
export function addressProblems(address: NewAddress): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of Object.keys(addressLimits) as AddressField[]) {
    const value = address[field].trim();
    const problem =
      value === ''
        ? 'required'
        : field === 'countryCode'
          ? validCountry(value)
            ? null
            : 'country'
          : textProblem(address[field], { max: addressLimits[field] });
    if (problem) problems[field] = problem;
  }
  return problems;
}

const validCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code);

/** A physical card goes to a new address when the person says they moved, or when none is on file. */
export const needsNewAddress = (info: Pick<CardApplicationInfo, 'address'>, draft: ApplicationDraft): boolean =>
  draft.kind === 'physical' && (draft.moved || info.address === null);

/**
 * The country whose offer applies: the new address's country once a valid one is entered (a person who
 * moved orders what their new country offers), else null (the person's address country).
 */
export function offerCountry(draft: ApplicationDraft, hasAddressOnFile: boolean): string | null {
  const moving = draft.kind === 'physical' && (draft.moved || !hasAddressOnFile);
  return moving && validCountry(draft.newAddress.countryCode) ? draft.newAddress.countryCode : null;
}

/** The address check to run before confirming: a move away from the address on file to a valid country. */
export function addressCheckInput(
  info: Pick<CardApplicationInfo, 'address'>,
  draft: ApplicationDraft,
): { countryCode: string; oldAddressId: number } | null {
  if (info.address === null || !needsNewAddress(info, draft) || !validCountry(draft.newAddress.countryCode))
    return null;
  return { countryCode: draft.newAddress.countryCode, oldAddressId: info.address.addressId };
}

export const checkKey = (input: { countryCode: string; oldAddressId: number }): string =>
  `${input.countryCode}:${input.oldAddressId}`;

/** The move cancels cards or leaves cards on their way to the old address: the person must acknowledge it. */
export const checkAffectsCards = (check: AddressReplacementCheck): boolean =>
  check.cardAccountsToBeCanceled.length > 0 || check.cardAccountsToBeShippedToOldAddress.length > 0;

/** The address check as the form sees it: not needed, still running (or failed), or its answer. */
export type CheckState = { kind: 'none' } | { kind: 'pending' } | { kind: 'ready'; check: AddressReplacementCheck };

/** The check as loaded (null when none is needed) as the form sees it. */
export const checkStateOf = (check: Loadable<AddressReplacementCheck> | null): CheckState =>
  check === null
    ? { kind: 'none' }
    : check.kind === 'ready'
      ? { kind: 'ready', check: check.data }
      : { kind: 'pending' };

export type ApplicationProblem =
  | 'kind'
  | 'product'
  | 'shipping'
  | 'address'
  | 'addressCheck'
  | 'acknowledge'
  | 'noFeeAccount'
  | 'feeAccount'
  | 'funds';

/** Everything that keeps the order from being sent, in the order of the form; empty when it can be sent. */
export function applicationProblems(
  info: CardApplicationInfo,
  draft: ApplicationDraft,
  check: CheckState,
): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  if (draft.kind === null) return ['kind'];
  const offer = chosenOffer(info, draft);
  if (offer === null) problems.push('product');
  if (draft.kind === 'physical') {
    if (chosenShipping(info, draft) === null) problems.push('shipping');
    if (needsNewAddress(info, draft) && Object.keys(addressProblems(draft.newAddress)).length > 0)
      problems.push('address');
    const input = addressCheckInput(info, draft);
    if (input !== null) {
      if (check.kind !== 'ready') problems.push('addressCheck');
      else if (checkAffectsCards(check.check) && draft.acknowledged !== checkKey(input)) problems.push('acknowledge');
    }
  }
  if (offer !== null) {
    const accounts = feeAccountsFor(offer, info.feeAccounts);
    const account = accounts.find((item) => item.accountId === draft.feeAccountId);
    if (accounts.length === 0) problems.push('noFeeAccount');
    else if (account === undefined) problems.push('feeAccount');
    else if (!coversTotal(account, applicationTotal(offer, chosenShipping(info, draft)))) problems.push('funds');
  }
  return problems;
}

/** The cardApply payload of a complete draft, or null while something is missing. */
export function toApplication(
  info: CardApplicationInfo,
  draft: ApplicationDraft,
  check: CheckState,
): CardApplication | null {
  const offer = chosenOffer(info, draft);
  if (offer === null || draft.feeAccountId === null || applicationProblems(info, draft, check).length > 0) return null;
  const physical = draft.kind === 'physical';
  const { address1, city, postalCode, countryCode } = draft.newAddress;
  const trimmed = { address1: address1.trim(), city: city.trim(), postalCode: postalCode.trim(), countryCode };
  return {
    productTypeId: offer.productTypeId,
    shippingOptionId: physical ? (draft.shippingOptionId ?? undefined) : undefined,
    feeAccountId: draft.feeAccountId,
    newAddress: physical && needsNewAddress(info, draft) ? trimmed : undefined,
  };
}
