import { ready } from '@paydeck/accounts';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitResult } from '../../api/schemas';
import type { PopupOutcome } from '../send-steps/outcome-state';
import { eurAccount, sampleBeneficiaries, sampleRecent } from './fixtures';
import { P2pScreen } from './P2pScreen';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const booked: SubmitResult = {
  responseDescription: 'Transfer completed',
  operationId: 'op_1',
  approveType: 'none',
  approvalSentTo: null,
  availableApprovalMethods: [],
  transactionId: 301,
  statusId: 2,
  fee: '0.20',
  link: '/history?transactionId=301',
};
const held: SubmitResult = { ...booked, approveType: 'push', approvalSentTo: 'Pixel 8', statusId: 41 };

function renderScreen(answer: SubmitResult, popup?: PopupOutcome) {
  const onAgain = vi.fn();
  const onSubmit = vi.fn(async () => answer);
  const approval = vi.fn((_result: SubmitResult, done: (outcome: PopupOutcome) => void) => (
    <div role="dialog" aria-label="Payment Confirmation">
      <button type="button" onClick={() => done(popup as PopupOutcome)}>
        Decide
      </button>
    </div>
  ));
  render(
    <I18nProvider i18n={i18n}>
      <P2pScreen
        allowed
        accounts={ready([eurAccount])}
        onRetryAccounts={vi.fn()}
        beneficiaries={ready(sampleBeneficiaries)}
        recent={ready(sampleRecent)}
        onRetryRecent={vi.fn()}
        payee={ready({ exists: true, isEmployee: false, outBlacklist: true })}
        fee={ready({ fee: '0.20', feeCurrencyCode: 'EUR' })}
        onValuesChange={vi.fn()}
        onSubmit={onSubmit}
        onAgain={onAgain}
        approval={approval}
      />
    </I18nProvider>,
  );
  return { onAgain, onSubmit, approval };
}

const emailBox = () => screen.getByRole('combobox', { name: /Payee's e-mail/ });

async function pay(user: ReturnType<typeof userEvent.setup>) {
  await user.type(emailBox(), 'pavel.push@demo.paydeck.test');
  await user.tab();
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), '12.34');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
}

describe('after the confirm: one confirmation', () => {
  it.each([
    ['approval none: no popup', 'Transfer completed', booked, undefined],
    ['push decided', 'Transfer completed', held, 'submitted'],
    ['push closed undecided', 'Waiting for your approval', held, 'waiting'],
    ['push rejected', 'Failed transaction', held, 'failed'],
  ] as const)('%s → "%s"', async (_case, heading, answer, popup) => {
    const user = userEvent.setup();
    const { approval } = renderScreen(answer, popup);
    await pay(user);
    if (popup) await user.click(await screen.findByRole('button', { name: 'Decide' }));
    else expect(approval).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: heading })).toBe(document.activeElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    const outcome = within(screen.getByLabelText('Transfer', { selector: 'dl' }));
    expect(outcome.getByTestId('transaction-id').textContent).toBe('301');
    expect(outcome.getByTestId('payee').textContent).toBe('Pavel Push · pavel.push@demo.paydeck.test');
    expect(outcome.getByTestId('sent-amount').textContent).toBe('€12.34');
    expect(outcome.getByTestId('total').textContent).toBe('€12.54');
    expect(screen.getByRole('link', { name: 'See it in the history' }).getAttribute('href')).toBe(
      '/history?transactionId=301',
    );
  });

  it('"Make another transfer" is a new intent and an empty form', async () => {
    const user = userEvent.setup();
    const { onAgain } = renderScreen(booked);
    await pay(user);
    await user.click(await screen.findByRole('button', { name: 'Make another transfer' }));
    expect(onAgain).toHaveBeenCalledTimes(1);
    expect((emailBox() as HTMLInputElement).value).toBe('');
  });
});

it('a recent transfer is a button: pressing it makes its payee the form’s', async () => {
  const user = userEvent.setup();
  renderScreen(booked);
  const recent = screen.getByRole('region', { name: 'Recent transfers to people' });
  await user.click(within(recent).getByRole('button', { name: /Sofia Sms/ }));
  expect((emailBox() as HTMLInputElement).value).toBe('sofia.sms@demo.paydeck.test');
});
