// The KYC questionnaire's dictionaries (WIRE.md): occupation, sources of funds (per kind), purposes of
// account (per kind), estimated monthly deposits. Public like the other dictionaries (registration needs
// them); names in the language of the call (dictionary-names.ts; the browser shows the name it is given).
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import { type Lang, nameIn } from '../../lang.ts';
import { dictionaryNames } from './dictionary-names.ts';

type Items = readonly { id: number; name: string }[];

const items = (names: readonly string[], first = 1): Items => names.map((name, i) => ({ id: first + i, name }));

export const occupations = items([
  'Employed',
  'Self-employed',
  'Business owner',
  'Student',
  'Retired',
  'Unemployed',
  'Homemaker',
  'Other',
]);

export const sourcesOfFunds: Record<'personal' | 'personal2' | 'employee' | 'business', Items> = {
  personal: items(['Salary', 'Savings', 'Pension', 'Investments', 'Inheritance', 'Sale of property', 'Other']),
  personal2: items(['Salary', 'Business income', 'Gift', 'Loan', 'Other'], 20),
  employee: items(['Salary', 'Bonus', 'Other'], 30),
  business: items(['Revenue from sales', 'Investment from owners', 'Loan', 'Grant', 'Other'], 40),
};

export const purposesOfAccount: Record<'personal' | 'business', Items> = {
  personal: items(['Everyday spending', 'Savings', 'Receiving salary', 'Sending money abroad', 'Online shopping']),
  business: items(['Paying suppliers', 'Receiving payments from customers', 'Payroll', 'Treasury'], 20),
};

export const estimatedMonthlyDeposits = items([
  'Up to 1,000 EUR',
  '1,000 to 5,000 EUR',
  '5,000 to 20,000 EUR',
  '20,000 to 100,000 EUR',
  'Over 100,000 EUR',
]);

export const knownId = (list: Items, id: number): boolean => list.some((item) => item.id === id);
export const allSourcesOfFunds: Items = Object.values(sourcesOfFunds).flat();
export const allPurposesOfAccount: Items = Object.values(purposesOfAccount).flat();

/** A list's names in `lang`. */
export const itemsIn = (list: Items, lang: Lang): Items =>
  list.map((item) => ({ ...item, name: nameIn(item.name, dictionaryNames, lang) }));

const dictionary = <K extends string>(name: string, lists: Record<K, Items>, kinds: readonly K[], fallback: K) =>
  publicMethod({
    name,
    readOnly: true,
    payload: v.object({ kind: v.optional(v.picklist(kinds, `must be ${kinds.join(', ')}`), fallback) }),
    handle: async ({ lang }, { kind }) => ok({ items: itemsIn(lists[(kind ?? fallback) as K], lang) }),
  });

export const dictionaryMethods: MethodDefinition[] = [
  publicMethod({
    name: 'dictionaryOccupation',
    readOnly: true,
    payload: v.object({}),
    handle: async ({ lang }) => ok({ items: itemsIn(occupations, lang) }),
  }),
  dictionary('dictionarySourcesOfFunds', sourcesOfFunds, ['personal', 'personal2', 'employee', 'business'], 'personal'),
  dictionary('dictionaryPurposesOfAccount', purposesOfAccount, ['personal', 'business'], 'personal'),
  publicMethod({
    name: 'dictionaryEstimatedMonthlyDeposits',
    readOnly: true,
    payload: v.object({}),
    handle: async ({ lang }) => ok({ items: itemsIn(estimatedMonthlyDeposits, lang) }),
  }),
];
