// @vitest-environment node
import { actingAccessRight } from './access-right';
import type { CustomerSummary } from './store';

const customer = (customerType: number, isAdmin = false): CustomerSummary =>
  ({ userId: 9, customerId: 40, login: 'x@y.test', customerType, isAdmin }) as CustomerSummary;
const business = customer(2);

describe('actingAccessRight: the right on the customer the header names', () => {
  test.each([
    ['a chosen company: its right', { fromCustomerId: 41, accessRights: 4, customer: business }, 2, 4],
    [
      'a chosen company whose right is not known yet',
      { fromCustomerId: 41, accessRights: null, customer: business },
      2,
      null,
    ],
    [
      'none chosen, a business user: the own company’s right',
      { fromCustomerId: null, accessRights: null, customer: business },
      2,
      2,
    ],
    [
      'none chosen, the own right still loading',
      { fromCustomerId: null, accessRights: null, customer: business },
      undefined,
      undefined,
    ],
    [
      'a personal customer acts for no company',
      { fromCustomerId: null, accessRights: null, customer: customer(0) },
      2,
      null,
    ],
    [
      'an admin acting for themself',
      { fromCustomerId: null, accessRights: null, customer: customer(2, true) },
      2,
      null,
    ],
    ['nobody signed in', { fromCustomerId: null, accessRights: null, customer: null }, 2, null],
  ])('%s', (_case, holder, ownRight, expected) => {
    expect(actingAccessRight(holder, ownRight)).toBe(expected);
  });
});
