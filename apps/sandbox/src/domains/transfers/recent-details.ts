// Repeating a transfer (payments.md 7 "recent transfer details"; WIRE.md "Person to person"): one of the
// customer's own outgoing transfers, read from the ledger (and, for an external rail, what it sent), answered as
// a new transfer of the same kind would send it, with the checks computed from the customer's data today.
import { type ExternalRail, externalRails } from '@paydeck/transfers/api';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { normaliseDecimal } from '../../money.ts';
import { accounts, transactions } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { confirmedAddress } from '../customer/addresses.ts';
import { customerAddresses, customers } from '../customer/tables.ts';
import { kycProfiles } from '../kyc/tables.ts';
import { railNames } from './external-book.ts';
import { extraParamProblems, extraParamsFor } from './external-params.ts';
import { codeOf, RAILS } from './recent.ts';
import { externalTransfers } from './tables.ts';

type TransactionRow = typeof transactions.$inferSelect;
type ExternalRow = typeof externalTransfers.$inferSelect;

/** The beneficiary fields a repeat gives back, named as the rail's submit names them (WIRE.md "Submits"). */
const beneficiaryFields = [
  'beneficiaryAddress',
  'beneficiaryCountryCode',
  'iban',
  'accountNumber',
  'swift',
  'bankName',
  'bankAddress',
  'bankCity',
  'bankZipCode',
  'bankCode',
  'branchCode',
  'cardId',
  'maskedNumber',
  'address',
  'instantKeyType',
  'instantKey',
  'email',
  'phone',
] as const;

/** Proof-of-residence statuses whose date still holds (kyc: `expiredSoon` is still in date). */
const inDate = ['validated', 'expiredSoon'];

const isRail = (rail: string): rail is ExternalRail => (externalRails as readonly string[]).includes(rail);

/** The person's own words, or null when the bank wrote the description itself (it has a key: descriptions.ts). */
function typedReference(tx: TransactionRow, external: ExternalRow | undefined): string | null {
  if (tx.typeId === TxType.betweenAccounts) return tx.reference || null;
  if (tx.descriptionKey !== null) return null;
  // Booked before the bank's descriptions had keys: only its English text tells the bank's apart.
  const written =
    tx.typeId === TxType.p2p
      ? `Transfer to ${tx.counterpartyEmail ?? ''}`
      : external && isRail(external.rail)
        ? `${railNames[external.rail]} to ${tx.counterpartyName ?? ''}`
        : '';
  return tx.description && tx.description !== written ? tx.description : null;
}

function externalDetails(tx: TransactionRow, external: ExternalRow) {
  const kept = external.details;
  const fields = Object.fromEntries(
    beneficiaryFields.flatMap((name) => (kept[name] === undefined || kept[name] === null ? [] : [[name, kept[name]]])),
  );
  return {
    countryCode: external.countryCode,
    templateId: external.templateId,
    beneficiaryName: tx.counterpartyName || null,
    ...fields,
    // A wire's country is its bank's.
    ...(external.rail === 'wire' ? { bankCountryCode: external.countryCode } : {}),
    extraParams: (kept.extraParams as Record<string, string> | undefined) ?? {},
  };
}

/** The kept extra parameters pass the rail's list for the country as it is today. */
function extraParamsStillValid(external: ExternalRow | undefined): boolean {
  if (!external?.countryCode || !isRail(external.rail)) return true;
  const kept = (external.details.extraParams as Record<string, unknown> | undefined) ?? {};
  return extraParamProblems(extraParamsFor(external.rail, external.countryCode), kept, kept).length === 0;
}

/** The payer's address and requirements today, against the transfer. */
async function customerChecks(db: Db, customerId: number, sentAt: Date) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  const [profile] = await db.select().from(kycProfiles).where(eq(kycProfiles.customerId, customerId));
  const active = await confirmedAddress(db, customerId);
  const replaced = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.status, 'replaced')));
  return {
    isCustomerAddressDateValid: active !== null && inDate.includes(profile?.proofOfResidenceStatus ?? 'none'),
    hasRequirements: !customer || customer.limited || customer.isNeedKyc || customer.isNeedPersonalInfoUpdate,
    // The active address replaced another after the transfer was sent: the transfer carried the old one.
    isCustomerAddressMatchesActive: active !== null && (replaced.length === 0 || active.createdAt <= sentAt),
  };
}

const recentTransferDetails = sessionMethod({
  name: 'recentTransferDetails',
  readOnly: true,
  payload: v.object({ transactionId: id() }),
  async handle({ db, customerId }, input) {
    const [row] = await db
      .select({ tx: transactions, external: externalTransfers })
      .from(transactions)
      .innerJoin(accounts, eq(accounts.id, transactions.fromAccountId))
      .leftJoin(externalTransfers, eq(externalTransfers.transactionId, transactions.id))
      .where(
        and(
          eq(transactions.id, input.transactionId),
          eq(accounts.customerId, customerId),
          inArray(transactions.typeId, Object.values(RAILS)),
        ),
      );
    // Another customer's transfer answers as an unknown one: nothing says it exists.
    if (!row || row.tx.fromAccountId === null) return invalid('transactionId', 'is not one of your transfers');
    const { tx } = row;
    const external = row.external ?? undefined;
    const details = {
      transactionId: tx.id,
      statusId: tx.statusId,
      createdAt: tx.createdAt.toISOString(),
      fromAccountId: tx.fromAccountId,
      amount: normaliseDecimal(tx.amount),
      currencyCode: tx.currencyCode,
      toAmount: normaliseDecimal(tx.toAmount),
      toCurrencyCode: tx.toCurrencyCode,
      description: typedReference(tx, external),
      ...(tx.typeId === TxType.betweenAccounts ? { toAccountId: tx.toAccountId } : {}),
      ...(tx.typeId === TxType.p2p ? { toEmail: tx.counterpartyEmail, toName: tx.counterpartyName } : {}),
      ...(external ? externalDetails(tx, external) : {}),
    };
    return ok({
      transaction: {
        type: codeOf(tx.typeId),
        details,
        isExtraParamsValid: extraParamsStillValid(external),
        ...(await customerChecks(db, customerId, tx.createdAt)),
      },
    });
  },
});

export const recentDetailsMethods: MethodDefinition[] = [recentTransferDetails];
