// The dictionaries the registration forms read (WIRE.md "Dictionaries"): public, named in the asked language.
import * as v from 'valibot';
import { type Caller, read } from './caller';
import { CurrencySchema, DictionaryItemSchema, IndustrySchema } from './schemas';

const Items = v.object({ items: v.array(DictionaryItemSchema) });

/** `dictionaryIndustry`: industries with their group (adult, mainstream, financial, investment). */
export const fetchIndustries = async (api: Caller, lang: string, signal?: AbortSignal) =>
  (
    await api.call(
      'dictionaryIndustry',
      {},
      { schema: v.object({ items: v.array(IndustrySchema) }), lang, signal, ...read },
    )
  ).items;

export const registrationDictionaries = {
  /** `{ kind: 'personal' }` for persons, `{ kind: 'business' }` for the financial form. */
  sourcesOfFunds: 'dictionarySourcesOfFunds',
  purposesOfAccount: 'dictionaryPurposesOfAccount',
  estimatedMonthlyDeposits: 'dictionaryEstimatedMonthlyDeposits',
  additionalQuestions: 'dictionaryAdditionalQuestions',
} as const;
export type RegistrationDictionary = keyof typeof registrationDictionaries;

/** One of the `{ items: [{ id, name }] }` dictionaries. */
export const fetchDictionary = async (
  api: Caller,
  name: RegistrationDictionary,
  payload: { kind?: 'personal' | 'business' },
  lang: string,
  signal?: AbortSignal,
) => (await api.call(registrationDictionaries[name], payload, { schema: Items, lang, signal, ...read })).items;

/** `dictionaryCurrencies`: the currencies of the financial form's turnover. */
export const fetchCurrencies = async (api: Caller, lang: string, signal?: AbortSignal) =>
  (
    await api.call(
      'dictionaryCurrencies',
      {},
      { schema: v.object({ currencies: v.array(CurrencySchema) }), lang, signal, ...read },
    )
  ).currencies;
