import * as v from 'valibot';
import { ApiEnvironmentsSchema } from './api-schema.ts';
import { ThemeTokensSchema } from './theme-schema.ts';
import {
  BUSINESS_REGISTRATION_TYPES,
  DEFAULT_SESSION_IDLE_MINUTES,
  LANGUAGES,
  MIN_SESSION_IDLE_MINUTES,
  PDF_LOGO_WIDTHS,
  PERSONAL_REGISTRATION_TYPES,
} from './vocabulary.ts';

export { ThemeTokensSchema, type ThemeTokens } from './theme-schema.ts';

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const oneOf = <const T extends readonly (string | number)[]>(options: T) =>
  v.picklist(options, `must be one of ${options.join(', ')}`);
const distinctList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.array(item),
    v.checkItems((value, index, list) => list.indexOf(value) === index, 'must not repeat a value'),
  );
const httpsUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.startsWith('https://', 'must be an https:// URL'),
);
const storeUrl = (host: string) =>
  v.pipe(httpsUrl, v.startsWith(`https://${host}/`, `must be a link to https://${host}/`));

const LinksSchema = v.strictObject({ terms: httpsUrl, privacy: httpsUrl, fees: httpsUrl });

const LogoSchema = v.strictObject({
  file: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9-]+\.svg$/, 'must be the file name of an SVG beside brand.json, such as "logo.svg"'),
  ),
  alt: text,
});

const MobileAppSchema = v.strictObject({
  deepLinkScheme: v.pipe(
    v.string(),
    v.regex(/^[a-z][a-z0-9+.-]*:\/\/$/, 'must be a URL scheme ending in "://", such as "paydeck-wallet://"'),
  ),
  appStoreUrl: storeUrl('apps.apple.com'),
  googlePlayUrl: storeUrl('play.google.com'),
});

/** Printed on account confirmation documents. */
const LegalSchema = v.strictObject({
  entityName: text,
  registrationNumber: text,
  addressLines: v.pipe(
    v.array(text),
    v.minLength(1, 'must hold at least one line'),
    v.maxLength(5, 'must hold at most 5 lines'),
  ),
  regulatorText: text,
});

const RegistrationTypesSchema = v.strictObject({
  personal: distinctList(oneOf(PERSONAL_REGISTRATION_TYPES)),
  business: distinctList(oneOf(BUSINESS_REGISTRATION_TYPES)),
});

const BrandFieldsSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z-]*$/, 'must be lower-case letters and dashes, the folder name')),
  name: text,
  logo: LogoSchema,
  languages: v.pipe(distinctList(oneOf(LANGUAGES)), v.minLength(1, 'must offer at least one language')),
  defaultLanguage: oneOf(LANGUAGES),
  /** Where the brand is licensed (ISO 3166-1 alpha-2): dates follow `${language}-${region}` (en-GB for uk). */
  region: v.pipe(
    v.string(),
    v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code in capitals, such as "GB"'),
  ),
  registrationTypes: RegistrationTypesSchema,
  registrationDisabled: v.boolean(),
  links: LinksSchema,
  supportNumber: v.pipe(
    v.string(),
    v.regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form, such as "+447700900123"'),
  ),
  mobileApp: MobileAppSchema,
  legal: LegalSchema,
  pdfLogoWidth: oneOf(PDF_LOGO_WIDTHS),
  merchantApiEnabled: v.boolean(),
  sessionIdleMinutes: v.optional(
    v.pipe(
      v.number(),
      v.integer('must be a whole number of minutes'),
      v.minValue(MIN_SESSION_IDLE_MINUTES, `must be at least ${MIN_SESSION_IDLE_MINUTES}`),
      v.maxValue(
        DEFAULT_SESSION_IDLE_MINUTES,
        `must be at most ${DEFAULT_SESSION_IDLE_MINUTES} (the spec's idle logout)`,
      ),
    ),
    DEFAULT_SESSION_IDLE_MINUTES,
  ),
  apiBaseUrls: ApiEnvironmentsSchema,
  theme: ThemeTokensSchema,
});

/** One brand's configuration (brands/<id>/brand.json), with its cross-field rules. */
export const BrandSchema = v.pipe(
  BrandFieldsSchema,
  v.forward(
    v.partialCheck(
      [['languages'], ['defaultLanguage']],
      (brand) => brand.languages.includes(brand.defaultLanguage),
      (issue) => {
        const brand = issue.input as { languages: string[]; defaultLanguage: string };
        return `"${brand.defaultLanguage}" must be one of the brand's languages (${brand.languages.join(', ')})`;
      },
    ),
    ['defaultLanguage'],
  ),
  v.forward(
    v.partialCheck(
      [['registrationDisabled'], ['registrationTypes']],
      (brand) =>
        brand.registrationDisabled ||
        brand.registrationTypes.personal.length + brand.registrationTypes.business.length > 0,
      'must offer at least one type while registration is enabled',
    ),
    ['registrationTypes'],
  ),
);

export type Brand = v.InferOutput<typeof BrandSchema>;
/** brand.json as written: the fields with defaults may be left out. */
export type BrandInput = v.InferInput<typeof BrandSchema>;
