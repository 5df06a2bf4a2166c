// Tax (identity spec 2.1, 3, 5, 6, 7.2; packages/kyc/WIRE-business.md): the personal, business and
// representative FATCA/CRS certifications, the US forms signed on the sandbox's e-signature page, the
// certificate of loss of nationality, the representatives' auth secrets, and the bank's review.
import { defineDomain } from '../domain.ts';
import { taxControls } from './control.ts';
import { taxDocument } from './files.ts';
import { taxInboxSection } from './inbox.ts';
import { certificationMethods } from './methods.ts';
import { taxSeed } from './seed.ts';
import { signingRoutes } from './signing-page.ts';
import * as tables from './tables.ts';
import { wFormMethods } from './w-forms.ts';

export const tax = defineDomain({
  name: 'tax',
  methods: [...certificationMethods, ...wFormMethods],
  tables,
  seed: taxSeed,
  routes: (sandbox) => [{ path: '/api', app: signingRoutes(sandbox) }],
  control: taxControls,
  inbox: taxInboxSection,
  files: [taxDocument],
});
