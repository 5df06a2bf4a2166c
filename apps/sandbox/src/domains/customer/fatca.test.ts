// @vitest-environment node
import { type FatcaFacts, fatcaActionRequired } from './fatca.ts';

const person: FatcaFacts = {
  customerType: 0,
  residenceCountryCode: 'DE',
  addressCountryCodes: ['DE'],
  taxResidencyCertStatus: 'none',
};

test.each<[string, Partial<FatcaFacts>, boolean]>([
  ['no US indicia', {}, false],
  ['US residence, no certification', { residenceCountryCode: 'US' }, true],
  ['a US postal address, no certification', { addressCountryCodes: ['DE', 'US'] }, true],
  ['US residence, certification rejected', { residenceCountryCode: 'US', taxResidencyCertStatus: 'rejected' }, true],
  ['US residence, certification pending', { residenceCountryCode: 'US', taxResidencyCertStatus: 'pending' }, false],
  ['US residence, certification validated', { residenceCountryCode: 'US', taxResidencyCertStatus: 'validated' }, false],
  ['US residence, not required', { residenceCountryCode: 'US', taxResidencyCertStatus: 'notRequired' }, false],
  ['a company in the US (the business splash asks it)', { customerType: 2, residenceCountryCode: 'US' }, false],
])('%s: %j, required %s', (_case, facts, required) => {
  expect(fatcaActionRequired({ ...person, ...facts })).toBe(required);
});
