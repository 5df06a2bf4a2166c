// Loads a card of the customer acted for and checks it against the shared status rules
// (`cardActions` of @paydeck/cards/api): every card method starts here.
import { type CardAction, type CardActions, CLOSED_ACCOUNT_STATUS, cardActions } from '@paydeck/cards/api';
import { and, asc, eq } from 'drizzle-orm';
import { accessDenied, type Answer, failure } from '../../api/answers.ts';
import type { SessionContext } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { accounts } from '../accounts/tables.ts';
import { cards } from './tables.ts';
import { customers, users } from '../customer/tables.ts';
import { cardReissues } from './tables.ts';
import { AccountType } from '../accounts/ledger/codes.ts';
import { canAct } from '../accounts/accounts.ts';

export interface LoadedCard {
  accountId: number;
  currencyCode: string;
  /** The card status, or 11 when the account is closed. */
  statusId: number;
  productTypeId: number;
  isVirtual: boolean;
  aliasName: string | null;
  expiryMonth: number;
  expiryYear: number;
  maskedNumber: string;
  reissuedStatusId: number | null;
  reissueIsExpress: boolean;
  actions: CardActions;
}

export const noCard = (accountId: number): Answer => failure('TA1', `No card account ${accountId}`);
export const closedAccount = (): Answer => failure('CA', 'Closed account');
export const statusForbids = (): Answer => failure('TA1', "The card's status does not allow this action");

export const isAnswer = (value: object): value is Answer => 'responseCode' in value;

/**
 * The card account `accountId` of the customer: `TA1` when it is not one, `CA` when closed, and,
 * with `action`, `TA1` when the card's status does not allow it.
 */
export async function loadCard(
  db: Db,
  customerId: number,
  accountId: number,
  action?: CardAction,
): Promise<LoadedCard | Answer> {
  const [row] = await db
    .select({ account: accounts, card: cards, express: cardReissues.isExpressShipping })
    .from(accounts)
    .innerJoin(cards, eq(cards.accountId, accounts.id))
    .leftJoin(cardReissues, eq(cardReissues.accountId, accounts.id))
    .where(
      and(
        eq(accounts.id, accountId),
        eq(accounts.customerId, customerId),
        eq(accounts.typeId, AccountType.prepaidCard),
      ),
    );
  if (!row) return noCard(accountId);
  const { account, card } = row;
  if (account.statusId === CLOSED_ACCOUNT_STATUS) return closedAccount();
  const rule = {
    statusId: account.statusId,
    isVirtual: card.isVirtual,
    productTypeId: card.productTypeId,
    reissuedStatusId: card.reissuedStatusId,
    reissueIsExpress: card.reissuedStatusId !== null && row.express === true,
  };
  const actions = cardActions(rule);
  if (action && !actions[action]) return statusForbids();
  return {
    accountId,
    currencyCode: account.currencyCode,
    ...rule,
    aliasName: card.aliasName,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    maskedNumber: card.maskedNumber,
    actions,
  };
}

/** A card the call changes: needs access right 2, 3 or 4 (`13`), then as `loadCard`. */
export async function cardToChange(
  { db, customerId, accessRights }: SessionContext,
  accountId: number,
  action?: CardAction,
): Promise<LoadedCard | Answer> {
  if (!canAct(accessRights)) return accessDenied();
  return loadCard(db, customerId, accountId, action);
}

/** The name on the customer's cards: the company's name, or the person's. */
export async function holderNameOf(db: Db, customerId: number): Promise<string> {
  const [customer] = await db
    .select({ businessName: customers.businessName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (customer?.businessName) return customer.businessName;
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.id))
    .limit(1);
  return person ? `${person.firstName} ${person.lastName}` : '';
}

/** Sets the card account's status (the card status lives on the account, as balanceInquiry answers it). */
export async function setCardStatus(db: Db, accountId: number, statusId: number): Promise<void> {
  await db.update(accounts).set({ statusId }).where(eq(accounts.id, accountId));
}
