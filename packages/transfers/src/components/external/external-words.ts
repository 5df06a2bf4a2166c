// The external form's messages in the interface language: one sentence per field and problem, so every
// refusal says what to do before anything is sent.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useTextWords } from '../free-text/text-words';
import { currencyScale } from '../p2p/p2p-rules';
import type { ExternalRail } from '../../model/external';
import { externalTextMax, type Problem, type RuleContext } from './external-rules';
import type { ExternalField, ExternalValues } from './values';

/** What a message speaks of besides its field: the paying currency, the rail, the country whose rule applies. */
export interface ProblemAbout {
  currency: string;
  rail: ExternalRail;
  /** A wire's bank country, else the beneficiary's country. */
  countryCode: string;
}

export type ProblemText = (field: ExternalField, problem: Problem, about: ProblemAbout) => string;

export function problemAbout(ctx: RuleContext, values: ExternalValues): ProblemAbout {
  return {
    currency: ctx.accounts.find((a) => a.accountId === values.fromAccountId)?.currencyCode ?? '',
    rail: ctx.rail,
    countryCode: ctx.rail === 'wire' ? values.bankCountryCode : ctx.countryCode,
  };
}

export function useExternalWords(): ProblemText {
  const { t, i18n } = useLingui();
  const text = useTextWords();
  return useMemo<ProblemText>(() => {
    function amountText(problem: Problem, currency: string): string {
      switch (problem) {
        case 'required':
          return t`Enter the amount to send.`;
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
        case 'overMax':
          return t`The amount is more than the most you can send now.`;
        default:
          return t`Enter the amount in digits, for example 12.50`;
      }
    }
    const countryName = (code: string) => {
      try {
        return new Intl.DisplayNames([i18n.locale, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
    return (field, problem, { currency, rail, countryCode }) => {
      if (problem === 'control' || problem === 'bidi') return text(problem, 0);
      if (problem === 'tooLong' && field in externalTextMax)
        return text(problem, externalTextMax[field as keyof typeof externalTextMax]);
      if (field.startsWith('extras.'))
        return problem === 'required'
          ? t`Fill in this field: the bank needs it for this country.`
          : problem === 'tooLong'
            ? t`This is longer than the bank accepts.`
            : t`This is not in the form the bank expects.`;
      switch (field) {
        case 'fromAccountId':
          return t`Choose the account to send from.`;
        case 'amount':
          return amountText(problem, currency);
        case 'cardNumber':
          return problem === 'required'
            ? t`Enter the card number, or choose one of your saved cards.`
            : problem === 'blocked'
              ? t`Payouts to cards of this issuer (its first six digits) are not accepted. Use another card.`
              : problem === 'unchecked'
                ? t`The card's issuer cannot be checked yet: the list of issuers we do not pay out to has not loaded. Send again in a moment, or reload the page if it does not load.`
                : problem === 'length'
                  ? t`A card number has 13 to 19 digits.`
                  : problem === 'checksum'
                    ? t`This card number is not valid: check the digits.`
                    : t`Enter the card number in digits only.`;
        case 'beneficiaryName':
          return t`Enter the beneficiary's full name.`;
        case 'iban':
          return problem === 'required'
            ? t`Enter the beneficiary's IBAN.`
            : problem === 'checksum'
              ? t`This IBAN is not valid: its check digits do not match. Check it against the beneficiary's details.`
              : t`An IBAN starts with two letters and two digits, for example DE89 3704 0044 0532 0130 00.`;
        case 'accountNumber':
          return problem === 'required'
            ? t`Enter the beneficiary's account number.`
            : t`An account number has 4 to 34 letters, digits or dashes.`;
        case 'swift':
          return problem === 'required'
            ? t`Enter the bank's BIC (SWIFT) code.`
            : t`A BIC has 8 or 11 characters, for example DEUTDEFF.`;
        case 'bankCountryCode':
          return t`Choose the bank's country.`;
        case 'bankCode': {
          // Only a wire to BR, JP, HK or LK asks the code by that rule; EFT and instant ask for the bank itself.
          if (rail === 'eft') return t`Enter the beneficiary's bank.`;
          if (rail === 'instant') return t`Choose the payee's bank.`;
          const country = countryName(countryCode);
          return t`Enter the bank code: banks in ${country} are reached by bank code and branch code.`;
        }
        case 'branchCode': {
          const country = countryName(countryCode);
          return t`Enter the branch code: banks in ${country} need the branch as well as the bank.`;
        }
        case 'address':
          return problem === 'required'
            ? t`Enter the wallet address to send to.`
            : t`This does not look like a wallet address: 26 to 90 letters and digits.`;
        case 'instantKey':
          return problem === 'required' ? t`Enter the payee's key.` : t`This key is not valid for the key type chosen.`;
        case 'email':
          return problem === 'required' ? t`Enter the payee's e-mail.` : t`Enter a valid e-mail address.`;
        case 'phone':
          return problem === 'required'
            ? t`Enter the payee's phone number.`
            : t`Enter a valid phone number, for example +1 416 555 0199.`;
        default:
          return problem === 'tooLong' ? t`This is too long.` : t`Check this field.`;
      }
    };
  }, [t, text, i18n.locale]);
}
