// The demo people and companies. Each person signs in as <name>@demo.paydeck.test / demo-Pass-1.
import type { RequirementDocument } from '../domains/customer/tables.ts';
import type { Flow } from '../domains/identity/login.ts';
import { cleoCards } from '../domains/cards/cleo-cards.ts';

export const DEMO_DOMAIN = 'demo.paydeck.test';
export const DEMO_PASSWORD = 'demo-Pass-1';
export const loginOf = (name: string) => `${name}@${DEMO_DOMAIN}`;

export interface CardSeed {
  currencyCode: string;
  /** The card status (payments.md 4), or 11 for a closed card account. */
  statusId: number;
  isVirtual: boolean;
  aliasName: string | null;
  productTypeId: number;
  maskedNumber: string;
  expiryMonth: number;
  expiryYear: number;
  /** Used in the generated history until this many days ago; null: never used (default: 0 when active, else 30). */
  usedUntilDaysAgo?: number | null;
  /** A reissue in progress (its status), requested a few days ago; the fee is paid from the card. */
  reissue?: { statusId: number; isExpressShipping: boolean };
}

export interface CustomerSeed {
  key: string;
  customerType: 0 | 2;
  businessName?: string;
  verified: boolean;
  limited?: boolean;
  isNeedKyc?: boolean;
  dueDiligenceLevel?: number;
  residenceCountryCode: string;
  taxId?: string;
  permissions?: string[];
  taxResidencyCertStatus?: string;
  currencies: string[];
  cards?: CardSeed[];
  phone?: { countryCode: string; number: string; confirmed: boolean };
  hasIdentity: boolean;
  limitReasons?: { actionTypeId: number; requirementDocuments: RequirementDocument[] }[];
  /** How many generated history entries (transactions) the customer gets. */
  history: number;
}

export interface PersonSeed {
  name: string;
  firstName: string;
  lastName: string;
  birthDay: string;
  /** The customer the person signs in as: their own personal one, or a company key. */
  customer: CustomerSeed | string;
  flow: Flow;
  login2faMode?: string;
  secondFactor?: 'none' | 'push';
  transactionApproveMode?: string;
  userType?: number;
  isAdmin?: boolean;
  devices?: { name: string; type: 'android' | 'ios'; code: string; location: string }[];
  migration?: { type: 'soft' | 'strict'; strategy: 'migrate' | 'enable'; daysLeft: number };
  /** Keys of terms the person has not accepted yet. */
  pendingTerms?: string[];
  /** Companies (by key) the person may act for, with the access right. */
  accesses?: { company: string; accessRights: number }[];
  logins: number;
}

export interface RepresentativeSeed {
  typeId: number; // 2 director, 6 shareholder (person), 9 shareholder (company), 8 UBO, 5 authorised user
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  sharePercent?: string;
  user?: string; // a person's name when the representative signs in
  accessRights?: number;
  isVerified: boolean;
}

export interface CompanySeed extends CustomerSeed {
  representatives: RepresentativeSeed[];
}

const personal = (key: string, seed: Omit<CustomerSeed, 'key' | 'customerType'>): CustomerSeed => ({
  key,
  customerType: 0,
  ...seed,
});

const virtualCard = (currencyCode: string, last4: string): CardSeed => ({
  currencyCode,
  statusId: 2,
  isVirtual: true,
  aliasName: 'Online shopping',
  productTypeId: 2010,
  maskedNumber: `535522******${last4}`,
  expiryMonth: 9,
  expiryYear: 2029,
});

