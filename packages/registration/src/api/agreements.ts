// `dictionaryPersonalAgreements` (WIRE.md "Dictionaries"): what a person accepts when opening an account, each
// naming the brand's document it opens (brand.json `links`). Public, in the asked language.
import * as v from 'valibot';
import { type Caller, read } from './caller';

/** The brand links an agreement may open. */
export const agreementLinks = ['terms', 'privacy', 'fees'] as const;
export type AgreementLink = (typeof agreementLinks)[number];

export const PersonalAgreementsSchema = v.object({
  items: v.array(
    v.object({ id: v.number(), name: v.pipe(v.string(), v.nonEmpty()), link: v.picklist(agreementLinks) }),
  ),
});
export type PersonalAgreement = v.InferOutput<typeof PersonalAgreementsSchema>['items'][number];

export const fetchPersonalAgreements = async (api: Caller, lang: string, signal?: AbortSignal) =>
  (await api.call('dictionaryPersonalAgreements', {}, { schema: PersonalAgreementsSchema, lang, signal, ...read }))
    .items;
