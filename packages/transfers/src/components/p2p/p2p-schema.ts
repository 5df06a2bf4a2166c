// The p2p form's rules as a valibot schema (TanStack Form's validator): the rules are in p2p-rules.ts, the
// words in p2p-words.ts; this file only says which field each problem belongs to.
import type { Account } from '@paydeck/accounts';
import * as v from 'valibot';
import type { Payee } from '../../api/p2p';
import { EMAIL_MAX, REFERENCE_MAX, textProblem } from '../../model/free-text';
import type { TextWords } from '../free-text/text-words';
import {
  type AmountProblem,
  amountProblem,
  type EmailProblem,
  emailProblem,
  type P2pValues,
  payeeProblem,
} from './p2p-rules';

export interface P2pWords {
  chooseFrom: string;
  text: TextWords;
  email: (problem: EmailProblem, currency: string) => string;
  amount: (problem: AmountProblem, currency: string) => string;
}

export interface P2pSchemaContext {
  words: P2pWords;
  accounts: readonly Account[];
  /** The payee check's answer for the typed e-mail, once it came. */
  payee: Payee | null;
}

/** A valibot path item pointing at one key of the form's values (how TanStack Form finds the field). */
const at = (values: P2pValues, key: keyof P2pValues): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input: { ...values }, key, value: values[key] },
];

export function p2pSchema({ words, accounts, payee }: P2pSchemaContext) {
  return v.pipe(
    v.object({
      fromAccountId: v.nullable(v.number()),
      toEmail: v.string(),
      amount: v.string(),
      description: v.string(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as P2pValues;
      const account = accounts.find((item) => item.accountId === values.fromAccountId);
      const currency = account?.currencyCode ?? '';
      if (!account) addIssue({ message: words.chooseFrom, path: at(values, 'fromAccountId') });
      const emailText = textProblem(values.toEmail, { max: EMAIL_MAX });
      const email = emailProblem(values.toEmail) ?? payeeProblem(payee);
      if (emailText) addIssue({ message: words.text(emailText, EMAIL_MAX), path: at(values, 'toEmail') });
      else if (email) addIssue({ message: words.email(email, currency), path: at(values, 'toEmail') });
      const amount = amountProblem(values.amount, account);
      if (amount) addIssue({ message: words.amount(amount, currency), path: at(values, 'amount') });
      const description = textProblem(values.description, { max: REFERENCE_MAX });
      if (description) addIssue({ message: words.text(description, REFERENCE_MAX), path: at(values, 'description') });
    }),
  );
}