export const companies: CompanySeed[] = [
  {
    key: 'northwind',
    customerType: 2,
    businessName: 'Northwind Media Ltd',
    verified: true,
    residenceCountryCode: 'GB',
    taxId: 'GB123456789',
    permissions: ['sendMoneyUser', 'sendMoneyWireUser', 'sendMoneyEftUser', 'requestMoney'],
    taxResidencyCertStatus: 'validated',
    currencies: ['EUR', 'USD', 'GBP'],
    phone: { countryCode: '44', number: '2079460123', confirmed: true },
    hasIdentity: true,
    history: 25,
    representatives: [
      {
        typeId: 2,
        firstName: 'Boris',
        lastName: 'Petrov',
        email: loginOf('boris.business'),
        user: 'boris.business',
        accessRights: 2,
        isVerified: true,
      },
      { typeId: 2, firstName: 'Greta', lastName: 'Hansen', email: 'greta.hansen@example.com', isVerified: true },
      {
        typeId: 6,
        firstName: 'Boris',
        lastName: 'Petrov',
        sharePercent: '60.00',
        user: 'boris.business',
        isVerified: true,
      },
      { typeId: 6, firstName: 'Greta', lastName: 'Hansen', sharePercent: '40.00', isVerified: true },
      {
        typeId: 8,
        firstName: 'Boris',
        lastName: 'Petrov',
        sharePercent: '60.00',
        user: 'boris.business',
        isVerified: true,
      },
      {
        typeId: 5,
        firstName: 'Erin',
        lastName: 'Walsh',
        email: loginOf('erin.employee'),
        user: 'erin.employee',
        accessRights: 3,
        isVerified: true,
      },
      {
        typeId: 5,
        firstName: 'Tom',
        lastName: 'Reed',
        email: 'tom.reed@example.com',
        accessRights: 1,
        isVerified: false,
      },
    ],
  },
  {
    key: 'bluefin',
    customerType: 2,
    businessName: 'Bluefin Studios OÜ',
    verified: true,
    residenceCountryCode: 'EE',
    taxId: 'EE102030405',
    permissions: ['sendMoneyUser', 'settlementAccount'],
    taxResidencyCertStatus: 'pending',
    currencies: ['EUR'],
    phone: { countryCode: '372', number: '55512345', confirmed: true },
    hasIdentity: true,
    history: 12,
    representatives: [
      {
        typeId: 2,
        firstName: 'Boris',
        lastName: 'Petrov',
        email: loginOf('boris.business'),
        user: 'boris.business',
        accessRights: 2,
        isVerified: true,
      },
      { typeId: 2, firstName: 'Jonas', lastName: 'Berg', email: 'jonas.berg@example.com', isVerified: false },
      { typeId: 9, companyName: 'Northwind Media Ltd', sharePercent: '100.00', isVerified: true },
      {
        typeId: 8,
        firstName: 'Boris',
        lastName: 'Petrov',
        sharePercent: '60.00',
        user: 'boris.business',
        isVerified: true,
      },
    ],
  },
];

