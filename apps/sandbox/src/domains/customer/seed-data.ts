// The customer domain's part of the demo people (seed/people.ts): each customer's facts, phone and
// confirmed address (identity documents and limit reasons: kyc/seed-data.ts); the companies'
// representatives; the terms, who has not accepted them yet, and who may act for which company.
import type { NewAddress } from './addresses.ts';
import type { CompanyKey, CustomerKey, PersonName } from '../../seed/people.ts';
import { loginOf } from '../../seed/people.ts';

export interface CustomerData {
  verified: boolean;
  limited?: boolean;
  isNeedKyc?: boolean;
  dueDiligenceLevel?: number;
  residenceCountryCode: string;
  taxId?: string;
  permissions?: string[];
  taxResidencyCertStatus?: string;
  phone?: { countryCode: string; number: string; confirmed: boolean };
  /** The confirmed postal address, in the country of residence. */
  address: NewAddress;
}

export interface RepresentativeData {
  typeId: number; // 2 director, 6 shareholder (person), 9 shareholder (company), 8 UBO, 5 authorised user
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  sharePercent?: string;
  user?: PersonName; // when the representative signs in
  accessRights?: number;
  isVerified: boolean;
}

const boris = { firstName: 'Boris', lastName: 'Petrov', user: 'boris.business', isVerified: true } as const;

