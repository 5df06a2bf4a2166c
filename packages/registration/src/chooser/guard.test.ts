import { isRedirect } from '@tanstack/react-router';

const brand = vi.hoisted(() => ({
  registrationDisabled: false,
  registrationTypes: { personal: ['developers'] as string[], business: ['others'] as string[] },
}));
vi.mock('@paydeck/brand-config/active', () => ({ activeBrand: brand }));

const { requireRegistration } = await import('./guard');

function target(kind: Parameters<typeof requireRegistration>[0]): string | null {
  try {
    requireRegistration(kind);
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options.href ?? null;
  }
}

afterEach(() => {
  brand.registrationDisabled = false;
  brand.registrationTypes = { personal: ['developers'], business: ['others'] };
});

test('a brand that disables registration sends every registration route to /login (the bank brand)', () => {
  brand.registrationDisabled = true;
  expect([target('chooser'), target('personal'), target('business')]).toEqual(['/login', '/login', '/login']);
});

test('an open brand lets every offered kind through', () => {
  expect([target('chooser'), target('personal'), target('business')]).toEqual([null, null, null]);
});

test('a kind the brand does not offer goes back to the chooser', () => {
  brand.registrationTypes = { personal: ['developers'], business: [] };
  expect(target('business')).toBe('/register');
});
