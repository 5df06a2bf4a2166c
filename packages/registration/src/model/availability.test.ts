import { offeredKinds, registrationRedirect, type RegistrationSettings } from './availability';

const brand = (registrationDisabled: boolean, personal: string[], business: string[]): RegistrationSettings => ({
  registrationDisabled,
  registrationTypes: { personal, business },
});

describe('the chooser offers only the brand’s kinds', () => {
  test.each([
    ['both kinds', brand(false, ['developers'], ['others']), ['personal', 'business']],
    ['personal only', brand(false, ['developers'], []), ['personal']],
    ['business only', brand(false, [], ['others']), ['business']],
    ['registration disabled', brand(true, ['developers'], ['others']), []],
  ])('%s', (_case, settings, kinds) => {
    expect(offeredKinds(settings)).toEqual(kinds);
  });
});

describe('where a registration route sends a person', () => {
  test.each([
    [brand(true, ['developers'], ['others']), 'chooser', '/login'],
    [brand(true, ['developers'], ['others']), 'personal', '/login'],
    [brand(true, ['developers'], ['others']), 'business', '/login'],
    [brand(false, ['developers'], ['others']), 'chooser', null],
    [brand(false, ['developers'], ['others']), 'personal', null],
    [brand(false, [], ['others']), 'personal', '/register'],
    [brand(false, ['developers'], []), 'business', '/register'],
    [brand(false, [], []), 'chooser', '/login'],
  ] as const)('%j, %s → %s', (settings, kind, target) => {
    expect(registrationRedirect(settings, kind)).toBe(target);
  });
});
