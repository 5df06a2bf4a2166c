// The own-accounts form's rules as a valibot schema (TanStack Form's validator). The rules are in rules.ts,
// the words in form-words.ts; this file only says which field each problem belongs to.
import type { Account } from '@paydeck/accounts';
import * as v from 'valibot';
import { REFERENCE_MAX, type TextProblem, textProblem } from '../../model/free-text';
import {
  type AmountProblem,
  amountProblem,
  countProblem,
  currencyScale,
  endDateProblem,
  type OwnTransferValues,
  type RecurringProblem,
} from './rules';

export interface SchemaWords {
  chooseFrom: string;
  chooseTo: string;
  different: string;
  reference: (problem: TextProblem) => string;
  amount: (problem: AmountProblem, scale: number, currency: string, max: string | null) => string;
  recurring: (problem: RecurringProblem) => string;
}

export interface SchemaContext {
  words: SchemaWords;
  accounts: readonly Account[];
  /** The maximum the server allows for the chosen accounts, once it has answered. */
  max: string | null;
  /** Today in the person's calendar, `YYYY-MM-DD`. */
  today: string;
}

/** A valibot path item pointing at one key of the form's values (how TanStack Form finds the field). */
const at = (values: OwnTransferValues, key: keyof OwnTransferValues): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input: { ...values }, key, value: values[key] },
];

export function ownTransferSchema({ words, accounts, max, today }: SchemaContext) {
  const currencyOf = (id: number | null) => accounts.find((account) => account.accountId === id)?.currencyCode ?? '';
  return v.pipe(
    v.object({
      fromAccountId: v.nullable(v.number()),
      toAccountId: v.nullable(v.number()),
      amount: v.string(),
      reference: v.string(),
      recurring: v.boolean(),
      frequency: v.picklist(['weekly', 'monthly', 'quarterly']),
      end: v.picklist(['never', 'date', 'count']),
      endDate: v.string(),
      count: v.string(),
      userCancel: v.boolean(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as OwnTransferValues;
      if (values.fromAccountId === null) addIssue({ message: words.chooseFrom, path: at(values, 'fromAccountId') });
      if (values.toAccountId === null) addIssue({ message: words.chooseTo, path: at(values, 'toAccountId') });
      else if (values.toAccountId === values.fromAccountId)
        addIssue({ message: words.different, path: at(values, 'toAccountId') });
      const currency = currencyOf(values.fromAccountId);
      const scale = currencyScale(currency);
      const problem = amountProblem(values.amount, scale, max);
      if (problem) addIssue({ message: words.amount(problem, scale, currency, max), path: at(values, 'amount') });
      const reference = textProblem(values.reference, { max: REFERENCE_MAX });
      if (reference) addIssue({ message: words.reference(reference), path: at(values, 'reference') });
      const date = endDateProblem(values, today);
      if (date) addIssue({ message: words.recurring(date), path: at(values, 'endDate') });
      const count = countProblem(values);
      if (count) addIssue({ message: words.recurring(count), path: at(values, 'count') });
    }),
  );
}
