// The saved button form's rules (valibot), checked before sending.
import * as v from 'valibot';

export type ButtonProblem = 'nameRequired' | 'account' | 'amountFormat' | 'amountZero' | 'returnUrl' | 'expiry';

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

export const buttonSchema = (word: (problem: ButtonProblem) => string) =>
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(word('nameRequired')), v.maxLength(100, word('nameRequired'))),
    accountId: v.pipe(v.string(), v.nonEmpty(word('account'))),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.regex(AMOUNT, word('amountFormat')),
      v.check((text) => !AMOUNT.test(text) || Number(text) > 0, word('amountZero')),
    ),
    description: v.pipe(v.string(), v.maxLength(500)),
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
