// The business registration's steps (identity spec 2.4: four forms and three hubs, then the resolution and the
// submit) and the URL's record of where the person is, so that a reload opens the same screen.

/** The steps in the step navigation, in order. */
export const businessSteps = [
  'generalForm',
  'financialInfoForm',
  'dueDilligenceForm',
  'legalForm',
  'directorsHub',
  'shareholdersHub',
  'usersHub',
  'resolution',
  'submit',
] as const;
export type BusinessStep = (typeof businessSteps)[number];

/** The role a person is added in from a hub. */
export const personRoles = ['director', 'shareholder', 'user'] as const;
export type PersonRole = (typeof personRoles)[number];

/**
 * Where the person is: a step, or a person or company opened from a hub. `company` is the level (a company
 * shareholder's id; absent at the root); `person` / `company` absent on a form means a new one.
 */
export type BusinessScreen =
  | { screen: BusinessStep }
  | { screen: 'personForm'; role: PersonRole; level?: string; person?: string }
  | { screen: 'companyForm'; level?: string; company?: string };

const isStep = (value: unknown): value is BusinessStep =>
  typeof value === 'string' && (businessSteps as readonly string[]).includes(value);
const isRole = (value: unknown): value is PersonRole =>
  typeof value === 'string' && (personRoles as readonly string[]).includes(value);
/** Draft ids are short URL-safe words; anything else in the address is ignored. */
const idOf = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number') && /^[\w-]{1,64}$/.test(String(value))
    ? String(value)
    : undefined;
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };

/** The screen named by the address's query; the first step when it names none or nonsense. */
export function parseBusinessSearch(input: Record<string, unknown>): BusinessScreen {
  const { screen } = input;
  if (screen === 'personForm' && isRole(input.role))
    return {
      screen,
      role: input.role,
      ...optional('level', idOf(input.level)),
      ...optional('person', idOf(input.person)),
    };
  if (screen === 'companyForm')
    return { screen, ...optional('level', idOf(input.level)), ...optional('company', idOf(input.company)) };
  return { screen: isStep(screen) ? screen : 'generalForm' };
}

/** The step a screen belongs to in the navigation: a person or company belongs to the hub it was opened from. */
export function stepOf(where: BusinessScreen): BusinessStep {
  if (where.screen === 'companyForm') return 'shareholdersHub';
  if (where.screen === 'personForm') {
    // a company shareholder's own directors and shareholders are edited under the shareholders
    if (where.level !== undefined || where.role === 'shareholder') return 'shareholdersHub';
    return where.role === 'director' ? 'directorsHub' : 'usersHub';
  }
  return where.screen;
}

/** The step after (or before) this one, or undefined at either end. */
export function neighbourStep(step: BusinessStep, direction: 1 | -1): BusinessStep | undefined {
  return businessSteps[businessSteps.indexOf(step) + direction];
}
