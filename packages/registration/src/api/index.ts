// `@paydeck/registration/api`: the contract (WIRE.md: valibot schemas of every answer), the fetchers (they take the
// api client), the query keys, and what the sandbox reads the wire with. Nothing React-specific.
export * from './schemas';
export type { Caller } from './caller';
export * from './email-check';
export * from './accounts';
export * from './resolution';
export * from './dictionaries';
export * from './agreements';
export { checkUrls, CheckUrlsSchema } from './check-urls';
export * from './wire-draft';
export { registrationKeys } from './keys';
// The browser's pure draft rules and section checks the sandbox enforces too (React-free: keep them so; the e-mail
// rule comes from @paydeck/auth/email, not auth's React entry).
export { DRAFT_VERSION, DraftSchema, type Draft, type Person, type Company, type Shareholder } from '../model/draft';
export {
  SOURCE_OF_FUNDS_THRESHOLD_PERCENT,
  needsSourceDetails,
  personShare,
  reachableCompanies,
  referencedPersonIds,
  usersOf,
} from '../model/draft-rules';
export {
  isValidShare,
  type LevelShareProblem,
  levelShareProblems,
  levelSumBasisPoints,
  shareBasisPoints,
} from '../model/shares';
export {
  MAIN_USER_RIGHTS,
  type Problem,
  SOURCE_OF_WEALTH_FEATURE,
  type Section,
  sectionChecks,
} from '../model/checks';
export { EmailStatus, emailKey } from '../model/email-status';
export {
  CompanyRules,
  DueDilligenceFormRules,
  type FieldProblem,
  FinancialInfoFormRules,
  fieldProblems,
  GeneralFormRules,
  LegalFormRules,
  PersonRules,
} from '../model/form-rules';
