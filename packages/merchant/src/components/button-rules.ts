// The saved button form's rules (valibot), checked before sending.
import { decimalToUnits, isZeroDecimal } from '@paydeck/brand-config/decimal';
import * as v from 'valibot';
import { NAME_MAX, type TextProblem } from '../model/free-text';
import { freeTextCheck } from './webhook-rules';

export type ButtonProblem =
  | 'nameRequired'
  | 'account'
  | 'amountFormat'
  | 'amountZero'
  | 'amountDecimals'
  | 'returnUrl'
  | 'expiry'
  | 'descriptionLong'
  | 'control'
  | 'bidi';

/** The most characters of a button's description (the sandbox's buttonCreate). */
export const DESCRIPTION_MAX = 500;

export interface ButtonValues {
  name: string;
  accountId: string;
  amount: string;
  description: string;
  logoId: string;
  returnUrl: string;
  pbnEnabled: boolean;
  pbnExpiryDays: string;
}

const AMOUNT = /^\d+(\.\d{1,8})?$/;

/**
 * The form's rules. `word` names a problem (with the account currency's decimals for 'amountDecimals');
 * `scaleOf` gives the decimals of the chosen account's currency (2 for fiat, 8 for BTC; payments.md 9).
 */
export const buttonSchema = (
  word: (problem: ButtonProblem, decimals?: number) => string,
  scaleOf: (accountId: string) => number = () => 2,
) => {
  const worded = (long: ButtonProblem) => (problem: TextProblem) => word(problem === 'tooLong' ? long : problem);
  const fitsScale = ({ accountId, amount }: { accountId: string; amount: string }) =>
    !AMOUNT.test(amount.trim()) || decimalToUnits(amount.trim(), scaleOf(accountId)) !== null;
  const fields = v.object({
    name: v.pipe(
      v.string(),
      freeTextCheck(worded('nameRequired'), { max: NAME_MAX }),
      v.trim(),
      v.nonEmpty(word('nameRequired')),
    ),
    accountId: v.pipe(v.string(), v.nonEmpty(word('account'))),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.regex(AMOUNT, word('amountFormat')),
      v.check((text) => !AMOUNT.test(text) || !isZeroDecimal(text), word('amountZero')),
    ),
    description: v.pipe(v.string(), freeTextCheck(worded('descriptionLong'), { max: DESCRIPTION_MAX })),
    logoId: v.string(),
    returnUrl: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => text === '' || /^https?:\/\/\S+$/.test(text), word('returnUrl')),
    ),
    pbnEnabled: v.boolean(),
    pbnExpiryDays: v.pipe(
      v.string(),
      v.check((text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 365, word('expiry')),
    ),
  });
  return v.pipe(
    fields,
    v.forward(
      v.partialCheck([['accountId'], ['amount']], fitsScale, (issue) =>
        word('amountDecimals', scaleOf((issue.input as { accountId: string }).accountId)),
      ),
      ['amount'],
    ),
  );
};

export const emptyButton = (accountId = ''): ButtonValues => ({
  name: '',
  accountId,
  amount: '',
  description: '',
  logoId: '',
  returnUrl: '',
  pbnEnabled: false,
  pbnExpiryDays: '30',
});
