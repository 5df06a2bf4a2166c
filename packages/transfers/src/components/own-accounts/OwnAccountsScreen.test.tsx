import { ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnTransferResult } from '../../api/own-accounts';
import { anna, booked, created, held, lookups } from './fixtures';
import { OwnAccountsScreen, type PopupOutcome } from './OwnAccountsScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderScreen(
  answer: OwnTransferResult,
  options: { accessRight?: number | null; popup?: PopupOutcome; accounts?: typeof anna.threeAccounts } = {},
) {
  const onAgain = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <OwnAccountsScreen
        accounts={ready(options.accounts ?? anna.threeAccounts)}
        onRetry={vi.fn()}
        lookups={{
          fee: ready(lookups.fee),
          max: ready(lookups.max),
          limits: ready(lookups.limits),
          rate: ready(lookups.rate),
        }}
        today="2026-11-24"
        accessRight={options.accessRight ?? null}
        onInputsChange={vi.fn()}
        submit={async () => answer}
        onAgain={onAgain}
        {...(options.popup
          ? {
              approval: (_result: OwnTransferResult, done: (outcome: PopupOutcome) => void) => (
                <button type="button" onClick={() => done(options.popup as PopupOutcome)}>
                  Close the popup
                </button>
              ),
            }
          : {})}
      />
    </I18nProvider>,
  );
  return { onAgain };
}

async function send() {
  await userEvent.type(screen.getByRole('textbox', { name: /Amount to send/ }), '10');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('after the answer (payments.md 4)', () => {
  it.each([
    ['approval none', 'Transfer completed', booked, null, undefined],
    ['sms, no popup: waiting', 'Waiting for your approval', held, null, undefined],
    ['access right 3', 'Transaction created', created, 3, undefined],
    ['popup decided: submitted', 'Transfer completed', held, null, 'submitted'],
    ['popup closed undecided', 'Waiting for your approval', held, null, 'waiting'],
    ['popup decided: failed', 'Failed transaction', held, null, 'failed'],
    ['popup of right 3: created', 'Transaction created', created, 3, 'created'],
  ] as const)('%s → "%s"', async (_, heading, answer, accessRight, popup) => {
    renderScreen(answer, { accessRight, ...(popup ? { popup } : {}) });
    await send();
    if (popup) await userEvent.click(await screen.findByRole('button', { name: 'Close the popup' }));
    const title = await screen.findByRole('heading', { name: heading });
    expect(title).toBe(document.activeElement);
    expect(screen.getByTestId('transaction-id').textContent).toBe('131');
  });

  it('"Make another transfer" starts a new intent and shows the form again', async () => {
    const { onAgain } = renderScreen(booked);
    await send();
    await userEvent.click(await screen.findByRole('button', { name: 'Make another transfer' }));
    expect(onAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Amount to send/ })).toBeTruthy();
  });

  it('the sms hint names where the code went', async () => {
    renderScreen(held);
    await send();
    expect(await screen.findByText('We sent a code to +370 *** **12.')).toBeTruthy();
  });
});

it('fewer than two open currency accounts: no form, the reason', () => {
  render(
    <I18nProvider i18n={i18n}>
      <OwnAccountsScreen
        accounts={ready(anna.onlyOne)}
        onRetry={vi.fn()}
        lookups={{ fee: { kind: 'idle' }, max: { kind: 'idle' }, limits: { kind: 'idle' }, rate: { kind: 'idle' } }}
        today="2026-11-24"
        accessRight={null}
        onInputsChange={vi.fn()}
        submit={vi.fn()}
        onAgain={vi.fn()}
      />
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { name: 'You need two accounts for this' })).toBeTruthy();
  expect(screen.queryByRole('form')).toBeNull();
});

describe('the balances', () => {
  it('show money on hold for an approval as pending beside the balance, not in it', () => {
    const [first, ...rest] = anna.threeAccounts;
    if (!first) throw new Error('fixture');
    renderScreen(booked, { accounts: [{ ...first, balance: '100.00', pendingAmount: '50.00' }, ...rest] });
    const balances = screen.getAllByTestId('own-balance');
    expect(balances[0]?.textContent).toContain('€100.00');
    expect(balances[0]?.textContent).toContain('Pending: €50.00');
    expect(balances.slice(1).some((item) => item.textContent?.includes('Pending'))).toBe(false);
  });
});
