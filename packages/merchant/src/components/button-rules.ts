// The saved button form's rules (valibot), checked before sending.
import { isZeroDecimal } from '@paydeck/brand-config/decimal';
import * as v from 'valibot';
import { NAME_MAX, type TextProblem } from '../model/free-text';
import { freeTextCheck } from './webhook-rules';

export type ButtonProblem =
  | 'nameRequired'
  | 'account'
  | 'amountFormat'
  | 'amountZero'
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

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export const buttonSchema = (word: (problem: ButtonProblem) => string) => {
  const worded = (long: ButtonProblem) => (problem: TextProblem) => word(problem === 'tooLong' ? long : problem);
  return v.object({
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
