import { I18nProvider, i18n } from '@paydeck/i18n';
import { act, render, screen, within } from '@testing-library/react';
import type { SubmitResult } from '../../api/schemas';
import { ApprovalFlow } from './ApprovalFlow';
import { operationStatusOf, statusCheckDelay } from './status-watch';
import type { ApprovalDeps } from './useApproval';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const push: SubmitResult = {
  responseDescription: 'Payment waits for approval',
  operationId: 'op_7',
  approveType: 'push',
  approvalSentTo: 'your device',
  availableApprovalMethods: ['push'],
  transactionId: 88,
  statusId: 41,
  fee: '0.00',
  link: null,
};

type Status = 'waiting' | 'approved' | 'rejected';

/** The popup with no realtime event ever arriving (missed), and the status call answering `answers` in turn. */
function setup(answers: (Status | Error)[], result: SubmitResult = push) {
  const status = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next as Status;
  });
  const deps: ApprovalDeps = { approve: vi.fn(async () => ({})), subscribe: () => () => undefined, status };
  const onSettled = vi.fn();
  const view = render(
    <I18nProvider i18n={i18n}>
      <ApprovalFlow submitResult={result} deps={deps} onDone={vi.fn()} onSettled={onSettled} />
    </I18nProvider>,
  );
  return { status, onSettled, view };
}

const title = () =>
  within(screen.queryByRole('dialog') ?? screen.getByRole('alertdialog')).getByRole('heading').textContent;
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test.each([
  [0, 2_000],
  [1, 3_000],
  [2, 5_000],
  [5, 20_000],
  [6, 30_000],
  [40, 30_000],
])('check %i waits %i ms: soon first, then every 30 s', (attempt, delay) => {
  expect(statusCheckDelay(attempt)).toBe(delay);
});

test.each([
  ['not found yet', null, 'waiting'],
  ['held, its approval waiting', { statusId: 41, approval: { status: 'waiting' } }, 'waiting'],
  ['held, no approval told', { statusId: 41, approval: null }, 'waiting'],
  ['approved, booked', { statusId: 2, approval: { status: 'approved' } }, 'approved'],
  ['approved, sent to the clearing', { statusId: 23, approval: { status: 'approved' } }, 'approved'],
  ['approval rejected', { statusId: 26, approval: { status: 'rejected' } }, 'rejected'],
  ['rejected, no approval told', { statusId: 26, approval: null }, 'rejected'],
  ['canceled, no approval told', { statusId: 4, approval: null }, 'rejected'],
  ['booked, no approval told', { statusId: 2, approval: null }, 'approved'],
] as const)('a transaction %s reads %s', (_case, row, expected) => {
  expect(operationStatusOf(row)).toBe(expected);
});

describe('a missed event: the status decides the wait', () => {
  test.each([
    ['approved', 'Successfully submitted', 'submitted'],
    ['rejected', 'Failed transaction', 'failed'],
  ] as const)('%s: the popup shows %s within seconds', async (decided, heading, outcome) => {
    const { status, onSettled } = setup(['waiting', decided]);
    expect(title()).toBe('Payment Confirmation');
    await elapse(2_000);
    expect(status).toHaveBeenCalledWith(88, expect.any(AbortSignal));
    expect(title()).toBe('Payment Confirmation');
    await elapse(3_000);
    expect(title()).toBe(heading);
    expect(onSettled).toHaveBeenCalledExactlyOnceWith(outcome);
    await elapse(120_000);
    expect(status).toHaveBeenCalledTimes(2); // decided: no more checks
  });

  test('a failed check is tried again later; a waiting one goes on asking, less and less often', async () => {
    const { status } = setup([new Error('offline'), 'waiting']);
    await elapse(2_000 + 3_000 + 5_000);
    expect(status).toHaveBeenCalledTimes(3);
    await elapse(8_000 + 13_000 + 20_000 + 30_000 + 30_000);
    expect(status).toHaveBeenCalledTimes(8);
    expect(title()).toBe('Payment Confirmation');
  });

  test('closing the popup stops the checks', async () => {
    const { status, view } = setup(['waiting']);
    await elapse(2_000);
    view.unmount();
    await elapse(120_000);
    expect(status).toHaveBeenCalledTimes(1);
  });

  test('a code mode is watched too: an expired code ends the wait', async () => {
    setup(['rejected'], { ...push, approveType: 'sms', approvalSentTo: '+44 ••• 123' });
    expect(screen.getByRole('textbox', { name: /Code/ })).toBeTruthy();
    await elapse(2_000);
    expect(title()).toBe('Failed transaction');
    expect(screen.getByText('Transaction was rejected.')).toBeTruthy();
  });
});
