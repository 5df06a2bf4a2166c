// The own-accounts form's messages in the interface language (the schema takes them as plain words).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@paydeck/i18n';
import { useMemo } from 'react';
import { REFERENCE_MAX } from '../../model/free-text';
import { useTextWords } from '../free-text/text-words';
import type { SchemaWords } from './form-schema';

export function useSchemaWords(): SchemaWords {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const text = useTextWords();
  return useMemo(
    () => ({
      chooseFrom: t`Choose the account to send from.`,
      chooseTo: t`Choose the account to send to.`,
      different: t`Choose two different accounts.`,
      reference: (problem) => text(problem, REFERENCE_MAX),
      amount: (problem, scale, currency, max) => {
        switch (problem) {
          case 'required':
            return t`Enter the amount to send.`;
          case 'format':
            return t`Enter the amount in digits, for example 12.50`;
          case 'zero':
            return t`Enter an amount greater than zero.`;
          case 'scale':
            return plural(scale, {
              one: `Use at most # decimal place for ${currency}.`,
              other: `Use at most # decimal places for ${currency}.`,
            });
          case 'overMax': {
            const amount = formatMoney(max ?? '0', currency, locale);
            return t`You can send at most ${amount} now.`;
          }
        }
      },
      recurring: (problem) => {
        switch (problem) {
          case 'endDateRequired':
            return t`Choose the date of the last transfer.`;
          case 'endDatePast':
            return t`Choose a date after today.`;
          case 'countRequired':
            return t`Enter how many transfers to make, in digits.`;
          case 'countTooSmall':
            return t`A repeating transfer runs at least twice, this one included.`;
        }
      },
    }),
    [t, locale, text],
  );
}
