import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitResult } from '../../api/schemas';
import { ApprovalFlow } from './ApprovalFlow';
import type { ApprovalDeps } from './useApproval';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The element's accessible description: the text of the elements its aria-describedby names. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

const submitted = (overrides: Partial<SubmitResult> = {}): SubmitResult => ({
  responseDescription: 'Transfer waits for approval',
  operationId: 'op_1',
  approveType: 'sms',
  approvalSentTo: '+44 ••• ••• 123',
  availableApprovalMethods: ['sms'],
  transactionId: 131,
  statusId: 41,
  fee: '0.20',
  link: null,
  ...overrides,
});

const wrongCode = (description = 'is not correct') =>
  new ApiError({
    code: 'VF',
    kind: 'business',
    message: `approvalCode: ${description}`,
    validationErrors: [{ param: 'approvalCode', description }],
  });

function setup(result: SubmitResult, { accessRight = null as number | null, retrySeconds = 30 } = {}) {
  const listeners = new Set<(event: unknown) => void>();
  const deps: ApprovalDeps = {
    approve: vi.fn(async () => ({})),
    retrySms: vi.fn(async () => ({ approvalSentTo: '+44 ••• ••• 123', retryAfterSeconds: 30 })),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const onDone = vi.fn();
  const onSettled = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ApprovalFlow
        submitResult={result}
        deps={deps}
        accessRight={accessRight}
        onDone={onDone}
        onSettled={onSettled}
        retrySeconds={retrySeconds}
      />
    </I18nProvider>,
  );
  const emit = (code: string, transaction: object = {}) =>
    act(() => {
      for (const listener of listeners)
        listener({ type: 'transaction', code, transaction: { operationId: 'op_1', ...transaction } });
    });
  return { deps, onDone, onSettled, emit, listeners };
}

const dialog = () => screen.queryByRole('dialog') ?? screen.getByRole('alertdialog');
const title = () => within(dialog()).getByRole('heading').textContent;

describe('where the popup starts after a submit', () => {
  test.each([
    ['none: success at once', { approveType: 'none' as const }, null, 'Successfully submitted', false],
    [
      'push: waits for the device',
      { approveType: 'push' as const, approvalSentTo: 'your device' },
      null,
      'Payment Confirmation',
      false,
    ],
    ['sms: a code', {}, null, 'Payment Confirmation', true],
    ['otp: a code', { approveType: 'otp' as const, approvalSentTo: null }, null, 'Payment Confirmation', true],
    [
      'approvalCode: a code',
      { approveType: 'approvalCode' as const, approvalSentTo: 'anna@x.test' },
      null,
      'Payment Confirmation',
      true,
    ],
    ['access right 3: transaction created', { approveType: 'none' as const }, 3, 'Transaction created', false],
  ])('%s', (_case, overrides, accessRight, heading, asksCode) => {
    setup(submitted(overrides), { accessRight });
    expect(title()).toBe(heading);
    expect(within(dialog()).queryByRole('textbox', { name: /Code/ }) !== null).toBe(asksCode);
  });

  test.each([
    ['sms', {}, 'We sent a code by SMS to +44 ••• ••• 123.'],
    ['otp', { approveType: 'otp' as const, approvalSentTo: null }, 'Enter the code from your authenticator app.'],
    ['push', { approveType: 'push' as const, approvalSentTo: 'your device' }, /sent the payment to your device/],
  ])('%s says where the approval went', (_case, overrides, text) => {
    setup(submitted(overrides));
    expect(within(dialog()).getByText(text)).toBeTruthy();
  });
});

