// Dictionaries: countries, currencies, transaction types; names in the asked language (`lang`).
import { countryCodes } from '@paydeck/brand-config/countries';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import { intlLocale, type Lang } from '../../lang.ts';
import { supportedCurrencies } from '../../money.ts';
import { transactionTypes } from './transaction-types.ts';

const payload = v.object({ lang: v.optional(v.string()) });

function named(codes: readonly string[], lang: Lang, type: 'region' | 'currency'): { code: string; name: string }[] {
  const locale = intlLocale(lang);
  const names = new Intl.DisplayNames([locale], { type });
  const collator = new Intl.Collator(locale);
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

export const dictionaryMethods: MethodDefinition[] = [
  publicMethod({
    name: 'dictionaryCountries',
    readOnly: true,
    payload,
    handle: async ({ lang }) => ok({ countries: named(countryCodes, lang, 'region') }),
  }),
  publicMethod({
    name: 'dictionaryCurrencies',
    readOnly: true,
    payload,
    handle: async ({ lang }) => ok({ currencies: named(supportedCurrencies, lang, 'currency') }),
  }),
  publicMethod({
    name: 'dictionaryTransactionTypes',
    readOnly: true,
    payload,
    handle: async ({ lang }) =>
      ok({
        // The bank's types only: "All transactions" (id 0) is the client's (payments.md 3).
        transactionTypes: transactionTypes.map((type) => ({ id: type.id, code: type.code, name: type.names[lang] })),
      }),
  }),
];
