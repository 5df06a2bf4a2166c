// Interface languages of the spec; "ua" is the wire code for Ukrainian (Intl uses "uk").

export const languages = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type Lang = (typeof languages)[number];

const isLang = (value: string): value is Lang => (languages as readonly string[]).includes(value);

/** The body's `lang`, else the Accept-Language header, else English. */
export function pickLang(bodyLang: unknown, acceptLanguage: string | undefined): Lang {
  for (const candidate of [bodyLang, acceptLanguage?.split(',')[0]?.trim().slice(0, 2)]) {
    if (typeof candidate !== 'string') continue;
    const code = candidate.toLowerCase() === 'uk' ? 'ua' : candidate.toLowerCase();
    if (isLang(code)) return code;
  }
  return 'en';
}

/** The BCP 47 locale Intl needs for a wire language. */
export const intlLocale = (lang: Lang): string => (lang === 'ua' ? 'uk' : lang);
