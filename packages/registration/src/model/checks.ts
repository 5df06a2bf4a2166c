// The submit's section checks (identity spec 4.4 and 5): root, persons, companies, shareholders, users. The
// request is sent only when no section is bad. Each problem names what it is about, so a screen can point at it.
// Pure: the e-mail statuses come from the live check (the caller's cache), the feature flag from the caller.
import type { Company, Draft, Person, Shareholder } from './draft';
import { needsSourceDetails, personShare, reachableCompanies, usersOf } from './draft-rules';
import { isUsableUserEmail, type EmailStatus, emailKey } from './email-status';
import {
  CompanyRules,
  DueDilligenceFormRules,
  FinancialInfoFormRules,
  GeneralFormRules,
  isComplete,
  LegalFormRules,
  PersonRules,
} from './form-rules';
import { type LevelShareProblem, levelShareProblems } from './shares';

export const sections = ['root', 'persons', 'companies', 'shareholders', 'users'] as const;
export type Section = (typeof sections)[number];

export type RootForm = 'generalForm' | 'financialInfoForm' | 'legalForm' | 'dueDilligenceForm';

export type Problem =
  | { section: 'root'; code: 'noDirectors' }
  | { section: 'root'; code: 'invalidForm'; form: RootForm }
  | { section: 'persons'; code: 'invalidPerson'; personId: string }
  | { section: 'persons'; code: 'userEmail'; personId: string; status: EmailStatus | undefined }
  | { section: 'companies'; code: 'invalidCompany'; companyId: string }
  | { section: 'companies'; code: 'companyWithoutDirector'; companyId: string }
  | { section: 'shareholders'; level: string | null; problem: LevelShareProblem; code: 'shares' }
  | { section: 'shareholders'; code: 'missingSourceDetails'; personId: string; sourceIds: number[] }
  | { section: 'shareholders'; code: 'ownershipCycle'; companyId: string }
  | { section: 'users'; code: 'noRights'; personId: string }
  | { section: 'users'; code: 'noMainUser' };

export interface CheckContext {
  /** The live check's status of an e-mail (by `emailKey`), undefined when not checked yet. */
  emailStatus: (key: string) => EmailStatus | undefined;
  /** The source-of-wealth feature (spec 5): details of every chosen source of funds above 25 percent. */
  sourceOfWealth: boolean;
}

/** Registration rights (spec 3): 0 none, 2 the main administrator-like user. */
export const MAIN_USER_RIGHTS = 2;

const rootForms: [RootForm, Parameters<typeof isComplete>[0]][] = [
  ['generalForm', GeneralFormRules],
  ['financialInfoForm', FinancialInfoFormRules],
  ['legalForm', LegalFormRules],
  ['dueDilligenceForm', DueDilligenceFormRules],
];

/** Root company: bad without directors or with any of its four forms invalid. */
export function rootProblems(draft: Draft): Problem[] {
  const problems: Problem[] = [];
  if (draft.directors.length === 0) problems.push({ section: 'root', code: 'noDirectors' });
  for (const [form, rules] of rootForms) {
    if (!isComplete(rules, draft[form])) problems.push({ section: 'root', code: 'invalidForm', form });
  }
  return problems;
}

/** A person: valid fields; a user also an e-mail whose existence status is 0 or 3. */
export function personProblems(person: Person, context: Pick<CheckContext, 'emailStatus'>): Problem[] {
  const problems: Problem[] = [];
  if (!isComplete(PersonRules, person))
    problems.push({ section: 'persons', code: 'invalidPerson', personId: person.id });
  if (person.isUser) {
    const status = person.email.trim() === '' ? undefined : context.emailStatus(emailKey(person.email));
    if (!isUsableUserEmail(status))
      problems.push({ section: 'persons', code: 'userEmail', personId: person.id, status });
  }
  return problems;
}