export const customerData: Record<CustomerKey, CustomerData> = {
  northwind: {
    verified: true,
    residenceCountryCode: 'GB',
    taxId: 'GB123456789',
    // own-account withdrawals (transfers WIRE.md): between own accounts, and wire, EFT and crypto to its own accounts
    permissions: [
      'sendMoneyUser',
      'sendMoneyWireUser',
      'sendMoneyEftUser',
      'requestMoney',
      'transferBetweenOwnAccountsUser',
      'withdrawWireUser',
      'withdrawEftUser',
      'withdrawCryptoUser',
    ],
    taxResidencyCertStatus: 'validated',
    phone: { countryCode: '44', number: '2079460123', confirmed: true },
    address: { address1: '14 Tooley Street', city: 'London', postalCode: 'SE1 2QA', countryCode: 'GB' },
  },
  bluefin: {
    verified: true,
    residenceCountryCode: 'EE',
    taxId: 'EE102030405',
    permissions: ['sendMoneyUser', 'settlementAccount', 'transferBetweenOwnAccountsUser'],
    taxResidencyCertStatus: 'pending',
    phone: { countryCode: '372', number: '55512345', confirmed: true },
    address: { address1: 'Narva mnt 5', city: 'Tallinn', postalCode: '10117', countryCode: 'EE' },
  },
  anna: {
    verified: true,
    residenceCountryCode: 'DE',
    taxId: 'DE12345678901',
    phone: { countryCode: '49', number: '15123456789', confirmed: true },
    address: { address1: 'Friedrichstraße 68', city: 'Berlin', postalCode: '10117', countryCode: 'DE' },
  },
  pavel: {
    verified: true,
    residenceCountryCode: 'LT',
    phone: { countryCode: '370', number: '61234567', confirmed: true },
    address: { address1: 'Gedimino pr. 9', city: 'Vilnius', postalCode: 'LT-01103', countryCode: 'LT' },
  },
  sofia: {
    verified: true,
    residenceCountryCode: 'RO',
    phone: { countryCode: '40', number: '721234123', confirmed: true },
    address: { address1: 'Strada Lipscani 21', city: 'București', postalCode: '030031', countryCode: 'RO' },
  },
  otto: {
    verified: true,
    residenceCountryCode: 'AT',
    phone: { countryCode: '43', number: '6641234567', confirmed: true },
    address: { address1: 'Mariahilfer Straße 45', city: 'Wien', postalCode: '1060', countryCode: 'AT' },
  },
  uma: {
    verified: false,
    isNeedKyc: true,
    residenceCountryCode: 'GB',
    taxResidencyCertStatus: 'notRequired', // her path to verified is the phone and the identity document
    phone: { countryCode: '44', number: '7700900123', confirmed: false },
    address: { address1: '27 Deansgate', city: 'Manchester', postalCode: 'M3 4LQ', countryCode: 'GB' },
  },
  lina: {
    verified: true,
    limited: true,
    dueDiligenceLevel: 2,
    residenceCountryCode: 'PL',
    phone: { countryCode: '48', number: '501234567', confirmed: true },
    address: { address1: 'ul. Marszałkowska 84', city: 'Warszawa', postalCode: '00-514', countryCode: 'PL' },
  },
  adam: {
    verified: true,
    residenceCountryCode: 'GB',
    address: { address1: '3 Queen Street', city: 'Edinburgh', postalCode: 'EH2 1JE', countryCode: 'GB' },
  },
  dora: {
    verified: true,
    residenceCountryCode: 'SE',
    address: { address1: 'Drottninggatan 53', city: 'Stockholm', postalCode: '111 21', countryCode: 'SE' },
  },
  vera: {
    verified: true,
    residenceCountryCode: 'PT',
    address: { address1: 'Rua Augusta 120', city: 'Lisboa', postalCode: '1100-053', countryCode: 'PT' },
  },
  cleo: {
    verified: true,
    residenceCountryCode: 'DE',
    taxId: 'DE98765432109',
    phone: { countryCode: '49', number: '15798765432', confirmed: true },
    address: { address1: 'Schönhauser Allee 36', city: 'Berlin', postalCode: '10435', countryCode: 'DE' },
  },
  rosa: {
    verified: true,
    residenceCountryCode: 'ES',
    taxId: 'ES12345678Z',
    phone: { countryCode: '34', number: '612345678', confirmed: true },
    address: { address1: 'Calle de Alcalá 48', city: 'Madrid', postalCode: '28014', countryCode: 'ES' },
  },
  frank: {
    verified: true,
    residenceCountryCode: 'US',
    taxResidencyCertStatus: 'none', // US indicia and no self-certification: customerInfo's isFatcaActionRequired
    phone: { countryCode: '1', number: '2125550147', confirmed: true },
    address: { address1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', countryCode: 'US' },
  },
};

/** Directors, shareholders (60/40; Bluefin owned 100% by Northwind), UBOs and authorised users. */
export const representatives: Record<CompanyKey, RepresentativeData[]> = {
  northwind: [
    { typeId: 2, ...boris, email: loginOf('boris.business'), accessRights: 2 },
    { typeId: 2, firstName: 'Greta', lastName: 'Hansen', email: 'greta.hansen@example.com', isVerified: true },
    { typeId: 6, ...boris, sharePercent: '60.00' },
    { typeId: 6, firstName: 'Greta', lastName: 'Hansen', sharePercent: '40.00', isVerified: true },
    { typeId: 8, ...boris, sharePercent: '60.00' },
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
  bluefin: [
    { typeId: 2, ...boris, email: loginOf('boris.business'), accessRights: 2 },
    { typeId: 2, firstName: 'Jonas', lastName: 'Berg', email: 'jonas.berg@example.com', isVerified: false },
    { typeId: 9, companyName: 'Northwind Media Ltd', sharePercent: '100.00', isVerified: true },
    { typeId: 8, ...boris, sharePercent: '60.00' },
  ],
};

/** Who may act for which company, with the access right (everyone else: their own customer, right 2). */
export const companyAccesses: Partial<Record<PersonName, { company: CompanyKey; accessRights: number }[]>> = {
  'boris.business': [
    { company: 'northwind', accessRights: 2 },
    { company: 'bluefin', accessRights: 2 },
  ],
  'erin.employee': [{ company: 'northwind', accessRights: 3 }],
  'ulla.uploads': [{ company: 'northwind', accessRights: 5 }],
};

export const demoTerms = [
  {
    key: 'general-terms',
    label: 'General Terms and Conditions',
    text: 'The terms that govern your Paydeck account.',
    texts: {
      es: { label: 'Condiciones generales', text: 'Las condiciones que rigen su cuenta.' },
      pt: { label: 'Termos e condições gerais', text: 'Os termos que regem a sua conta.' },
      ro: { label: 'Termeni și condiții generale', text: 'Termenii care se aplică contului dumneavoastră.' },
      ru: { label: 'Общие условия обслуживания', text: 'Условия, на которых обслуживается ваш счёт.' },
      ua: { label: 'Загальні умови обслуговування', text: 'Умови, на яких обслуговується ваш рахунок.' },
    },
    url: 'https://paydeck.test/legal/terms',
  },
  {
    key: 'privacy-policy',
    label: 'Privacy Policy',
    text: 'How Paydeck processes your personal data.',
    texts: {
      es: { label: 'Política de privacidad', text: 'Cómo tratamos sus datos personales.' },
      pt: { label: 'Política de privacidade', text: 'Como tratamos os seus dados pessoais.' },
      ro: { label: 'Politica de confidențialitate', text: 'Cum prelucrăm datele dumneavoastră cu caracter personal.' },
      ru: { label: 'Политика конфиденциальности', text: 'Как мы обрабатываем ваши персональные данные.' },
      ua: { label: 'Політика конфіденційності', text: 'Як ми обробляємо ваші персональні дані.' },
    },
    url: 'https://paydeck.test/legal/privacy',
  },
  {
    key: 'fee-schedule-2026',
    label: 'Fee schedule 2026',
    text: 'The updated fees that apply from 1 January 2026.',
    texts: {
      es: { label: 'Tarifas 2026', text: 'Las tarifas actualizadas que se aplican desde el 1 de enero de 2026.' },
      pt: { label: 'Tarifário 2026', text: 'O tarifário atualizado em vigor a partir de 1 de janeiro de 2026.' },
      ro: { label: 'Tarife 2026', text: 'Tarifele actualizate care se aplică de la 1 ianuarie 2026.' },
      ru: { label: 'Тарифы на 2026 год', text: 'Обновлённые тарифы, действующие с 1 января 2026 года.' },
      ua: { label: 'Тарифи на 2026 рік', text: 'Оновлені тарифи, що діють з 1 січня 2026 року.' },
    },
    url: 'https://paydeck.test/legal/fees-2026',
  },
];

/** Terms a person has not accepted yet (otto: customerInfo answers TE until termsAccept). */
export const pendingTerms: Partial<Record<PersonName, string[]>> = { 'otto.otp': ['fee-schedule-2026'] };