describe('the realtime event of the operation decides (push)', () => {
  test.each([
    ['approved', {}, 'Successfully submitted', 'Your payment was submitted.'],
    ['booked', {}, 'Successfully submitted', 'Your payment was submitted.'],
    ['rejected', { message: 'Refused on your device.' }, 'Failed transaction', 'Refused on your device.'],
    [
      'rejected',
      { message: null, errors: [{ param: 'approvalCode', description: 'has expired' }] },
      'Failed transaction',
      'approvalCode: has expired',
    ],
    ['rejected', { message: '  ', errors: [] }, 'Failed transaction', 'Transaction was rejected.'],
  ])('%s %j', (code, transaction, heading, text) => {
    const { emit, onSettled } = setup(submitted({ approveType: 'push', approvalSentTo: 'your device' }));
    emit(code, transaction);
    expect(title()).toBe(heading);
    expect(within(dialog()).getByText(text)).toBeTruthy();
    expect(onSettled).toHaveBeenCalledExactlyOnceWith(heading === 'Failed transaction' ? 'failed' : 'submitted');
  });

  test('events of another operation, unknown codes and malformed events change nothing; the first decision stands', () => {
    const { emit, listeners } = setup(submitted({ approveType: 'push' }));
    emit('approved', { operationId: 'op_other' });
    emit('approvalRequested');
    act(() => {
      for (const listener of listeners) listener({ type: 'transaction', code: 'approved' });
    });
    expect(title()).toBe('Payment Confirmation');
    emit('rejected', { message: 'Refused on your device.' });
    emit('approved');
    expect(title()).toBe('Failed transaction');
  });
});

describe('a code', () => {
  test('the right code: transferApprove with the operation id, then Successfully submitted; Done closes', async () => {
    const user = userEvent.setup();
    const { deps, onDone } = setup(submitted());
    await user.type(screen.getByRole('textbox', { name: /Code/ }), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(deps.approve).toHaveBeenCalledExactlyOnceWith({ trxid: 'op_1', approvalCode: '482913' });
    expect(title()).toBe('Successfully submitted');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledExactlyOnceWith('submitted');
  });

  test('an empty code is not sent', async () => {
    const user = userEvent.setup();
    const { deps } = setup(submitted());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(describedBy(screen.getByRole('textbox', { name: /Code/ }))).toMatch(/Enter the code\./);
    expect(deps.approve).not.toHaveBeenCalled();
  });

  test('wrong codes show the field message with the attempts left; the third fails the transaction', async () => {
    const user = userEvent.setup();
    const { deps, onDone } = setup(submitted());
    vi.mocked(deps.approve)
      .mockRejectedValueOnce(wrongCode())
      .mockRejectedValueOnce(wrongCode())
      .mockRejectedValueOnce(wrongCode('was wrong too many times: the transfer was rejected'));
    const field = screen.getByRole('textbox', { name: /Code/ });
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(describedBy(field)).toMatch('The code is not correct. 2 attempts left.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(describedBy(field)).toMatch('The code is not correct. 1 attempt left.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(title()).toBe('Failed transaction');
    expect(screen.getByText('approvalCode: was wrong too many times: the transfer was rejected')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledExactlyOnceWith('failed');
  });

  test('a network failure is said at the field and the code may be sent again', async () => {
    const user = userEvent.setup();
    const { deps } = setup(submitted());
    vi.mocked(deps.approve).mockRejectedValueOnce(
      new ApiError({ code: 'AE', kind: 'network', message: 'networkError' }),
    );
    const field = screen.getByRole('textbox', { name: /Code/ });
    await user.type(field, '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(title()).toBe('Successfully submitted');
  });

  test('Escape while waiting closes it: the transfer keeps waiting', async () => {
    const user = userEvent.setup();
    const { onDone, onSettled } = setup(submitted());
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledExactlyOnceWith('waiting');
    expect(onSettled).not.toHaveBeenCalled();
  });
});

describe('SMS retry', () => {
  test('waits 30 s after the SMS, then sends a new one and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { deps } = setup(submitted());
      const again = screen.getByRole('button', { name: 'Send the code again' });
      expect(again).toHaveProperty('disabled', true);
      expect(screen.getByText('You can ask for a new code in 30 seconds.')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(screen.getByText('You can ask for a new code in 1 second.')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(again).toHaveProperty('disabled', false);
      await user.click(again);
      expect(deps.retrySms).toHaveBeenCalledExactlyOnceWith('op_1');
      expect(await screen.findByText('You can ask for a new code in 30 seconds.')).toBeTruthy();
      expect(again).toHaveProperty('disabled', true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('only an SMS can be sent again', () => {
    setup(submitted({ approveType: 'otp', approvalSentTo: null }));
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
  });
});
