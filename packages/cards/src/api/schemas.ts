// Shapes several card answers share (on top of accounts' Id, Money and friends).
import { Id, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';

/** ISO 4217, upper case. */
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO currency code'));

/** A payment account a fee can be taken from (activation, application). */
export const FeeAccountSchema = v.object({
  accountId: Id,
  accountNumber: v.string(),
  currencyCode: CurrencyCode,
  balance: Money,
});
export type FeeAccount = v.InferOutput<typeof FeeAccountSchema>;
