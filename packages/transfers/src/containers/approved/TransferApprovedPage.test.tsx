import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { TransferApprovedPage } from './TransferApprovedPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('@paydeck/auth', async (original) => ({
  ...(await original<typeof import('@paydeck/auth')>()),
  api: { call },
}));
vi.mock('@paydeck/accounts', async (original) => ({
  ...(await original<typeof import('@paydeck/accounts')>()),
  // the page frame wires react-aria links to the router; no router here
  PageFrame: ({ children }: { children: React.ReactNode }) => children,
}));

i18n.loadAndActivate({ locale: 'en', messages: {} });

function open(rawSearch: Record<string, unknown>) {
  const queryClient = new QueryClient();
  return render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TransferApprovedPage rawSearch={rawSearch} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

beforeEach(() => call.mockReset());

test('the link approves once (React runs the effect twice in Strict Mode) and says so', async () => {
  call.mockResolvedValue({ responseDescription: 'Approved', transactionId: 131, statusId: 2 });
  open({ trxid: 'op_abc', approvalCode: 654321 });
  await screen.findByText('Your transfer 131 is approved.');
  screen.getByRole('heading', { name: 'Successfully submitted' });
  expect(call).toHaveBeenCalledOnce();
  expect(call.mock.calls[0]?.[0]).toBe('transferApprove');
  expect(call.mock.calls[0]?.[1]).toEqual({ trxid: 'op_abc', approvalCode: '654321' });
});

const refusal = (param: string, description: string) =>
  new ApiError({
    code: 'VF',
    kind: 'business',
    message: 'Validation failed',
    validationErrors: [{ param, description }],
  });

test.each([
  ['a wrong code: its entry as param: description', 'approvalCode', 'is not correct'],
  ['a rejected transfer', 'trxid', 'was rejected'],
])('%s: "Failed transaction"', async (_case, param, description) => {
  const error = refusal(param, description);
  call.mockRejectedValueOnce(error);
  open({ trxid: 'op_abc', approvalCode: '654321' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Failed transaction');
  expect(alert.textContent).toContain(`${param}: ${description}`);
});

test.each([
  ['no code', { trxid: 'op_abc' }],
  ['no operation', { approvalCode: '654321' }],
  ['a code with letters', { trxid: 'op_abc', approvalCode: '65x321' }],
])('an incomplete link (%s) sends nothing', (_case, rawSearch) => {
  open(rawSearch);
  expect(screen.getByRole('alert').textContent).toContain('This approval link is not complete');
  expect(call).not.toHaveBeenCalled();
});
