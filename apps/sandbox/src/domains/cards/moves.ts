// What moving to another country does to the customer's cards: cards whose product is not offered
// there are canceled; physical cards already on their way keep going to the old address.
import { CardStatus, CLOSED_ACCOUNT_STATUS, productById } from '@paydeck/cards/api';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { accounts } from '../accounts/tables.ts';
import { cards } from './tables.ts';
import { AccountType } from '../accounts/ledger/codes.ts';
import { addressOf } from '../customer/addresses.ts';
import { regionOf } from './regions.ts';
import { isCountryCode } from '@paydeck/brand-config/countries';

/** Card statuses of a physical card still being made or sent. */
const onTheWay = new Set<number>([
  CardStatus.submitted,
  CardStatus.printing,
  CardStatus.printed,
  CardStatus.processing,
]);

export interface MoveEffects {
  cardAccountsToBeCanceled: number[];
  cardAccountsToBeShippedToOldAddress: number[];
}

export async function cardsAffectedByMove(db: Db, customerId: number, countryCode: string): Promise<MoveEffects> {
  const rows = await db
    .select({ accountId: accounts.id, statusId: accounts.statusId, card: cards })
    .from(accounts)
    .innerJoin(cards, eq(cards.accountId, accounts.id))
    .where(and(eq(accounts.customerId, customerId), eq(accounts.typeId, AccountType.prepaidCard)))
    .orderBy(accounts.id);
  const region = regionOf(countryCode);
  const live = rows.filter((row) => row.statusId !== CLOSED_ACCOUNT_STATUS && row.statusId !== CardStatus.canceled);
  const canceled = live.filter((row) => productById(row.card.productTypeId)?.region !== region);
  const shipped = live.filter(
    (row) =>
      !canceled.includes(row) &&
      !row.card.isVirtual &&
      (onTheWay.has(row.statusId) || row.card.reissuedStatusId !== null),
  );
  return {
    cardAccountsToBeCanceled: canceled.map((row) => row.accountId),
    cardAccountsToBeShippedToOldAddress: shipped.map((row) => row.accountId),
  };
}

export const countryCode = () =>
  v.pipe(
    v.string('must be a country code'),
    v.toUpperCase(),
    v.check((code) => isCountryCode(code), 'must be a country code'),
  );

const addressReplacementCompatibilityCheck = sessionMethod({
  name: 'addressReplacementCompatibilityCheck',
  readOnly: true,
  payload: v.object({ countryCode: countryCode(), oldAddressId: id() }),
  async handle({ db, customerId }, input) {
    if (!(await addressOf(db, customerId, input.oldAddressId))) {
      return invalid('oldAddressId', 'is not one of your addresses');
    }
    return ok({ ...(await cardsAffectedByMove(db, customerId, input.countryCode)) });
  },
});

export const cardMoveMethods: MethodDefinition[] = [addressReplacementCompatibilityCheck];
