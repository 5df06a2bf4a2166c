// When customerInfo's isFatcaActionRequired is true (identity spec 2.3: the landing sends the person to the
// self-certification). The bank's own reading is not given; the sandbox's, from what the customer domain holds.

/** What the rule reads of a customer. */
export interface FatcaFacts {
  customerType: number;
  residenceCountryCode: string;
  /** The countries of the customer's current (not replaced) addresses. */
  addressCountryCodes: readonly string[];
  /** customers.tax_residency_cert_status: none pending validated rejected notRequired. */
  taxResidencyCertStatus: string;
}

/** US indicia: a residence or a current postal address in the United States. */
export const hasUsIndicia = (facts: FatcaFacts): boolean =>
  facts.residenceCountryCode === 'US' || facts.addressCountryCodes.includes('US');

/**
 * A person (companies certify through the business splash) with US indicia whose self-certification is
 * missing or rejected: the same statuses that make the tax form a required action (spec 4.3).
 */
export const fatcaActionRequired = (facts: FatcaFacts): boolean =>
  facts.customerType === 0 && hasUsIndicia(facts) && ['none', 'rejected'].includes(facts.taxResidencyCertStatus);
