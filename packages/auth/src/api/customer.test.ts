// @vitest-environment node
import * as v from 'valibot';
import { CustomerInfoSchema, termsToAccept } from './customer';

const customer = { userId: 7, customerId: 9, login: 'frank.fatca@demo.paydeck.test', customerType: 0 };
const term = (id: number, value: unknown) => ({ id, key: `t${id}`, label: `Term ${id}`, value });

test('a success answer keeps its terms (spec 7.2: responseCode, customer, terms)', () => {
  const answer = v.parse(CustomerInfoSchema, {
    responseCode: '00',
    customer,
    terms: [term(1, true), term(2, false)],
  });
  expect(answer.terms.map((entry) => entry.key)).toEqual(['t1', 't2']);
  expect(v.parse(CustomerInfoSchema, { responseCode: '00', customer }).terms).toEqual([]);
});

test.each([
  [true, false],
  [1, false],
  ['1', false],
  ['true', false],
  [false, true],
  [0, true],
  ['false', true],
  [undefined, true],
])('a term whose value is %j is still to accept: %s', (value, pending) => {
  const terms = v.parse(CustomerInfoSchema, { responseCode: '00', customer, terms: [term(3, value)] }).terms;
  expect(termsToAccept(terms).length === 1).toBe(pending);
});
