// The invoice forms' messages in the interface language: one sentence per problem of create-rules.ts (the create
// and the reject dialogs share the note's).
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { type CreateProblem, EMAIL_MAX, NOTE_MAX } from './create-rules';

export function useProblemWords(): (problem: CreateProblem) => string {
  const { t, i18n } = useLingui();
  return useCallback(
    (problem: CreateProblem) => {
      switch (problem) {
        case 'emailRequired':
          return t`Enter the payer's e-mail.`;
        case 'emailInvalid':
          return t`Enter a valid e-mail, such as name@example.com.`;
        case 'emailLong': {
          const max = i18n.number(EMAIL_MAX);
          return t`Use at most ${max} characters.`;
        }
        case 'amountRequired':
          return t`Enter the amount.`;
        case 'amountFormat':
          return t`Enter an amount, such as 10 or 10.50.`;
        case 'amountScale':
          return t`The amount has more decimals than its currency allows.`;
        case 'amountZero':
          return t`The amount must be greater than 0.`;
        case 'currency':
          return t`Choose a currency of one of your accounts.`;
        case 'dueRequired':
          return t`Enter the due date.`;
        case 'duePast':
          return t`The due date must not be in the past.`;
        case 'noteLong': {
          const max = i18n.number(NOTE_MAX);
          return t`Use at most ${max} characters.`;
        }
        case 'control':
          return t`Remove the invisible control characters from this text.`;
        case 'bidi':
          return t`Remove the invisible text-direction characters from this text: they can make it read differently from what it holds.`;
      }
    },
    [t, i18n],
  );
}
