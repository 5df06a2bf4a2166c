// The demo people: who they are. Each signs in as <name>@demo.paydeck.test with demo-Pass-1 through
// their flow. Every domain seeds its own part of them (customers and users, devices, accounts and
// history, cards, batches…) keyed by a person's `name` or by the `customer` they sign in as.
import type { Flow } from '../domains/identity/login.ts';

export const DEMO_DOMAIN = 'demo.paydeck.test';
export const DEMO_PASSWORD = 'demo-Pass-1';
export const loginOf = (name: string) => `${name}@${DEMO_DOMAIN}`;

/** personal and admin sign in as their own customer; owner and employee as a company. */
export type PersonKind = 'personal' | 'owner' | 'employee' | 'admin';

export interface DemoPerson {
  name: string;
  firstName: string;
  lastName: string;
  birthDay: string;
  kind: PersonKind;
  flow: Flow;
  /** The customer they sign in as: their own (a key of their own) or a company's key. */
  customer: string;
}

export const companies = [
  { key: 'northwind', name: 'Northwind Media Ltd' },
  { key: 'bluefin', name: 'Bluefin Studios OÜ' },
] as const;

export const people = [
  p('anna.personal', 'Anna Novak', '1990-04-12', 'personal', 'simple', 'anna'),
  p('pavel.push', 'Pavel Ivanov', '1985-11-02', 'personal', 'push', 'pavel'),
  p('sofia.sms', 'Sofia Popescu', '1993-07-21', 'personal', 'sms', 'sofia'),
  p('otto.otp', 'Otto Schmidt', '1979-02-14', 'personal', 'otp', 'otto'),
  p('uma.unverified', 'Uma Patel', '1998-09-30', 'personal', 'simple', 'uma'),
  p('lina.limited', 'Lina Kowalska', '1988-05-05', 'personal', 'simple', 'lina'),
  p('boris.business', 'Boris Petrov', '1975-03-18', 'owner', 'simple', 'northwind'),
  p('erin.employee', 'Erin Walsh', '1995-12-01', 'employee', 'simple', 'northwind'),
  // Uploads Northwind's documents only (access right 5): no balance-info access, so company documents only.
  p('ulla.uploads', 'Ulla Lindgren', '1992-02-20', 'employee', 'simple', 'northwind'),
  p('adam.admin', 'Adam Clarke', '1980-08-08', 'admin', 'simple', 'adam'),
  // Two more, so that every flow of the token service has a demo person.
  p('dora.direct', 'Dora Lindqvist', '1991-01-25', 'personal', 'direct', 'dora'),
  p('vera.device', 'Vera Costa', '1987-06-17', 'personal', 'verifyDevice', 'vera'),
  // A card in every status (domains/cards/seed-data.ts).
  p('cleo.cards', 'Cleo Weber', '1994-10-08', 'personal', 'simple', 'cleo'),
  // External rails (transfers/external-seed.ts): templates, a saved card, funds no other journey moves.
  p('rosa.rails', 'Rosa Moreno', '1989-03-09', 'personal', 'simple', 'rosa'),
  // Lives in the US and has not self-certified: customerInfo's isFatcaActionRequired sends him there.
  p('frank.fatca', 'Frank Miller', '1983-07-04', 'personal', 'simple', 'frank'),
] as const;

/** One entry of `people`, with its literal name and customer key. */
export type Person = (typeof people)[number];
export type CompanyKey = (typeof companies)[number]['key'];
export type PersonName = (typeof people)[number]['name'];
export type CustomerKey = (typeof people)[number]['customer'] | CompanyKey;

export const isCompany = (key: string): key is CompanyKey => companies.some((company) => company.key === key);

/** Every demo customer in the order they are created: the companies, then each person's own. */
export const demoCustomers: readonly CustomerKey[] = [
  ...companies.map((company) => company.key),
  ...people.flatMap((person) => (isCompany(person.customer) ? [] : [person.customer])),
];

function p<N extends string, C extends string>(
  name: N,
  fullName: string,
  birthDay: string,
  kind: PersonKind,
  flow: Flow,
  customer: C,
) {
  const [firstName = '', lastName = ''] = fullName.split(' ');
  return { name, firstName, lastName, birthDay, kind, flow, customer } satisfies DemoPerson;
}
