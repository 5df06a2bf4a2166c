import { barNavigation, isUnder, moreNavigation, navigation } from './navigation';

describe('the main navigation', () => {
  it('shows every entry once: in the bar or under More, in the navigation order', () => {
    expect([...barNavigation, ...moreNavigation].map((item) => item.to).sort()).toEqual(
      navigation.map((item) => item.to).sort(),
    );
    expect(barNavigation.map((item) => item.to)).toEqual([
      '/home',
      '/history',
      '/transfer/account',
      '/transfer/invoices',
      '/cards',
    ]);
  });

  it('offers contracts and support messages (under More)', () => {
    expect(moreNavigation.map((item) => item.to)).toEqual(expect.arrayContaining(['/revenue-split', '/messages']));
  });

  it.each([
    ['/merchant', '/merchant', true],
    ['/merchant/internal/api-keys', '/merchant', true],
    ['/revenue-split/42', '/revenue-split', true],
    ['/messages', '/messages', true],
    ['/messagesx', '/messages', false],
    ['/home', '/messages', false],
    ['/', '/home', false],
  ])('%s is under %s: %s', (pathname, entry, expected) => {
    expect(isUnder(pathname, entry)).toBe(expected);
  });
});
