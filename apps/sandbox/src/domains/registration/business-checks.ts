// The sections of a business draft the sandbox checks before it opens anything (identity spec 4.4, 5; WIRE.md
// "Business registration"): root, persons, companies, shareholders, users, and the applicant. The share and
// source-of-funds rules are the browser's own (`@paydeck/registration/api`); what only the bank knows (whose
// e-mail is a sign-in already) comes in as `existence`. Pure: every broken rule is one { param, description }.
import {
  type Draft,
  levelShareProblems,
  needsSourceDetails,
  personShare,
  reachableCompanies,
  type Shareholder,
  usersOf,
} from '@paydeck/registration/api';
import type { ValidationError } from '../../api/answers.ts';
import { additionalQuestions } from '../company/questions.ts';
import { isPastDate, rootFormErrors } from './business-forms.ts';
import { isCountry, isSpecEmail } from './fields.ts';

type Errors = ValidationError[];

/** What the bank knows of an e-mail: is it a sign-in, and an employee's. */
export type Existence = (email: string) => { exists: boolean; isEmployee: boolean };

export const FULL_ACCESS = 2;
const blank = (value: string) => value.trim() === '';
const twoDecimals = (share: number) => Math.abs(Math.round(share * 100) - share * 100) < 1e-6;

function levelErrors(entries: readonly Shareholder[], at: string, draft: Draft): Errors {
  const errors: Errors = [];
  const persons = new Set(draft.persons.map((person) => person.id));
  const companies = new Set(draft.companies.map((company) => company.id));
  entries.forEach((entry, i) => {
    const known = entry.kind === 'person' ? persons.has(entry.personId) : companies.has(entry.companyId);
    if (!known) errors.push({ param: `${at}.${i}`, description: 'is unknown' });
    if (!twoDecimals(entry.share))
      errors.push({ param: `${at}.${i}.share`, description: 'must have at most two decimals' });
  });
  for (const problem of levelShareProblems(entries)) {
    if (problem.code === 'shareOutOfRange') {
      errors.push({ param: `${at}.${problem.index}.share`, description: 'must be above 0 and at most 100 percent' });
    } else {
      errors.push({
        param: at,
        description: `the shares of a level must add up to 10 to 100 percent (now ${problem.sum})`,
      });
    }
  }
  return errors;
}

/** Company entries that lead back to a company above them (A holds B holds A). */
function cycleIndexes(draft: Draft): Set<string> {
  const byId = new Map(draft.companies.map((company) => [company.id, company]));
  const cycles = new Set<string>();
  const walk = (entries: readonly Shareholder[], path: readonly string[]) => {
    for (const entry of entries) {
      if (entry.kind !== 'company') continue;
      if (path.includes(entry.companyId)) cycles.add(entry.companyId);
      else walk(byId.get(entry.companyId)?.shareholders ?? [], [...path, entry.companyId]);
    }
  };
  walk(draft.shareholders, []);
  return cycles;
}

function structureErrors(draft: Draft): Errors {
  const errors: Errors = [];
  const persons = new Set(draft.persons.map((person) => person.id));
  if (draft.directors.length === 0)
    errors.push({ param: 'draft.directors', description: 'needs at least one director' });
  draft.directors.forEach((id, i) => {
    if (!persons.has(id)) errors.push({ param: `draft.directors.${i}`, description: 'is unknown' });
  });
  draft.owners.forEach((id, i) => {
    if (!persons.has(id)) errors.push({ param: `draft.owners.${i}`, description: 'is unknown' });
  });
  errors.push(...levelErrors(draft.shareholders, 'draft.shareholders', draft));
  const cycles = cycleIndexes(draft);
  for (const company of reachableCompanies(draft)) {
    const at = `draft.companies.${draft.companies.indexOf(company)}`;
    if (cycles.has(company.id)) errors.push({ param: at, description: 'cannot own itself' });
    if (blank(company.name)) errors.push({ param: `${at}.name`, description: 'is required' });
    if (!isCountry(company.registrationCountryCode.trim().toUpperCase())) {
      errors.push({ param: `${at}.registrationCountryCode`, description: 'is required' });
    }
    if (blank(company.registrationNumber))
      errors.push({ param: `${at}.registrationNumber`, description: 'is required' });
    if (company.directors.length === 0) {
      errors.push({ param: `${at}.directors`, description: 'a company shareholder needs at least one director' });
    }
    company.directors.forEach((id, i) => {
      if (!persons.has(id)) errors.push({ param: `${at}.directors.${i}`, description: 'is unknown' });
    });
    errors.push(...levelErrors(company.shareholders, `${at}.shareholders`, draft));
  }
  return errors;
}

