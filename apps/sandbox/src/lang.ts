// Interface languages of the spec; "ua" is the wire code for Ukrainian (Intl uses "uk").

export const languages = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type Lang = (typeof languages)[number];

const isLang = (value: string): value is Lang => (languages as readonly string[]).includes(value);

/** A wire code, an Accept-Language header or Intl's "uk" as one of the languages; undefined for anything else. */
export function asLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.split(',')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
  const wire = code === 'uk' ? 'ua' : code;
  return isLang(wire) ? wire : undefined;
}

/** The language a call names: the body's `lang`, else the Accept-Language header; undefined when it names none. */
export const namedLang = (bodyLang: unknown, acceptLanguage: string | undefined): Lang | undefined =>
  asLang(bodyLang) ?? asLang(acceptLanguage);

/** The body's `lang`, else the Accept-Language header, else English. */
export function pickLang(bodyLang: unknown, acceptLanguage: string | undefined): Lang {
  return namedLang(bodyLang, acceptLanguage) ?? 'en';
}

/** The BCP 47 locale Intl needs for a wire language. */
export const intlLocale = (lang: Lang): string => (lang === 'ua' ? 'uk' : lang);

/** A text in each language. */
export type InLanguages<T> = Record<Lang, T>;

/** `{name}` placeholders filled from the values, in one pass (a value is never read as a placeholder). */
export const fill = (template: string, values: Readonly<Record<string, string>> = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Every text of an object of templates (a mail's subject and body, a notification's title and body) filled. */
export function written<T extends Record<keyof T, string>>(
  texts: InLanguages<T>,
  lang: Lang,
  values: Readonly<Record<string, string>> = {},
): T {
  const chosen: Record<string, string> = texts[lang];
  return Object.fromEntries(Object.entries(chosen).map(([key, text]) => [key, fill(text, values)])) as T;
}

/** A name's translations in es, pt, ro, ru, ua (the English name is the key it is kept under). */
export type TranslatedName = readonly [es: string, pt: string, ro: string, ru: string, ua: string];
const translatedAt = { es: 0, pt: 1, ro: 2, ru: 3, ua: 4 } as const;

/** The name in `lang` from the table kept by English name; the English name when the table lacks it. */
export const nameIn = (english: string, table: Readonly<Record<string, TranslatedName>>, lang: Lang): string =>
  lang === 'en' || !Object.hasOwn(table, english) ? english : (table[english] as TranslatedName)[translatedAt[lang]];
