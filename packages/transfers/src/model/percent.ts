// A percentage the wire carries as a decimal string, for Intl's percent style: the shared decimal module's rule.
export { percentFraction } from '@paydeck/brand-config/decimal';
