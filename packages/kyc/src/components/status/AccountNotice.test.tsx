import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import type { AccountNotice as Notice } from '../../model/account-notice';
import { AccountNotice } from './AccountNotice';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const show = (notice: Notice, compact = false) =>
  render(
    <I18nProvider i18n={i18n}>
      <AccountNotice notice={notice} compact={compact} />
    </I18nProvider>,
  );

test('limited: says what is limited, what each reason needs, and leads to the limited account page', () => {
  show({
    kind: 'limited',
    reasons: [
      { name: 'Proof of address', answered: false },
      { name: 'Source of funds', answered: true },
    ],
  });
  const notice = screen.getByRole('region', { name: 'Your account is limited' });
  expect(notice.textContent).toContain(
    'Sending money (transfers, payments, invoices) and ordering cards may be refused.',
  );
  const asked = within(notice).getByRole('list', { name: 'What we asked for' });
  expect(
    within(asked)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Proof of address: we need this document', 'Source of funds: sent, we are reviewing it']);
  expect(
    within(notice).getByRole('link', { name: 'See what is limited and send the documents' }).getAttribute('href'),
  ).toBe('/limited-account');
});

test('not verified: the count of things to do, and the way to what is missing', () => {
  show({ kind: 'unverified', actions: ['identity', 'phone'] });
  const notice = screen.getByRole('region', { name: 'Your account is not verified yet' });
  expect(notice.textContent).toContain('2 things to do.');
  expect(within(notice).getByRole('link', { name: 'See what is missing' }).getAttribute('href')).toBe(
    '/unverified-account',
  );
});

test('documents expiring: each one with its date, nothing limited yet, the way to the profile', () => {
  show({
    kind: 'expiring',
    documents: [
      { kind: 'identity', type: 'Passport', expiresDate: '2026-12-20', expired: false },
      { kind: 'identity', type: 'National identity card', expiresDate: '2026-11-30', expired: true },
      { kind: 'taxForm' },
    ],
  });
  const notice = screen.getByRole('region', { name: 'Documents to renew' });
  expect(notice.textContent).toContain('Nothing is limited yet.');
  const items = within(notice)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items[0]).toMatch(/^Your Passport expires on .*2026\.$/);
  expect(items[1]).toMatch(/^Your National identity card expired on .*2026\.$/);
  expect(items[2]).toBe('Your tax self-certification expires soon.');
  expect(within(notice).getByRole('link', { name: 'Renew your documents' }).getAttribute('href')).toBe('/profile');
});

test('beside a form (compact): what is limited and the link, not the list of what is asked for', () => {
  show({ kind: 'limited', reasons: [{ name: 'Proof of address', answered: false }] }, true);
  const notice = screen.getByRole('region', { name: 'Your account is limited' });
  expect(notice.textContent).toContain('ordering cards may be refused');
  expect(within(notice).queryByRole('list')).toBeNull();
  expect(within(notice).getByRole('link').getAttribute('href')).toBe('/limited-account');
});
