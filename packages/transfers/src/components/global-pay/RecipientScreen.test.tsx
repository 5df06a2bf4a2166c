import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
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
});