function personErrors(draft: Draft, now: Date, existence: Existence): Errors {
  const errors: Errors = [];
  const userEmails = new Map<string, number>();
  draft.persons.forEach((person, i) => {
    const at = `draft.persons.${i}`;
    if (blank(person.firstName)) errors.push({ param: `${at}.firstName`, description: 'is required' });
    if (blank(person.lastName)) errors.push({ param: `${at}.lastName`, description: 'is required' });
    if (!isPastDate(person.birthday, now))
      errors.push({ param: `${at}.birthday`, description: 'must be a date in the past' });
    const email = person.email.trim().toLowerCase();
    if (email !== '' && !isSpecEmail(email))
      errors.push({ param: `${at}.email`, description: 'must be an e-mail address' });
    // Source of wealth is on for every brand (WIRE.md): above 25 percent, a detail per chosen source of funds.
    if (needsSourceDetails(personShare(draft, person.id))) {
      for (const sourceId of person.sourceOfFunds) {
        if (blank(person.sourceDetails[String(sourceId)] ?? '')) {
          errors.push({
            param: `${at}.sourceDetails.${sourceId}`,
            description: 'is required for a share above 25 percent',
          });
        }
      }
    }
    if (!person.isUser) return;
    if (!(person.accessRights >= 1 && person.accessRights <= 4)) {
      errors.push({ param: `${at}.accessRights`, description: 'must be 1 to 4 for a user' });
    }
    if (email === '') errors.push({ param: `${at}.email`, description: 'is required for a user' });
    else if (userEmails.has(email)) errors.push({ param: `${at}.email`, description: 'is used by another user' });
    else if (isSpecEmail(email)) {
      userEmails.set(email, i);
      const known = existence(email);
      if (known.exists && !known.isEmployee) errors.push({ param: `${at}.email`, description: 'is taken' });
    }
  });
  if (!usersOf(draft).some((user) => user.accessRights === FULL_ACCESS)) {
    errors.push({ param: 'draft.persons', description: 'at least one user needs full access (2)' });
  }
  return errors;
}

function additionalAnswerErrors(draft: Draft): Errors {
  const known = new Set<number>(additionalQuestions.business.map((question) => question.id));
  return draft.additionalQuestionAnswers.flatMap((answer, i): Errors => {
    if (!known.has(answer.questionId))
      return [{ param: `draft.additionalQuestionAnswers.${i}.questionId`, description: 'is unknown' }];
    if (answer.answer.length > 1000) {
      return [{ param: `draft.additionalQuestionAnswers.${i}.answer`, description: 'must be at most 1000 characters' }];
    }
    return [];
  });
}

/** The applicant signs in with the e-mail of a user with full access, and that e-mail must be free. */
function applicantErrors(draft: Draft, email: string, existence: Existence): Errors {
  const isMainUser = usersOf(draft).some(
    (user) => user.accessRights === FULL_ACCESS && user.email.trim().toLowerCase() === email,
  );
  if (!isMainUser) return [{ param: 'email', description: 'must be the e-mail of a user with full access (2)' }];
  return existence(email).exists ? [{ param: 'email', description: 'is taken' }] : [];
}

/** Every broken rule of a business application (empty: the bank opens it). */
export function businessApplicationErrors(draft: Draft, email: string, now: Date, existence: Existence): Errors {
  return [
    ...rootFormErrors(draft, now),
    ...structureErrors(draft),
    ...personErrors(draft, now, existence),
    ...additionalAnswerErrors(draft),
    ...applicantErrors(draft, email, existence),
  ];
}
