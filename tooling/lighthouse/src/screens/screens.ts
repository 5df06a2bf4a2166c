/**
 * The main screens the benchmark times, and who opens which. A screen is ready when its path is shown, its own
 * `h1` says what it is, its `content` (when named) is on the page and no skeleton (`role="status"
 * aria-busy="true"`, the design system's loading state) is left in `main`, or in `settledIn` when only part of the
 * page must have settled. Texts are the English ones (the browser's language is en-US).
 */
export interface Screen {
  /** Short name in the table. */
  name: string;
  /** Where the person goes (the menu's link). */
  path: string;
  /** The path the screen is shown at (a redirect: /cards → /cards/{id}, uma → /kyc). */
  shownAt: string;
  /** The text of the screen's `h1`. */
  heading: string;
  /** A CSS selector of the screen's content, when the heading alone shows before the content. */
  content?: string;
  /** Where no skeleton may be left (default `main`): home's news wait 5 s after sign-in on purpose. */
  settledIn?: string;
  /** The app stays on the page the person is on (uma is sent back to /kyc): its h1 may be the one already shown. */
  keepsPage?: boolean;
}

export const screens = {
  home: {
    name: 'home',
    path: '/home',
    shownAt: '^/home$',
    heading: '^Hello, ',
    content: '[data-testid="balance"]',
    settledIn: 'section[aria-labelledby="balances-title"], section[aria-labelledby="recent-title"]',
  },
  history: { name: 'history', path: '/history', shownAt: '^/history/?$', heading: '^History$' },
  ownTransfer: {
    name: 'transfer: own accounts',
    path: '/transfer/account',
    shownAt: '^/transfer/account$',
    heading: '^Between ',
  },
  p2p: { name: 'transfer: to a person', path: '/transfer/p2p', shownAt: '^/transfer/p2p$', heading: '^Send to ' },
  external: {
    name: 'transfer: external',
    path: '/transfer/external',
    shownAt: '^/transfer/external$',
    heading: '.',
    content: 'main form, main [role="listbox"], main [role="combobox"]',
  },
  requests: {
    name: 'transfer: requests',
    path: '/transfer/requests',
    shownAt: '^/transfer/requests$',
    heading: '.',
  },
  cards: { name: 'cards', path: '/cards', shownAt: '^/(cards/\\d+|virtual-cards|physical-cards)$', heading: '.' },
  invoices: { name: 'invoices', path: '/transfer/invoices', shownAt: '^/transfer/invoices$', heading: '^Invoices$' },
  merchant: { name: 'merchant', path: '/merchant', shownAt: '^/merchant/', heading: '^Merchant tools$' },
  contracts: {
    name: 'contracts',
    path: '/revenue-split',
    shownAt: '^/revenue-split/?$',
    heading: '^Revenue-split contracts$',
  },
  support: { name: 'support', path: '/messages', shownAt: '^/messages$', heading: '^Messages$' },
  company: { name: 'company', path: '/company', shownAt: '^/company(/documents)?/?$', heading: '^Company$' },
  companyDocuments: {
    name: 'company documents',
    path: '/company-documents',
    shownAt: '^/company-documents$',
    heading: '^Company documents$',
  },
  profile: { name: 'profile', path: '/profile', shownAt: '^/profile$', heading: '^Profile$' },
  limited: {
    name: 'limited account',
    path: '/limited-account',
    shownAt: '^/limited-account$',
    heading: '^Limited account$',
  },
  settings: { name: 'settings', path: '/setting', shownAt: '^/setting$', heading: '^Security settings$' },
  kyc: { name: 'kyc', path: '/kyc', shownAt: '^/kyc$', heading: '^Verify your account$' },
  kycRedirect: {
    name: 'kyc (sent from history)',
    path: '/history',
    shownAt: '^/kyc$',
    heading: '^Verify your account$',
    // the KYC page's word on why she is there (kyc's KycReasonNotice)
    content: 'section[data-reason]',
    keepsPage: true,
  },
} satisfies Record<string, Screen>;

export interface Person {
  /** The demo login's name (`<name>@demo.paydeck.test`). */
  name: string;
  /** For a business person with related companies: the company to work for after sign-in. */
  company?: string;
  /** Where sign-in lands (identity spec 2.3): in the app, it is timed from the click on "Sign in" (or the company). */
  landsOn: Screen;
  screens: Screen[];
}

const s = screens;

/** Who opens what: each person the screens their kind of customer has. */
export const people: Person[] = [
  {
    name: 'anna.personal',
    landsOn: s.home,
    screens: [
      s.home,
      s.history,
      s.ownTransfer,
      s.p2p,
      s.external,
      s.cards,
      s.invoices,
      s.merchant,
      s.contracts,
      s.support,
      s.profile,
      s.settings,
    ],
  },
  {
    name: 'boris.business',
    company: 'Northwind Media Ltd',
    landsOn: s.home,
    screens: [s.home, s.history, s.requests, s.invoices, s.company, s.companyDocuments, s.profile, s.settings],
  },
  { name: 'lina.limited', landsOn: s.home, screens: [s.home, s.limited, s.profile, s.p2p, s.cards] },
  { name: 'uma.unverified', landsOn: s.kyc, screens: [s.kyc, s.kycRedirect] },
];