/** A company shareholder: its screen valid and at least one director. */
export function companyProblems(company: Company): Problem[] {
  const problems: Problem[] = [];
  if (!isComplete(CompanyRules, company)) {
    problems.push({ section: 'companies', code: 'invalidCompany', companyId: company.id });
  }
  if (company.directors.length === 0) {
    problems.push({ section: 'companies', code: 'companyWithoutDirector', companyId: company.id });
  }
  return problems;
}

/** A company entry pointing back at a company above it (A holds B holds A): no level can be resolved. */
function ownershipCycles(draft: Draft): string[] {
  const byId = new Map(draft.companies.map((company) => [company.id, company]));
  const cycles = new Set<string>();
  const walk = (entries: readonly Shareholder[], path: readonly string[]) => {
    for (const entry of entries) {
      if (entry.kind !== 'company') continue;
      if (path.includes(entry.companyId)) {
        cycles.add(entry.companyId);
        continue;
      }
      const company = byId.get(entry.companyId);
      if (company) walk(company.shareholders, [...path, company.id]);
    }
  };
  walk(draft.shareholders, []);
  return [...cycles];
}

/**
 * Shareholders: each level's shares (the root's and each company's), no ownership cycle, and with the
 * source-of-wealth feature on, a detail for every chosen source of funds of each person above 25 percent.
 */
export function shareholderProblems(draft: Draft, context: Pick<CheckContext, 'sourceOfWealth'>): Problem[] {
  const problems: Problem[] = [];
  const levels: [string | null, readonly Shareholder[]][] = [
    [null, draft.shareholders],
    ...reachableCompanies(draft).map((company): [string, Shareholder[]] => [company.id, company.shareholders]),
  ];
  for (const [level, entries] of levels) {
    for (const problem of levelShareProblems(entries)) {
      problems.push({ section: 'shareholders', code: 'shares', level, problem });
    }
  }
  for (const companyId of ownershipCycles(draft))
    problems.push({ section: 'shareholders', code: 'ownershipCycle', companyId });
  if (context.sourceOfWealth) {
    for (const person of draft.persons) {
      if (!needsSourceDetails(personShare(draft, person.id))) continue;
      const sourceIds = person.sourceOfFunds.filter((id) => !person.sourceDetails[String(id)]?.trim());
      if (sourceIds.length > 0) {
        problems.push({ section: 'shareholders', code: 'missingSourceDetails', personId: person.id, sourceIds });
      }
    }
  }
  return problems;
}

/** Users: each with non-zero rights, and at least one with rights 2. */
export function userProblems(draft: Draft): Problem[] {
  const users = usersOf(draft);
  const problems: Problem[] = users
    .filter((user) => user.accessRights === 0)
    .map((user) => ({ section: 'users', code: 'noRights', personId: user.id }) as const);
  if (!users.some((user) => user.accessRights === MAIN_USER_RIGHTS))
    problems.push({ section: 'users', code: 'noMainUser' });
  return problems;
}

/** Every section's problems (an empty list: the section is fine). */
export function sectionChecks(draft: Draft, context: CheckContext): Record<Section, Problem[]> {
  return {
    root: rootProblems(draft),
    persons: draft.persons.flatMap((person) => personProblems(person, context)),
    companies: reachableCompanies(draft).flatMap(companyProblems),
    shareholders: shareholderProblems(draft, context),
    users: userProblems(draft),
  };
}

/** The sections that are bad, in the spec's order: the request is sent only when this is empty. */
export function badSections(draft: Draft, context: CheckContext): Section[] {
  const checks = sectionChecks(draft, context);
  return sections.filter((section) => checks[section].length > 0);
}

/**
 * The source-of-wealth feature (spec 5 names it, not who turns it on): on for every brand, the careful bank's
 * choice (README, decisions). A screen passes it into `CheckContext.sourceOfWealth`.
 */
export const SOURCE_OF_WEALTH_FEATURE = true;
