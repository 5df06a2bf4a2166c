// `@paydeck/registration/api`: the contract (WIRE.md: valibot schemas of every answer), the fetchers (they take the
// api client), the query keys, and what the sandbox reads the wire with. Nothing React-specific.
export * from './schemas';
export type { Caller } from './caller';
export * from './email-check';
export * from './accounts';
export * from './resolution';
export * from './dictionaries';
export * from './wire-draft';
export { registrationKeys } from './keys';
// The browser's pure draft rules the sandbox enforces too (React-free and free of @paydeck/auth: keep them so).
export { DRAFT_VERSION, DraftSchema, type Draft, type Person, type Company, type Shareholder } from '../model/draft';
export {
  SOURCE_OF_FUNDS_THRESHOLD_PERCENT,
  needsSourceDetails,
  personShare,
  reachableCompanies,
  referencedPersonIds,
  usersOf,
} from '../model/draft-rules';
export { isValidShare, levelShareProblems, levelSum, type LevelShareProblem } from '../model/shares';
