import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recipientDetails } from './fixtures';
import { RecipientScreen, type RecipientScreenProps } from './RecipientScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const none = { data: undefined, pending: false };
function show(overrides: Partial<RecipientScreenProps> = {}) {
  const props: RecipientScreenProps = {
    details: recipientDetails,
    countries: { data: [{ countryCode: 'DE', currencyCode: 'EUR' }], pending: false },
    methods: none,
    meta: none,
    extraParams: none,
    withdrawals: { data: [], pending: false },
    loadWithdrawal: vi.fn(),
    country: '',
    method: '',
    onCountry: vi.fn(),
    onMethod: vi.fn(),
    onSubmit: vi.fn(),
    submitting: false,
    approvalSentTo: null,
    awaitingCode: false,
    onApprove: vi.fn(),
    approving: false,
    onResend: vi.fn(),
    onRefuse: vi.fn(),
    refusing: false,
    failure: null,
    ...overrides,
  };
  render(
    <I18nProvider i18n={i18n}>
      <RecipientScreen {...props} />
    </I18nProvider>,
  );
}

describe('the recipient page of a global payment', () => {
  it('names the sender and the amount in the money format, and says which step of three comes first', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Northwind Media Ltd sent you £11.25');
    expect(screen.getByTestId('recipient-step').textContent).toContain('Step 1 of 3');
    // the page talks to the payee, not about them
    expect(screen.queryByText('Waiting for the payee')).toBeNull();
    expect(screen.getByRole('combobox', { name: /Country where you receive the money/ })).toBeTruthy();
  });

  it('never shows an empty sender', () => {
    show({ details: { ...recipientDetails, senderName: '' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('You have a payment of £11.25');
  });

  it.each([
    ['paid', 'You received this payment'],
    ['refused', 'You refused this payment'],
    ['expired', 'This payment link has expired'],
    ['error', 'This payment cannot be received here'],
  ] as const)('a %s payment says so and offers no form', (status, words) => {
    show({ details: { ...recipientDetails, status } });
    expect(screen.getByRole('status').textContent).toContain(words);
    expect(screen.queryByRole('form', { name: 'How to receive the payment' })).toBeNull();
  });

  it('a row of the last withdrawals opens that payment’s details, read from the server', async () => {
    const earlier = {
      paymentId: 3,
      amount: '20.00',
      currencyCode: 'GBP',
      method: 'wire',
      status: 'paid',
      date: '2026-10-02T10:00:00.000Z',
    };
    const loadWithdrawal = vi.fn(async () => ({
      ...earlier,
      details: { iban: 'GB33BUKB20201555555555', toCurrencyCode: 'GBP' },
    }));
    show({
      details: { ...recipientDetails, status: 'paid' },
      withdrawals: { data: [earlier], pending: false },
      loadWithdrawal,
    });
    await userEvent.click(screen.getByRole('button', { name: /Details of £20.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier payment' });
    expect(await within(dialog).findByText('GB33BUKB20201555555555')).toBeTruthy();
    expect(within(dialog).getByText('IBAN')).toBeTruthy();
    expect(within(dialog).getByText('Paid')).toBeTruthy();
    expect(within(dialog).queryByText('toCurrencyCode')).toBeNull();
    expect(loadWithdrawal).toHaveBeenCalledWith(3);
  });

  it('a details answer that failed says so and offers to try again', async () => {
    const earlier = { paymentId: 3, amount: '20.00', currencyCode: 'GBP', method: null, status: 'paid', date: null };
    const loadWithdrawal = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ...earlier, details: {} });
    show({ withdrawals: { data: [earlier], pending: false }, loadWithdrawal });
    await userEvent.click(screen.getByRole('button', { name: /Details of £20.00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier payment' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Paid')).toBeTruthy();
    expect(loadWithdrawal).toHaveBeenCalledTimes(2);
  });
});
