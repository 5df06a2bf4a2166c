// Customer: the bank's customers (people and companies), their users and who may act for whom,
// phones, identity documents, limit reasons, representatives, addresses and accepted terms.
import { defineDomain } from '../domain.ts';
import { customerMethods } from './customer.ts';
import { customerSeed } from './seed.ts';
import { termsControls } from './terms-control.ts';
import * as tables from './tables.ts';

export const customer = defineDomain({
  name: 'customer',
  methods: customerMethods,
  tables,
  seed: customerSeed,
  control: termsControls,
});
