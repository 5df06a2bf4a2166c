// Where "Back" (and "Save and go back") leads from a person or a company: the hub or company it was opened from.
// Pure: the draft tells which company holds a company shareholder.
import type { Draft } from '../model/draft';
import type { BusinessScreen } from './steps';

/** The company whose shareholders list `companyId` (undefined: the root company's). */
export function holderOf(draft: Draft, companyId: string): string | undefined {
  return draft.companies.find((company) =>
    company.shareholders.some((entry) => entry.kind === 'company' && entry.companyId === companyId),
  )?.id;
}

/** The screen a person or company form returns to; a step returns nowhere (undefined). */
export function parentScreen(draft: Draft, where: BusinessScreen): BusinessScreen | undefined {
  if (where.screen === 'personForm') {
    if (where.level !== undefined) return { screen: 'companyForm', company: where.level };
    return {
      screen: where.role === 'director' ? 'directorsHub' : where.role === 'user' ? 'usersHub' : 'shareholdersHub',
    };
  }
  if (where.screen === 'companyForm') {
    const holder = where.company === undefined ? where.level : holderOf(draft, where.company);
    return holder === undefined ? { screen: 'shareholdersHub' } : { screen: 'companyForm', company: holder };
  }
  return undefined;
}
