// The beneficiary checks of the rails without a bank account (WIRE.md "External transfers"): a card payout
// (oct: a confirmed saved card or a typed number off the BIN blacklist), crypto (an address of the currency's
// network), instant (a registered key, or an account at an instant bank) and interac (an e-mail or a phone).
import {
  cardNumberOnWire,
  cardNumberProblem,
  checkableEmail,
  cryptoAddressProblem,
  instantKeyTypes,
  phoneOnWire,
} from '@paydeck/transfers/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { blockedBins, externalCards } from '../cards/tables.ts';
import {
  type Beneficiary,
  country,
  extras,
  field,
  need,
  offered,
  oneOf,
  type Payload,
  type Problems,
} from './external-fields.ts';
import { fixedCurrency } from './external-rules.ts';
import { demoInstantKeys } from './external-seed-data.ts';
import { cryptoNetworks, instantBanks } from './tables.ts';

type Found = Omit<Beneficiary, 'templateId'>;

export async function oct(db: Db, problems: Problems, payload: Payload, customerId: number): Promise<Found> {
  const which = oneOf(problems, payload, 'cardId', 'cardNumber');
  if (which === 'first') {
    const [card] = await db
      .select()
      .from(externalCards)
      .where(
        and(eq(externalCards.id, Number(field(payload, 'cardId')) || 0), eq(externalCards.customerId, customerId)),
      );
    if (card?.status !== 'confirmed') need(problems, 'cardId', 'is not one of your confirmed cards');
    else
      return {
        name: card.holderName,
        countryCode: null,
        currencyCode: null,
        details: { cardId: card.id, maskedNumber: card.maskedNumber },
      };
  }
  if (which === 'second') {
    const number = cardNumberOnWire(field(payload, 'cardNumber'));
    const blocked = (await db.select().from(blockedBins)).map((row) => row.binNumber);
    const problem = cardNumberProblem(number, blocked);
    if (problem === 'blocked') need(problems, 'cardNumber', "card's BIN is not accepted");
    else if (problem !== null) need(problems, 'cardNumber', 'is not a valid card number');
    const masked = `${number.slice(0, 6)}${'*'.repeat(Math.max(number.length - 10, 0))}${number.slice(-4)}`;
    return {
      name: field(payload, 'cardHolderName'),
      countryCode: null,
      currencyCode: null,
      details: { maskedNumber: masked },
    };
  }
  return { name: '', countryCode: null, currencyCode: null, details: {} };
}

export async function crypto(db: Db, problems: Problems, payload: Payload, fromCurrency: string): Promise<Found> {
  const currencyCode = (field(payload, 'currencyCode') || fromCurrency).toUpperCase();
  const networks = await db.select().from(cryptoNetworks).where(eq(cryptoNetworks.currencyCode, currencyCode));
  const address = field(payload, 'address');
  if (networks.length === 0) need(problems, 'currencyCode', 'is not a crypto currency');
  else if (cryptoAddressProblem(address) === 'required') need(problems, 'address');
  else {
    const network = networks.find((row) => new RegExp(row.addressPattern).test(address));
    if (cryptoAddressProblem(address) !== null || !network) need(problems, 'address', 'is not a valid address');
    else return { name: address, countryCode: null, currencyCode, details: { address, network: network.network } };
  }
  return { name: address, countryCode: null, currencyCode, details: { address } };
}

export async function instant(db: Db, problems: Problems, payload: Payload): Promise<Found> {
  const countryCode = country(problems, payload, 'countryCode', true);
  offered(problems, 'instant', countryCode);
  const keyType = field(payload, 'instantKeyType');
  const key = field(payload, 'instantKey');
  if (!(instantKeyTypes as readonly string[]).includes(keyType)) need(problems, 'instantKeyType', 'is not valid');
  if (key === '') need(problems, 'instantKey');
  extras(problems, 'instant', countryCode, payload);
  if (keyType === 'account') {
    const bankCode = field(payload, 'bankCode');
    const [bank] = countryCode
      ? await db
          .select()
          .from(instantBanks)
          .where(and(eq(instantBanks.countryCode, countryCode), eq(instantBanks.code, bankCode)))
      : [];
    if (bankCode === '') need(problems, 'bankCode');
    else if (!bank) need(problems, 'bankCode', 'is not an instant payment bank');
    return {
      name: field(payload, 'beneficiaryName') || key,
      countryCode,
      currencyCode: fixedCurrency('instant', countryCode),
      details: { instantKeyType: keyType, instantKey: key, bankCode },
    };
  }
  const holder = instantKeyHolder(keyType, key);
  if (key !== '' && keyType !== '' && !holder) need(problems, 'instantKey', 'is not registered');
  return {
    name: holder?.name ?? key,
    countryCode,
    currencyCode: fixedCurrency('instant', countryCode),
    details: { instantKeyType: keyType, instantKey: key, bankCode: holder?.bankCode ?? null },
  };
}

/** The holder of an instant key in the sandbox's directory (e-mails compare case-insensitively). */
export const instantKeyHolder = (keyType: string, key: string) =>
  demoInstantKeys.find(
    (entry) =>
      entry.instantKeyType === keyType &&
      (keyType === 'email' ? entry.instantKey.toLowerCase() === key.toLowerCase() : entry.instantKey === key),
  );

export function interac(problems: Problems, payload: Payload): Found {
  const name = field(payload, 'beneficiaryName');
  if (name === '') need(problems, 'beneficiaryName');
  const which = oneOf(problems, payload, 'email', 'phone');
  const email = which === 'first' ? checkableEmail(field(payload, 'email')) : null;
  const phone = which === 'second' ? phoneOnWire(field(payload, 'phone')) : null;
  if (which === 'first' && email === null) need(problems, 'email', 'is not valid');
  if (which === 'second' && phone === null) need(problems, 'phone', 'is not a valid phone number');
  const details = email ? { email } : { phone };
  return { name, countryCode: 'CA', currencyCode: fixedCurrency('interac', 'CA'), details };
}
