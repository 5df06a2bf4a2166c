import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import type { AccountStatusResult } from '../../model/account-status';
import { AccountStatusBanner } from './AccountStatusBanner';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const show = (result: AccountStatusResult, currentPath?: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <AccountStatusBanner {...result} currentPath={currentPath} />
    </I18nProvider>,
  );

test('unverified: the word, the count of actions, the way to what is missing', () => {
  show({ status: 'unverified', actions: ['identity', 'phone'] });
  const banner = screen.getByRole('region', { name: 'Account status' });
  expect(banner.textContent).toContain('Not verified');
  expect(banner.textContent).toContain('2 things to do.');
  expect(screen.getByRole('link', { name: 'See what is missing' }).getAttribute('href')).toBe('/unverified-account');
});

test('one action is said in the singular', () => {
  show({ status: 'hasRequiredActions', actions: ['proofOfResidence'] });
  expect(screen.getByRole('region', { name: 'Account status' }).textContent).toContain('1 thing to do.');
});

test('checked: no count, no link', () => {
  show({ status: 'checked', actions: [] });
  expect(screen.getByRole('region', { name: 'Account status' }).textContent).toContain('Your account is verified.');
  expect(screen.queryByRole('link')).toBeNull();
});

test('the link is left out on the page it leads to', () => {
  show({ status: 'limited', actions: [] }, '/limited-account');
  expect(screen.queryByRole('link')).toBeNull();
});
