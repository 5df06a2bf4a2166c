import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import type { PreapprovedPayment } from '../../api/preapproved';
import { annasPayments } from './fixtures';
import { PreapprovedTable } from './PreapprovedTable';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const [savings, topUp, weekly] = annasPayments as [PreapprovedPayment, PreapprovedPayment, PreapprovedPayment];

function rowOf(payment: PreapprovedPayment) {
  render(
    <I18nProvider i18n={i18n}>
      <PreapprovedTable payments={[payment]} cancelling={null} onCancel={vi.fn()} />
    </I18nProvider>,
  );
  const table = screen.getByRole('grid', { name: 'Preapproved payments' });
  const rows = within(table).getAllByRole('row');
  return rows.at(-1) as HTMLElement;
}

// Each payment says when it runs next and how many transfers it has made; a refused last run says why.
test.each([
  ['three made, the last booked', savings, 'Dec 24, 2026', '3 transfers', null],
  ['one made, the last refused for money', topUp, 'Feb 24, 2027', '1 transfer', 'not enough money'],
  ['none yet', weekly, 'Dec 1, 2026', 'None yet', null],
  [
    'a reason the app does not know',
    { ...topUp, lastRun: { ...(topUp.lastRun as NonNullable<PreapprovedPayment['lastRun']>), reason: 'bankHoliday' } },
    'Feb 24, 2027',
    '1 transfer',
    'The last transfer was refused.',
  ],
  [
    'an answer without runs (another bank)',
    { ...savings, runsDone: 0, lastRun: null },
    'Dec 24, 2026',
    'None yet',
    null,
  ],
] as const)('%s', (_case, payment, next, made, refused) => {
  const text = rowOf(payment).textContent ?? '';
  expect(text).toContain(next);
  expect(text).toContain(made);
  if (refused) expect(text).toContain(refused);
  else expect(text).not.toContain('refused');
});
