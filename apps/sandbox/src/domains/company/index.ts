// Companies (identity spec 2.2, 3, 5, 6, 7.2; packages/kyc/WIRE-business.md): the business company info and
// its documents, financial detail, due diligence and additional questions; representatives and their
// documents; company users and their rights; the admin's overview, document assignment and removal and the
// force-delete of a representative; the compliance declarations its industry asks for. The documents are kyc's uploads, reviewed by kyc's reviewer.
import { defineDomain } from '../domain.ts';
import { adminMethods } from './admin.ts';
import { companyMethods } from './company.ts';
import { declarationMethods } from './declarations.ts';
import { questionMethods } from './questions.ts';
import { representativeMethods } from './representatives.ts';
import { companySeed } from './seed.ts';
import * as tables from './tables.ts';
import { userPhoneMethods } from './user-phone.ts';
import { userMethods } from './users.ts';

export const company = defineDomain({
  name: 'company',
  methods: [
    ...companyMethods,
    ...questionMethods,
    ...representativeMethods,
    ...userMethods,
    ...userPhoneMethods,
    ...adminMethods,
    ...declarationMethods,
  ],
  tables,
  seed: companySeed,
});
