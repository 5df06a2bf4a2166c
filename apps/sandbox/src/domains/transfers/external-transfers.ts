// The external submits and their fee variants (WIRE.md "Submits and fee variants"): transfer<Rail> and
// transfer<Rail>Fee for oct, wire, EFT, crypto EFT, instant and interac, and cryptoFee. Every submit:
// the rail's permission (13), the beneficiary's checks (VF, all problems at once), then the booking.
import {
  type ExternalRail,
  externalRails,
  type Recipient,
  feeMethodOf,
  isCountryCode,
  submitMethodOf,
  transferTypeOf,
} from '@paydeck/transfers/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok, validationFailed } from '../../api/answers.ts';
import { decimalAmount, id, limitedText, positiveDecimalAmount, REFERENCE_MAX, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { fromMinor } from '../../money.ts';
import { bookExternal, feeAnswer, fromAccountOf, isQuote, quote, railRefusal } from './external-book.ts';
import { fixedCurrency, networkFees, railsToCountry } from './external-rules.ts';
import { checkBeneficiary } from './external-validate.ts';
import { cryptoNetworks } from './tables.ts';

/** Loose: the rail's fields, extras and `options.extraParams` are read by the checks, not by the schema. */
const submitPayload = v.looseObject({
  fromAccountId: id(),
  amount: positiveDecimalAmount(),
  description: v.optional(limitedText(REFERENCE_MAX)),
  toOwnAccount: v.optional(v.boolean()),
});

/** `toOwnAccount` _(named here)_: an own-account withdrawal, under the withdrawal's flag (payments.md 6). */
const recipientOf = (input: { toOwnAccount?: boolean | undefined }): Recipient =>
  input.toOwnAccount === true ? 'own' : 'others';

function submit(rail: ExternalRail): MethodDefinition {
  return sessionMethod({
    name: submitMethodOf[rail],
    idempotent: true,
    payload: submitPayload,
    async handle(ctx, input) {
      const refusal = await railRefusal(ctx, rail, recipientOf(input));
      if (refusal) return refusal;
      const from = await fromAccountOf(ctx.db, ctx.customerId, input.fromAccountId);
      if (!from) return invalid('fromAccountId', 'is not one of your payment accounts');
      const payload = input as Record<string, unknown>;
      const { problems, beneficiary } = await checkBeneficiary(ctx.db, rail, payload, {
        customerId: ctx.customerId,
        fromCurrency: from.currencyCode,
      });
      if (problems.length > 0) return validationFailed(problems);
      const q = await quote(ctx.db, ctx.customerId, rail, {
        fromAccountId: from.id,
        amount: input.amount,
        currencyCode: beneficiary.currencyCode,
      });
      if (!isQuote(q)) return q;
      return bookExternal(ctx, rail, q, beneficiary, input.description ?? '');
    },
  });
}

/** Wire, EFT and instant price by country (the client sends it); the others may send it. */
const countryBound: readonly ExternalRail[] = ['wire', 'eft', 'instant'];

function fee(rail: ExternalRail): MethodDefinition {
  return sessionMethod({
    name: feeMethodOf[rail],
    readOnly: true,
    payload: v.object({
      fromAccountId: id(),
      amount: decimalAmount(),
      countryCode: v.optional(text()),
      currencyCode: v.optional(text()),
      toOwnAccount: v.optional(v.boolean()),
    }),
    async handle(ctx, input) {
      const refusal = await railRefusal(ctx, rail, recipientOf(input));
      if (refusal) return refusal;
      const countryCode = (input.countryCode ?? '').toUpperCase();
      if (countryBound.includes(rail) && countryCode === '') return invalid('countryCode', 'is required');
      if (countryCode !== '' && !isCountryCode(countryCode)) return invalid('countryCode', 'is not a country');
      if (countryCode !== '' && !railsToCountry(countryCode).includes(rail)) {
        return invalid('countryCode', `is not available for ${transferTypeOf[rail]}`);
      }
      const currencyCode = fixedCurrency(rail, countryCode || null) ?? input.currencyCode ?? null;
      const q = await quote(ctx.db, ctx.customerId, rail, { ...input, currencyCode });
      return isQuote(q) ? feeAnswer(q) : q;
    },
  });
}

const cryptoFee = sessionMethod({
  name: 'cryptoFee',
  readOnly: true,
  payload: v.object({ currencyCode: text() }),
  async handle({ db }, input) {
    const currencyCode = input.currencyCode.toUpperCase();
    const [network] = await db.select().from(cryptoNetworks).where(eq(cryptoNetworks.currencyCode, currencyCode));
    const minor = networkFees[currencyCode];
    if (!network || minor === undefined) return invalid('currencyCode', 'is not a crypto currency');
    return ok({
      fee: fromMinor(minor, currencyCode),
      feeCurrencyCode: currencyCode,
      exchangeRate: null,
      toAmount: null,
    });
  },
});

export const externalTransferMethods: MethodDefinition[] = [
  ...externalRails.map(submit),
  ...externalRails.map(fee),
  cryptoFee,
];
