import { allowedEntries } from '@paydeck/auth/navigation';
import { isUnder, navigation, splitNavigation } from './navigation';

const everyone = navigation.filter((item) => !item.forDocumentsOnly);
const { bar: barNavigation, more: moreNavigation } = splitNavigation(everyone);

describe('the main navigation', () => {
  it('shows every entry once: in the bar or under More, in the navigation order', () => {
    expect([...barNavigation, ...moreNavigation].map((item) => item.to).sort()).toEqual(
      everyone.map((item) => item.to).sort(),
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

  it('a company user without balance-info access (right 5) is offered the company documents only', () => {
    const uploader = { customer: { customerId: 7, isAdmin: false }, fromCustomerId: 40, accessRights: 5 };
    const shown = allowedEntries(navigation, uploader);
    expect(shown.map((item) => item.to)).toEqual(['/company-documents']);
    expect(splitNavigation(shown).bar.map((item) => item.to)).toEqual(['/company-documents']);
  });

  it('a read-only company user (right 1) is not offered transfers', () => {
    const reader = { customer: { customerId: 7, isAdmin: false }, fromCustomerId: 40, accessRights: 1 };
    const shown = allowedEntries(navigation, reader).map((item) => item.to);
    expect(shown).not.toContain('/transfer/account');
    expect(shown).toEqual(expect.arrayContaining(['/home', '/history', '/transfer/invoices', '/cards']));
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
