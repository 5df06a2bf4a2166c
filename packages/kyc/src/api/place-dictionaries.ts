// The dictionaries of places (WIRE.md "Dictionaries"): birth countries, the states of a country and the customer
// address document types. Read once a session (per language). The personal agreements are registration's.
import * as v from 'valibot';
import type { Caller } from './profile';
import { DocumentTypeSchema } from './schemas';

const read = { idempotent: true } as const;
const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));

export const BirthCountriesSchema = v.object({ countries: v.array(v.object({ code: CountryCode, name: v.string() })) });
export type BirthCountry = v.InferOutput<typeof BirthCountriesSchema>['countries'][number];

export const StatesSchema = v.object({
  states: v.array(v.object({ stateCode: v.pipe(v.string(), v.nonEmpty()), stateName: v.string() })),
});
export type CountryState = v.InferOutput<typeof StatesSchema>['states'][number];

export const AddressDocumentTypesSchema = v.object({ documentTypes: v.array(DocumentTypeSchema) });

export const fetchBirthCountries = async (api: Caller, lang: string, signal?: AbortSignal) =>
  (await api.call('dictionaryBirthCountries', {}, { schema: BirthCountriesSchema, lang, signal, ...read })).countries;

/** The states of a country (`[]`: its addresses name none). */
export const fetchStates = async (api: Caller, countryCode: string, signal?: AbortSignal) =>
  (await api.call('dictionaryStates', { countryCode }, { schema: StatesSchema, signal, ...read })).states;

/** The proofs of address a customer may upload, for an address in `countryCode` when given. */
export const fetchAddressDocumentTypes = async (api: Caller, countryCode?: string, signal?: AbortSignal) =>
  (
    await api.call('customerAddressDocumentTypes', countryCode ? { countryCode } : {}, {
      schema: AddressDocumentTypesSchema,
      signal,
      ...read,
    })
  ).documentTypes;
