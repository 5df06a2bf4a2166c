// The submit's section checks (model/checks.ts) in words, each with the screen that fixes it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Problem, RootForm, Section } from '../../model/checks';
import type { Draft } from '../../model/draft';
import { companyName, personName, shareProblemText } from '../hubs/hub-text';
import { stepText } from '../step-text';
import type { BusinessScreen, PersonRole } from '../steps';

export const sectionText: Record<Section, MessageDescriptor> = {
  root: msg`The company`,
  persons: msg`People`,
  companies: msg`Companies holding shares`,
  shareholders: msg`Shareholders`,
  users: msg`Users`,
};

export interface ProblemLine {
  text: string;
  /** The screen to open to fix it. */
  target: BusinessScreen;
  /** The words of the button that opens it. */
  targetName: string;
}

function roleOf(draft: Draft, personId: string): PersonRole {
  if (draft.directors.includes(personId)) return 'director';
  const person = draft.persons.find((one) => one.id === personId);
  if (person?.isUser && !draft.shareholders.some((e) => e.kind === 'person' && e.personId === personId)) return 'user';
  return 'shareholder';
}

/** The words of one problem and where to fix it. */
export function problemLine(i18n: I18n, draft: Draft, problem: Problem): ProblemLine {
  const person = (id: string) =>
    personName(
      i18n,
      draft.persons.find((one) => one.id === id),
    );
  const company = (id: string) =>
    companyName(
      i18n,
      draft.companies.find((one) => one.id === id),
    );
  const openPerson = (id: string): BusinessScreen => ({ screen: 'personForm', role: roleOf(draft, id), person: id });
  const line = (text: string, target: BusinessScreen, name: string): ProblemLine => ({
    text,
    target,
    targetName: name,
  });
  const stepLine = (text: string, step: RootForm | 'directorsHub' | 'shareholdersHub' | 'usersHub') =>
    line(text, { screen: step }, i18n._(stepText[step]));
  switch (problem.code) {
    case 'noDirectors':
      return stepLine(i18n._(msg`The company has no director yet.`), 'directorsHub');
    case 'invalidForm':
      return stepLine(i18n._(msg`Some answers are missing or wrong.`), problem.form);
    case 'invalidPerson': {
      const name = person(problem.personId);
      return line(i18n._(msg`${name}: some details are missing or wrong.`), openPerson(problem.personId), name);
    }
    case 'userEmail': {
      const name = person(problem.personId);
      const text =
        problem.status === 1
          ? msg`${name}: this e-mail already has an account; a user needs an e-mail that is free.`
          : msg`${name}: a user needs an e-mail that is free or an employee's, checked before sending.`;
      return line(i18n._(text), { screen: 'personForm', role: 'user', person: problem.personId }, name);
    }
    case 'invalidCompany':
    case 'companyWithoutDirector': {
      const name = company(problem.companyId);
      const text =
        problem.code === 'invalidCompany'
          ? msg`${name}: some details are missing or wrong.`
          : msg`${name}: a company holding shares needs at least one director.`;
      return line(i18n._(text), { screen: 'companyForm', company: problem.companyId }, name);
    }
    case 'ownershipCycle': {
      const name = company(problem.companyId);
      return line(
        i18n._(msg`${name} is listed as its own owner.`),
        { screen: 'companyForm', company: problem.companyId },
        name,
      );
    }
    case 'shares': {
      const text = shareProblemText(i18n, problem.problem);
      if (problem.level === null) return stepLine(text, 'shareholdersHub');
      const name = company(problem.level);
      return line(`${name}: ${text}`, { screen: 'companyForm', company: problem.level }, name);
    }
    case 'missingSourceDetails': {
      const name = person(problem.personId);
      return line(
        i18n._(msg`${name} holds more than 25 percent: give a detail for each source of funds.`),
        { screen: 'personForm', role: 'shareholder', person: problem.personId },
        name,
      );
    }
    case 'noRights': {
      const name = person(problem.personId);
      return stepLine(i18n._(msg`${name}: choose what the user may do.`), 'usersHub');
    }
    case 'noMainUser':
      return stepLine(i18n._(msg`At least one user needs full access.`), 'usersHub');
  }
}
