// The p2p form's messages in the interface language (the schema and the refusals take them as plain words).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useTextWords } from '../free-text/text-words';
import { currencyScale } from './p2p-rules';
import type { P2pWords } from './p2p-schema';

export function useP2pWords(): P2pWords {
  const { t } = useLingui();
  const text = useTextWords();
  return useMemo(
    () => ({
      chooseFrom: t`Choose the account to send from.`,
      text,
      email: (problem, currency) => {
        switch (problem) {
          case 'required':
            return t`Enter the e-mail of the person you pay.`;
          case 'invalid':
            return t`Enter a valid e-mail address.`;
          case 'unknown':
            return t`No Paydeck customer has this e-mail: check it, or ask the person for the e-mail they use with us.`;
          case 'blocked':
            return t`You blocked payments to this e-mail in your security settings.`;
          case 'cannotReceive':
            return currency
              ? t`This person cannot receive ${currency}: they have no ${currency} account with us.`
              : t`This person cannot receive money in this currency.`;
          case 'own':
            return t`This is your own e-mail: use a transfer between your accounts.`;
        }
      },
      amount: (problem, currency) => {
        switch (problem) {
          case 'required':
            return t`Enter the amount to send.`;
          case 'format':
            return t`Enter the amount in digits, for example 12.50`;
          case 'zero':
            return t`Enter an amount greater than zero.`;
          case 'scale': {
            const scale = currencyScale(currency);
            return plural(scale, {
              one: `Use at most # decimal place for ${currency}.`,
              other: `Use at most # decimal places for ${currency}.`,
            });
          }
          case 'overAvailable':
            return t`The amount is more than the account's available balance.`;
          case 'insufficient':
            return t`The account does not hold enough for the amount and the fee.`;
          case 'limit':
            return t`The amount exceeds your person-to-person limit.`;
        }
      },
    }),
    [t, text],
  );
}