export const people: PersonSeed[] = [
  {
    name: 'anna.personal',
    firstName: 'Anna',
    lastName: 'Novak',
    birthDay: '1990-04-12',
    flow: 'simple',
    customer: personal('anna', {
      verified: true,
      residenceCountryCode: 'DE',
      taxId: 'DE12345678901',
      currencies: ['EUR', 'USD'],
      cards: [
        virtualCard('EUR', '4417'),
        {
          currencyCode: 'EUR',
          statusId: 71,
          isVirtual: false,
          aliasName: 'Travel card',
          productTypeId: 2006,
          maskedNumber: '535522******9021',
          expiryMonth: 3,
          expiryYear: 2028,
        },
      ],
      phone: { countryCode: '49', number: '15123456789', confirmed: true },
      hasIdentity: true,
      history: 72,
    }),
    logins: 24,
  },
  {
    name: 'pavel.push',
    firstName: 'Pavel',
    lastName: 'Ivanov',
    birthDay: '1985-11-02',
    flow: 'push',
    login2faMode: 'push',
    secondFactor: 'push',
    transactionApproveMode: 'push',
    customer: personal('pavel', {
      verified: true,
      residenceCountryCode: 'LT',
      currencies: ['EUR'],
      phone: { countryCode: '370', number: '61234567', confirmed: true },
      hasIdentity: true,
      history: 12,
    }),
    devices: [
      { name: 'iPhone 15', type: 'ios', code: 'IPH15-7731', location: 'Vilnius, LT' },
      { name: 'Pixel 8', type: 'android', code: 'PXL8-2290', location: 'Kaunas, LT' },
    ],
    logins: 8,
  },
  {
    name: 'sofia.sms',
    firstName: 'Sofia',
    lastName: 'Popescu',
    birthDay: '1993-07-21',
    flow: 'sms',
    login2faMode: 'sms',
    transactionApproveMode: 'sms',
    migration: { type: 'soft', strategy: 'migrate', daysLeft: 12 },
    customer: personal('sofia', {
      verified: true,
      residenceCountryCode: 'RO',
      currencies: ['EUR', 'RON'],
      phone: { countryCode: '40', number: '721234123', confirmed: true },
      hasIdentity: true,
      history: 10,
    }),
    logins: 6,
  },
  {
    name: 'otto.otp',
    firstName: 'Otto',
    lastName: 'Schmidt',
    birthDay: '1979-02-14',
    flow: 'otp',
    login2faMode: 'otp',
    transactionApproveMode: 'otp',
    pendingTerms: ['fee-schedule-2026'],
    customer: personal('otto', {
      verified: true,
      residenceCountryCode: 'AT',
      currencies: ['EUR'],
      phone: { countryCode: '43', number: '6641234567', confirmed: true },
      hasIdentity: true,
      history: 8,
    }),
    logins: 5,
  },
  {
    name: 'uma.unverified',
    firstName: 'Uma',
    lastName: 'Patel',
    birthDay: '1998-09-30',
    flow: 'simple',
    customer: personal('uma', {
      verified: false,
      isNeedKyc: true,
      residenceCountryCode: 'GB',
      currencies: ['EUR'],
      phone: { countryCode: '44', number: '7700900123', confirmed: false },
      hasIdentity: false,
      history: 0,
    }),
    logins: 2,
  },
  {
    name: 'lina.limited',
    firstName: 'Lina',
    lastName: 'Kowalska',
    birthDay: '1988-05-05',
    flow: 'simple',
    customer: personal('lina', {
      verified: true,
      limited: true,
      dueDiligenceLevel: 2,
      residenceCountryCode: 'PL',
      currencies: ['EUR'],
      phone: { countryCode: '48', number: '501234567', confirmed: true },
      hasIdentity: true,
      history: 6,
      limitReasons: [
        {
          actionTypeId: 1,
          requirementDocuments: [{ documentTypeId: 3, name: 'Proof of address (utility bill)', uploadedDocuments: [] }],
        },
        {
          actionTypeId: 2,
          requirementDocuments: [
            {
              documentTypeId: 41,
              name: 'Source of funds',
              uploadedDocuments: [{ id: 9001, statusId: 41, uploaded: '2026-01-10T09:30:00Z' }],
            },
          ],
        },
      ],
    }),
    logins: 4,
  },
  {
    name: 'boris.business',
    firstName: 'Boris',
    lastName: 'Petrov',
    birthDay: '1975-03-18',
    flow: 'simple',
    customer: 'northwind',
    accesses: [
      { company: 'northwind', accessRights: 2 },
      { company: 'bluefin', accessRights: 2 },
    ],
    logins: 10,
  },
  {
    name: 'erin.employee',
    firstName: 'Erin',
    lastName: 'Walsh',
    birthDay: '1995-12-01',
    flow: 'simple',
    userType: 3,
    customer: 'northwind',
    accesses: [{ company: 'northwind', accessRights: 3 }],
    logins: 3,
  },
  {
    name: 'adam.admin',
    firstName: 'Adam',
    lastName: 'Clarke',
    birthDay: '1980-08-08',
    flow: 'simple',
    isAdmin: true,
    userType: 4,
    customer: personal('adam', {
      verified: true,
      residenceCountryCode: 'GB',
      currencies: ['EUR'],
      hasIdentity: true,
      history: 3,
    }),
    logins: 3,
  },
  // Two more, so that every flow of the token service has a demo person.
  {
    name: 'dora.direct',
    firstName: 'Dora',
    lastName: 'Lindqvist',
    birthDay: '1991-01-25',
    flow: 'direct',
    customer: personal('dora', {
      verified: true,
      residenceCountryCode: 'SE',
      currencies: ['EUR'],
      hasIdentity: true,
      history: 5,
    }),
    logins: 2,
  },
  {
    name: 'vera.device',
    firstName: 'Vera',
    lastName: 'Costa',
    birthDay: '1987-06-17',
    flow: 'verifyDevice',
    customer: personal('vera', {
      verified: true,
      residenceCountryCode: 'PT',
      currencies: ['EUR'],
      hasIdentity: true,
      history: 5,
    }),
    logins: 2,
  },
  // A card in every status (seed/cleo-cards.ts).
  {
    name: 'cleo.cards',
    firstName: 'Cleo',
    lastName: 'Weber',
    birthDay: '1994-10-08',
    flow: 'simple',
    customer: personal('cleo', {
      verified: true,
      residenceCountryCode: 'DE',
      taxId: 'DE98765432109',
      currencies: ['EUR', 'USD'],
      cards: cleoCards,
      phone: { countryCode: '49', number: '15798765432', confirmed: true },
      hasIdentity: true,
      history: 30,
    }),
    logins: 4,
  },
];

export const demoTerms = [
  {
    key: 'general-terms',
    label: 'General Terms and Conditions',
    text: 'The terms that govern your Paydeck account.',
    url: 'https://paydeck.test/legal/terms',
  },
  {
    key: 'privacy-policy',
    label: 'Privacy Policy',
    text: 'How Paydeck processes your personal data.',
    url: 'https://paydeck.test/legal/privacy',
  },
  {
    key: 'fee-schedule-2026',
    label: 'Fee schedule 2026',
    text: 'The updated fees that apply from 1 January 2026.',
    url: 'https://paydeck.test/legal/fees-2026',
  },
];

export const demoAnnouncements = [
  {
    title: 'Scheduled maintenance',
    body: 'Card payments may be slow on Sunday between 02:00 and 04:00 UTC.',
    needsConfirmation: false,
    daysAgo: 3,
  },
  {
    title: 'New card designs',
    body: 'Virtual cards now come in three new colours.',
    needsConfirmation: false,
    daysAgo: 20,
  },
  {
    title: 'Please confirm the new fee schedule',
    body: 'From next month the monthly account fee changes. Accept to keep using your account as before.',
    needsConfirmation: true,
    daysAgo: 1,
  },
];
