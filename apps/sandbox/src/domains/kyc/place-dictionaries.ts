// The dictionaries of birth countries, personal agreements, states (by country) and the customer address
// document types (WIRE.md "Dictionaries"). Public, like the other dictionaries: registration needs them before
// a session. Names in the language of the call; state names are proper names and stay as written.
import { countryCodes } from '@paydeck/brand-config/countries';
import * as v from 'valibot';
import { ok } from '../../api/answers.ts';
import { type MethodDefinition, publicMethod } from '../../api/registry.ts';
import { intlLocale, type Lang, nameIn, type TranslatedName } from '../../lang.ts';
import { documentTypeName } from './document-type-names.ts';
import { documentTypes } from './document-types.ts';
import { countryCode } from './identity.ts';
import { statesOf } from './states.ts';

/** Territories nobody is born in (no resident population, no civil registry): not offered as a birth country. */
export const uninhabited: readonly string[] = ['AQ', 'BV', 'GS', 'HM', 'TF', 'UM'];

/** What a person accepts when opening an account; `link` names the brand's document (`links` in brand.json). */
export const personalAgreements = [
  { id: 1, name: 'Terms and conditions', link: 'terms' },
  { id: 2, name: 'Privacy policy', link: 'privacy' },
  { id: 3, name: 'Fee schedule', link: 'fees' },
] as const;

const agreementNames: Readonly<Record<string, TranslatedName>> = {
  'Terms and conditions': [
    'Términos y condiciones',
    'Termos e condições',
    'Termeni și condiții',
    'Условия обслуживания',
    'Умови обслуговування',
  ],
  'Privacy policy': [
    'Política de privacidad',
    'Política de privacidade',
    'Politica de confidențialitate',
    'Политика конфиденциальности',
    'Політика конфіденційності',
  ],
  'Fee schedule': ['Tarifas', 'Tabela de tarifas', 'Lista de comisioane', 'Тарифы', 'Тарифи'],
};

const ADDRESS_CATEGORY = 2;

function birthCountries(lang: Lang): { code: string; name: string }[] {
  const locale = intlLocale(lang);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countryCodes
    .filter((code) => !uninhabited.includes(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

const langOnly = v.object({ lang: v.optional(v.string()) });

export const placeDictionaryMethods: MethodDefinition[] = [
  publicMethod({
    name: 'dictionaryBirthCountries',
    readOnly: true,
    payload: langOnly,
    handle: async ({ lang }) => ok({ countries: birthCountries(lang) }),
  }),
  publicMethod({
    name: 'dictionaryPersonalAgreements',
    readOnly: true,
    payload: langOnly,
    handle: async ({ lang }) =>
      ok({ items: personalAgreements.map((item) => ({ ...item, name: nameIn(item.name, agreementNames, lang) })) }),
  }),
  publicMethod({
    name: 'dictionaryStates',
    readOnly: true,
    payload: v.object({ countryCode: countryCode(), lang: v.optional(v.string()) }),
    handle: async (_ctx, { countryCode: country }) => ok({ states: statesOf(country) }),
  }),
  publicMethod({
    name: 'customerAddressDocumentTypes',
    readOnly: true,
    payload: v.object({ countryCode: v.optional(countryCode()), lang: v.optional(v.string()) }),
    handle: async ({ lang }, { countryCode: country }) =>
      ok({
        documentTypes: documentTypes
          .filter((type) => type.categoryId === ADDRESS_CATEGORY)
          .filter((type) => !country || !type.countryCodes || type.countryCodes.includes(country))
          .map(({ id, needsBackPage, countryCodes: codes, mayBeOlderThan90Days }) => ({
            id,
            name: documentTypeName(id, lang),
            needsBackPage,
            countryCodes: codes,
            mayBeOlderThan90Days,
          })),
      }),
  }),
];
