// Which countries a batch pays to and by which methods (payments.md 7 "Global pay batches": country and method
// details, countries methods). The countries are the demo rates' countries; methods per country as rows.ts says.
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { sessionMethod } from '../../api/registry.ts';
import { methodsTo } from './rows.ts';

/** The countries global pay reaches, and each one's payout currency. */
export const payoutCountries: Readonly<Record<string, string>> = {
  AT: 'EUR',
  BE: 'EUR',
  BR: 'USD',
  CA: 'CAD',
  CH: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  FR: 'EUR',
  GB: 'GBP',
  IT: 'EUR',
  JP: 'USD',
  MD: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  RO: 'EUR',
  UA: 'USD',
  US: 'USD',
};

/** How long a method takes to arrive, in business days (demo numbers). */
const arrivalDays: Readonly<Record<string, number>> = { oct: 1, wire: 3, eft: 2, crypto: 0 };

const countriesMethods = sessionMethod({
  name: 'globalPayCountriesMethods',
  payload: v.object({}),
  readOnly: true,
  handle: async () =>
    ok({
      countries: Object.keys(payoutCountries).map((countryCode) => ({
        countryCode,
        methods: methodsTo(countryCode).map((transferType) => ({ transferType })),
      })),
    }),
});

const countryMethodDetails = sessionMethod({
  name: 'globalPayCountryMethodDetails',
  payload: v.object({ countryCode: v.pipe(v.string(), v.length(2)), method: v.pipe(v.string(), v.maxLength(20)) }),
  readOnly: true,
  async handle(_ctx, { countryCode, method }) {
    const code = countryCode.toUpperCase();
    const currencyCode = payoutCountries[code];
    if (!currencyCode) return invalid('countryCode', 'is not reached by global pay');
    if (!methodsTo(code).includes(method)) return invalid('method', 'does not reach this country');
    return ok({ countryCode: code, transferType: method, currencyCode, arrivalDays: arrivalDays[method] ?? 3 });
  },
});

export const countryMethods = [countriesMethods, countryMethodDetails];
