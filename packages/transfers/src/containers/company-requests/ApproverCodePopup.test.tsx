import { I18nProvider, i18n } from '@paydeck/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproverCodePopup } from './ApproverCodePopup';

const call = vi.hoisted(() => vi.fn());
vi.mock('@paydeck/auth', async (original) => ({
  ...(await original<typeof import('@paydeck/auth')>()),
  api: { call },
}));

i18n.loadAndActivate({ locale: 'en', messages: {} });

beforeEach(() => call.mockReset());

function open(mode: 'sms' | 'otp' | 'approvalCode') {
  const onDone = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ApproverCodePopup transactionId={131} mode={mode} fromEmail="boris@x.test" onDone={onDone} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onDone, dialog: screen.getByRole('dialog') };
}

test.each([['sms' as const], ['otp' as const], ['approvalCode' as const]])(
  'an approver whose mode is %s confirms with the code: businessTransactionRequestConfirm (fromEmail, approvalTransactionId, code)',
  async (mode) => {
    call.mockResolvedValueOnce({ responseDescription: 'Confirmed' });
    const { dialog } = open(mode);
    expect(within(dialog).getByRole('heading').textContent).toBe('Payment Confirmation');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(screen.getByRole('dialog')).findByText('Successfully submitted')).toBeTruthy();
    expect(call).toHaveBeenCalledOnce();
    expect(call.mock.calls[0]?.[0]).toBe('businessTransactionRequestConfirm');
    expect(call.mock.calls[0]?.[1]).toEqual({ fromEmail: 'boris@x.test', approvalTransactionId: 131, code: '654321' });
  },
);
