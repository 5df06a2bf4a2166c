// dictionaryIndustry (identity spec 7.2: "industry (groups adult, mainstream, financial, investment)"): public like
// the other dictionaries; names in the language of the call (industry-names.ts; the browser shows the name it is given).
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import { nameIn } from '../../lang.ts';
import { industryNames } from './industry-names.ts';

type Group = 'adult' | 'mainstream' | 'financial' | 'investment';

const group = (name: Group, first: number, names: readonly string[]) =>
  names.map((industry, i) => ({ id: first + i, name: industry, group: name }));

export const industries = [
  ...group('mainstream', 1, [
    'Advertising and marketing',
    'Affiliate marketing',
    'Software development',
    'Hosting and cloud services',
    'E-commerce',
    'Media and entertainment',
    'Live streaming',
    'Freelance services',
    'Other mainstream business',
  ]),
  ...group('adult', 20, ['Adult entertainment', 'Webcam studio', 'Adult content platform']),
  ...group('financial', 40, ['Payment processing', 'Billing services', 'Money remittance', 'Currency exchange']),
  ...group('investment', 60, ['Asset management', 'Brokerage', 'Venture capital', 'Crypto-asset services']),
] as const;

export const isIndustry = (id: number): boolean => industries.some((industry) => industry.id === id);

const dictionaryIndustry = publicMethod({
  name: 'dictionaryIndustry',
  readOnly: true,
  payload: v.object({}),
  handle: async ({ lang }) =>
    ok({ items: industries.map((industry) => ({ ...industry, name: nameIn(industry.name, industryNames, lang) })) }),
});

export const industryMethods: MethodDefinition[] = [dictionaryIndustry];
