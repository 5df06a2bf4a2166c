import { ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnTransferResult } from '../../api/own-accounts';
import { anna, booked, created, held, lookups } from './fixtures';
import { OwnAccountsScreen, type PopupOutcome } from './OwnAccountsScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderScreen(
  answer: OwnTransferResult,
  options: {
    accessRight?: number | null;
    popup?: PopupOutcome | 'none';
    accounts?: typeof anna.threeAccounts;
  } = {},
) {
  const onAgain = vi.fn();
  const submit = vi.fn(async () => answer);
  const approval = vi.fn((_result: OwnTransferResult, done: (outcome: PopupOutcome) => void) => (
    <div role="dialog" aria-label="Payment Confirmation">
      <button type="button" onClick={() => done(options.popup as PopupOutcome)}>
        Decide
      </button>
    </div>
  ));
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
        submit={submit}
        onAgain={onAgain}
        {...(options.popup === 'none' ? {} : { approval })}
      />
    </I18nProvider>,
  );
  return { onAgain, approval, submit };
}

async function send(reference = '') {
  await userEvent.type(screen.getByRole('textbox', { name: /Amount to send/ }), '10');
  if (reference) await userEvent.type(screen.getByRole('textbox', { name: /Reference/ }), reference);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
}

describe('after the confirm: one confirmation (payments.md 4)', () => {
  it.each([
    ['approval none: no popup', 'Transfer completed', booked, null, undefined],
    ['access right 3: no popup', 'Transaction created', created, 3, undefined],
    ['sms: the popup decides submitted', 'Transfer completed', held, null, 'submitted'],
    ['sms: the popup closed undecided', 'Waiting for your approval', held, null, 'waiting'],
    ['sms: the popup decides failed', 'Failed transaction', held, null, 'failed'],
    ['sms without a popup to show (stories)', 'Waiting for your approval', held, null, 'none'],
  ] as const)('%s → "%s"', async (_, heading, answer, accessRight, popup) => {
    const { approval } = renderScreen(answer, { accessRight, ...(popup ? { popup } : {}) });
    await send();
    if (popup && popup !== 'none') {
      await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    } else expect(approval).not.toHaveBeenCalled();
    const title = await screen.findByRole('heading', { name: heading });
    expect(title).toBe(document.activeElement);
    // The popup is gone and the form hidden: the outcome is the only confirmation on the screen.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Successfully submitted/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Check before you send' })).toBeNull();
    expect(screen.getByTestId('transaction-id').textContent).toBe('131');
    expect(screen.getByRole('link', { name: 'See it in the history' }).getAttribute('href')).toBe(
      '/history?transactionId=131',
    );
  });

  it('the outcome repeats the reference the person typed', async () => {
    renderScreen(booked);
    await send('Rent');
    await screen.findByRole('heading', { name: 'Transfer completed' });
    expect(within(screen.getByLabelText('Transfer', { selector: 'dl' })).getByText('Rent')).toBeTruthy();
  });

  it('"Make another transfer" starts a new intent and an empty form', async () => {
    const { onAgain } = renderScreen(booked);
    await send();
    await userEvent.click(await screen.findByRole('button', { name: 'Make another transfer' }));
    expect(onAgain).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('textbox', { name: /Amount to send/ }) as HTMLInputElement).value).toBe('');
  });

  it('"Try again" after a failure shows the same review as a new intent', async () => {
    const { onAgain, submit } = renderScreen(held, { popup: 'failed' });
    await send();
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onAgain).toHaveBeenCalledTimes(1);
    const review = screen.getByRole('region', { name: 'Check before you send' });
    expect(within(review).getByTestId('review-sent').textContent).toBe('€10.00');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm and send' }));
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('the sms hint names where the code went', async () => {
    renderScreen(held, { popup: 'waiting' });
    await send();
    await userEvent.click(await screen.findByRole('button', { name: 'Decide' }));
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
