// The sections of a business draft the sandbox checks before it opens anything (identity spec 4.4, 5; WIRE.md
// "Checks"): the browser's own gate, `sectionChecks` of @paydeck/registration/api (root, persons, companies,
// shareholders, users), fed with what only the bank knows (whose e-mail is a sign-in), each problem turned into
// { param, description } at its place in the payload; then what the browser cannot see or does not ask: references
// to nobody, shares with more than two decimals, two users on one e-mail, rights beyond 4, the applicant. Pure.
import {
  CompanyRules,
  type Draft,
  DueDilligenceFormRules,
  EmailStatus,
  emailKey,
  FinancialInfoFormRules,
  GeneralFormRules,
  LegalFormRules,
  MAIN_USER_RIGHTS,
  PersonRules,
  type Problem,
  reachableCompanies,
  SOURCE_OF_WEALTH_FEATURE,
  type Shareholder,
  sectionChecks,
  shareBasisPoints,
  usersOf,
} from '@paydeck/registration/api';
import { basisPointsToPercent } from '@paydeck/brand-config/decimal';
import type { ValidationError } from '../../api/answers.ts';
import { additionalQuestions } from '../company/questions.ts';
import { bankFormErrors, fieldErrors } from './business-forms.ts';
import { isSpecEmail } from './fields.ts';

type Errors = ValidationError[];

/** What the bank knows of an e-mail: is it a sign-in, and an employee's. */
export type Existence = (email: string) => { exists: boolean; isEmployee: boolean };

const formRules = {
  generalForm: GeneralFormRules,
  financialInfoForm: FinancialInfoFormRules,
  legalForm: LegalFormRules,
  dueDilligenceForm: DueDilligenceFormRules,
} as const;

/** One problem of the browser's gate, at its place in the payload. */
function problemErrors(draft: Draft, problem: Problem, existence: Existence): Errors {
  const personAt = (id: string) => `draft.persons.${draft.persons.findIndex((person) => person.id === id)}`;
  const companyAt = (id: string) => `draft.companies.${draft.companies.findIndex((company) => company.id === id)}`;
  const one = (param: string, description: string): Errors => [{ param, description }];
  switch (problem.code) {
    case 'noDirectors':
      return one('draft.directors', 'needs at least one director');
    case 'invalidForm':
      return fieldErrors(formRules[problem.form], draft[problem.form], `draft.${problem.form}`);
    case 'invalidPerson':
      return fieldErrors(
        PersonRules,
        draft.persons.find((p) => p.id === problem.personId),
        personAt(problem.personId),
      );
    case 'userEmail': {
      const email = draft.persons.find((p) => p.id === problem.personId)?.email.trim() ?? '';
      const at = `${personAt(problem.personId)}.email`;
      if (email === '') return one(at, 'is required for a user');
      return one(at, existence(email.toLowerCase()).exists ? 'is taken' : 'must be an e-mail address');
    }
    case 'invalidCompany':
      return fieldErrors(
        CompanyRules,
        draft.companies.find((c) => c.id === problem.companyId),
        companyAt(problem.companyId),
      );
    case 'companyWithoutDirector':
      return one(`${companyAt(problem.companyId)}.directors`, 'a company shareholder needs at least one director');
    case 'shares': {
      const at = problem.level === null ? 'draft.shareholders' : `${companyAt(problem.level)}.shareholders`;
      if (problem.problem.code === 'shareOutOfRange') {
        return one(`${at}.${problem.problem.index}.share`, 'must be above 0 and at most 100 percent');
      }
      return one(at, `the shares of a level must add up to 10 to 100 percent (now ${sumText(problem.problem)})`);
    }
    case 'missingSourceDetails':
      return problem.sourceIds.map((id) => ({
        param: `${personAt(problem.personId)}.sourceDetails.${id}`,
        description: 'is required for a share above 25 percent',
      }));
    case 'ownershipCycle':
      return one(companyAt(problem.companyId), 'cannot own itself');
    case 'noRights':
      return one(`${personAt(problem.personId)}.accessRights`, 'must be 1 to 4 for a user');
    case 'noMainUser':
      return one('draft.persons', `at least one user needs full access (${MAIN_USER_RIGHTS})`);
  }
}

