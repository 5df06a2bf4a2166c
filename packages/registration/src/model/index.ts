// The registration model: the draft (its schemas, the store that keeps it in this browser), the rules of
// identity spec 4.4 and 5, and the submit's section checks. Pure except draft-store.ts (zustand + sessionStorage).
export * from './draft';
export * from './draft-rules';
export * from './draft-store';
export * from './checks';
export * from './email-status';
export * from './form-rules';
export * from './shares';
export * from './dates';
export * from './personal';
export * from './availability';
