// The external rails' demo data: the reference dictionaries (bank step) and rosa.rails' part (finish
// step): funds in EUR and USD, a usable wire template (status 1) to Deutsche Bank, a usable EFT template
// (status 2) to Banco do Brasil, an unusable wire template (status 3), and a confirmed saved card.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { loginOf } from '../../seed/people.ts';
import { DAY } from '../../seed/steps.ts';
import { AccountType, TxStatus } from '../accounts/ledger/codes.ts';
import { book, systemAccount } from '../accounts/ledger/ledger.ts';
import { accounts } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { externalCards } from '../cards/tables.ts';
import { users } from '../customer/tables.ts';
import { demoBanks, demoCryptoNetworks, demoInstantBanks } from './external-seed-data.ts';
import { bankBranches, banks, cryptoNetworks, instantBanks, paymentTemplates } from './tables.ts';
import { bankDescription } from '../accounts/descriptions.ts';

export async function seedExternalReference(db: Db): Promise<void> {
  await db.insert(banks).values(demoBanks.map(({ branches: _, ...bank }) => bank));
  const branches = demoBanks.flatMap((bank) => (bank.branches ?? []).map((b) => ({ swift: bank.swift, ...b })));
  await db.insert(bankBranches).values(branches);
  await db.insert(instantBanks).values(demoInstantBanks);
  await db.insert(cryptoNetworks).values(demoCryptoNetworks);
}

/** rosa.rails' funds (minor units: 25,000.00 EUR and 10,000.00 USD). */
const ROSA_FUNDS: Record<string, bigint> = { EUR: 2_500_000n, USD: 1_000_000n };

interface TemplateSeed {
  name: string;
  countryCode: string;
  currencyCode: string;
  wireStatus: number | null;
  eftStatus: number | null;
  details: Record<string, string>;
}

export const rosaTemplates: TemplateSeed[] = [
  {
    name: 'Hans Müller (Deutsche Bank)',
    countryCode: 'DE',
    currencyCode: 'EUR',
    wireStatus: 1,
    eftStatus: null,
    details: {
      beneficiaryName: 'Hans Müller',
      beneficiaryAddress: 'Goethestraße 10, 60313 Frankfurt am Main',
      beneficiaryCountryCode: 'DE',
      iban: 'DE94500700100123456789',
      swift: 'DEUTDEFF',
      bankName: 'Deutsche Bank AG',
      bankAddress: 'Taunusanlage 12',
      bankCity: 'Frankfurt am Main',
      bankZipCode: '60325',
      bankCountryCode: 'DE',
    },
  },
  {
    name: 'João Silva (Banco do Brasil)',
    countryCode: 'BR',
    currencyCode: 'USD',
    wireStatus: null,
    eftStatus: 2,
    details: {
      beneficiaryName: 'João Silva',
      beneficiaryAddress: 'Rua Augusta 500, São Paulo',
      beneficiaryCountryCode: 'BR',
      accountNumber: '123456789',
      bankName: 'Banco do Brasil S.A.',
      bankCode: '001',
      branchCode: '3070',
      bankCountryCode: 'BR',
    },
  },
  {
    name: 'Old supplier (NatWest)',
    countryCode: 'GB',
    currencyCode: 'GBP',
    wireStatus: 3,
    eftStatus: null,
    details: {
      beneficiaryName: 'Harbour Supplies Ltd',
      beneficiaryCountryCode: 'GB',
      iban: 'GB29NWBK60161331926819',
      swift: 'NWBKGB2L',
      bankName: 'National Westminster Bank plc',
      bankCountryCode: 'GB',
    },
  },
];

export async function seedRosa(db: Db, now: Date): Promise<void> {
  const [rosa] = await db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.login, loginOf('rosa.rails')));
  if (!rosa) return;
  const createdAt = new Date(now.getTime() - 2 * DAY);
  for (const [currencyCode, minor] of Object.entries(ROSA_FUNDS)) {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.customerId, rosa.customerId),
          eq(accounts.currencyCode, currencyCode),
          eq(accounts.typeId, AccountType.payment),
        ),
      );
    if (!account) continue;
    await book(db, {
      typeId: TxType.deposit,
      statusId: TxStatus.completed,
      fromAccountId: null,
      toAccountId: account.id,
      amount: minor,
      currencyCode,
      toAmount: minor,
      toCurrencyCode: currencyCode,
      description: bankDescription('incomingWireFrom', { name: 'Notaría Gómez' }),
      counterpartyName: 'Notaría Gómez',
      createdAt,
      postings: [
        { accountId: await systemAccount(db, 'clearing', currencyCode), amount: -minor, currencyCode },
        { accountId: account.id, amount: minor, currencyCode },
      ],
    });
  }
  await db
    .insert(paymentTemplates)
    .values(rosaTemplates.map((template) => ({ ...template, customerId: rosa.customerId, createdAt })));
  await db.insert(externalCards).values({
    customerId: rosa.customerId,
    maskedNumber: '520082******8210',
    binNumber: '520082',
    cardBrand: 'MASTERCARD',
    holderName: 'Rosa Moreno',
    expiryMonth: 9,
    expiryYear: now.getUTCFullYear() + 3,
    chargeAmount: '0.57',
    chargeCurrencyCode: 'EUR',
    status: 'confirmed',
    attemptsLeft: 3,
    createdAt,
  });
}
