// The descriptions the bank writes on a transaction, kept as a key and its parameters (transactions'
// description_key and description_params) and written out in the language of the call that reads them. A
// description the person typed has no key and is shown exactly as typed. The English text is also kept in
// `description` (what a transaction booked before keys had; the keyword search matches the text in the reader's
// language: description-sql.ts).
import type { Lang } from '../../lang.ts';
import { descriptionTexts } from './description-texts.ts';
import { railTexts } from './rail-description-texts.ts';

/** railTo and railFee take the rail's words (parameter `rail`: oct, wire, eft, crypto, instant, interac). */
export type DescriptionKey = keyof typeof descriptionTexts | 'railTo' | 'railFee';
export type DescriptionParams = Record<string, string>;
type RailName = keyof typeof railTexts;

/** A description the bank writes: rendered in each reader's language. */
export interface BankDescription {
  key: DescriptionKey;
  params?: DescriptionParams;
}

export const bankDescription = (key: DescriptionKey, params: DescriptionParams = {}): BankDescription => ({
  key,
  params,
});

const isKey = (key: string): key is DescriptionKey =>
  key === 'railTo' || key === 'railFee' || Object.hasOwn(descriptionTexts, key);

/** `{name}` placeholders filled from the parameters, in one pass (a value is never read as a placeholder). */
const fill = (template: string, params: DescriptionParams) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/** The text of a key in a language; a rail's words come from the rail's own table. */
export function renderDescription(key: DescriptionKey, params: DescriptionParams, lang: Lang): string {
  if (key === 'railTo' || key === 'railFee') {
    const rail = params.rail && Object.hasOwn(railTexts, params.rail) ? railTexts[params.rail as RailName] : undefined;
    return rail ? fill(key === 'railTo' ? rail.to[lang] : rail.fee[lang], params) : '';
  }
  return fill(descriptionTexts[key][lang], params);
}

/** What a stored transaction's description reads as in `lang`: the bank's text in that language, else as typed. */
export function transactionDescription(
  row: { description: string; descriptionKey: string | null; descriptionParams: unknown },
  lang: Lang,
): string {
  if (!row.descriptionKey || !isKey(row.descriptionKey)) return row.description;
  const params = (row.descriptionParams ?? {}) as DescriptionParams;
  return renderDescription(row.descriptionKey, params, lang) || row.description;
}

/** The columns a booking writes for its description: the bank's (key, parameters, English text) or the typed text. */
export function descriptionColumns(description: string | BankDescription | undefined) {
  if (description === undefined || typeof description === 'string') {
    return { description: description ?? '', descriptionKey: null, descriptionParams: null };
  }
  const params = description.params ?? {};
  return {
    description: renderDescription(description.key, params, 'en'),
    descriptionKey: description.key,
    descriptionParams: params,
  };
}