/** A level's sum as a plain percentage without trailing zeros: 11000 bp -> "110", 999 -> "9.99". */
const sumText = (problem: { sumBasisPoints: number }) =>
  basisPointsToPercent(problem.sumBasisPoints).replace(/\.?0+$/, '');

/** What the browser's gate does not look at: references to nobody, share precision, users' e-mails and rights. */
function bankStructureErrors(draft: Draft): Errors {
  const errors: Errors = [];
  const persons = new Set(draft.persons.map((person) => person.id));
  const companies = new Set(draft.companies.map((company) => company.id));
  const refs = (ids: readonly string[], at: string) =>
    ids.forEach((id, i) => {
      if (!persons.has(id)) errors.push({ param: `${at}.${i}`, description: 'is unknown' });
    });
  const level = (entries: readonly Shareholder[], at: string) =>
    entries.forEach((entry, i) => {
      const known = entry.kind === 'person' ? persons.has(entry.personId) : companies.has(entry.companyId);
      if (!known) errors.push({ param: `${at}.${i}`, description: 'is unknown' });
      if (shareBasisPoints(entry.share) === null)
        errors.push({ param: `${at}.${i}.share`, description: 'must have at most two decimals' });
    });
  refs(draft.directors, 'draft.directors');
  refs(draft.owners, 'draft.owners');
  level(draft.shareholders, 'draft.shareholders');
  for (const company of reachableCompanies(draft)) {
    const at = `draft.companies.${draft.companies.indexOf(company)}`;
    refs(company.directors, `${at}.directors`);
    level(company.shareholders, `${at}.shareholders`);
  }
  const seen = new Set<string>();
  draft.persons.forEach((person, i) => {
    if (!person.isUser) return;
    if (person.accessRights < 0 || person.accessRights > 4 || !Number.isInteger(person.accessRights)) {
      errors.push({ param: `draft.persons.${i}.accessRights`, description: 'must be 1 to 4 for a user' });
    }
    const email = person.email.trim().toLowerCase();
    if (email !== '' && seen.has(email))
      errors.push({ param: `draft.persons.${i}.email`, description: 'is used by another user' });
    seen.add(email);
  });
  const questions = new Set<number>(additionalQuestions.business.map((question) => question.id));
  draft.additionalQuestionAnswers.forEach((answer, i) => {
    const at = `draft.additionalQuestionAnswers.${i}`;
    if (!questions.has(answer.questionId)) errors.push({ param: `${at}.questionId`, description: 'is unknown' });
    if (answer.answer.length > 1000)
      errors.push({ param: `${at}.answer`, description: 'must be at most 1000 characters' });
  });
  return errors;
}

/** The applicant signs in with the e-mail of a user with full access, and that e-mail must be free. */
function applicantErrors(draft: Draft, email: string, existence: Existence): Errors {
  const isMainUser = usersOf(draft).some(
    (user) => user.accessRights === MAIN_USER_RIGHTS && user.email.trim().toLowerCase() === email,
  );
  if (!isMainUser) return [{ param: 'email', description: 'must be the e-mail of a user with full access (2)' }];
  return existence(email).exists ? [{ param: 'email', description: 'is taken' }] : [];
}

/** Every broken rule of a business application, each once (empty: the bank opens it). */
export function businessApplicationErrors(draft: Draft, email: string, existence: Existence): Errors {
  const emailStatus = (key: string) => {
    if (!isSpecEmail(key)) return undefined;
    const known = existence(key);
    return known.exists ? (known.isEmployee ? EmailStatus.employee : EmailStatus.taken) : EmailStatus.free;
  };
  const checks = sectionChecks(draft, {
    emailStatus: (key) => emailStatus(emailKey(key)),
    sourceOfWealth: SOURCE_OF_WEALTH_FEATURE,
  });
  const all = [
    ...Object.values(checks).flatMap((problems) =>
      problems.flatMap((problem) => problemErrors(draft, problem, existence)),
    ),
    ...bankFormErrors(draft),
    ...bankStructureErrors(draft),
    ...applicantErrors(draft, email, existence),
  ];
  const byKey = new Map(all.map((error) => [`${error.param}\n${error.description}`, error]));
  return [...byKey.values()];
}
