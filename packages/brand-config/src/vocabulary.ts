/** Interface languages of the spec (`ua` is Ukrainian; its catalog file code is `uk`, owned by i18n). */
export const LANGUAGES = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PERSONAL_REGISTRATION_TYPES = [
  'webmasters',
  'freelancers',
  'webcamModels',
  'developers',
  'independentContractors',
  'others',
] as const;
export type PersonalRegistrationType = (typeof PERSONAL_REGISTRATION_TYPES)[number];

export const BUSINESS_REGISTRATION_TYPES = [
  'advertisingNetworks',
  'affiliatePrograms',
  'liveStreamingNetworks',
  'freelanceCompanies',
  'hostingProviders',
  'billingPaymentProcessors',
  'webcamStudios',
  'others',
] as const;
export type BusinessRegistrationType = (typeof BUSINESS_REGISTRATION_TYPES)[number];

/** Logo widths in generated PDFs (spec section 1); each brand takes one. */
export const PDF_LOGO_WIDTHS = [24, 60, 34, 50, 40] as const;
export type PdfLogoWidth = (typeof PDF_LOGO_WIDTHS)[number];

/** Idle logout of the spec (section 9). A brand may only shorten it, down to the PSD2 value. */
export const DEFAULT_SESSION_IDLE_MINUTES = 15;
export const MIN_SESSION_IDLE_MINUTES = 5;

/** The API roots of apps/sandbox, relative to the page: the default in development and e2e. */
export const SANDBOX_API_ROOTS = {
  api: '/api',
  auth: '/auth',
  contracts: '/contracts',
  helpdesk: '/helpdesk',
  realtime: '/ws',
} as const;
