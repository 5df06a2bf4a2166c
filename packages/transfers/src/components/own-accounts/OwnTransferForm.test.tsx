import { ready } from '@paydeck/accounts';
import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnTransferInput, OwnTransferResult } from '../../api/own-accounts';
import { anna, booked, lookups } from './fixtures';
import { OwnTransferForm } from './OwnTransferForm';
import { idle, type OwnTransferLookups } from './types';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const allReady: OwnTransferLookups = {
  fee: ready(lookups.fee),
  max: ready(lookups.max),
  limits: ready(lookups.limits),
  rate: ready(lookups.rate),
};

function renderForm(
  options: { submit?: (input: OwnTransferInput) => Promise<OwnTransferResult>; lookups?: OwnTransferLookups } = {},
) {
  const submit = vi.fn(options.submit ?? (async () => booked));
  const onDone = vi.fn();
  const onInputsChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <OwnTransferForm
        accounts={anna.accounts}
        lookups={options.lookups ?? allReady}
        today="2026-11-24"
        onInputsChange={onInputsChange}
        submit={submit}
        onDone={onDone}
      />
    </I18nProvider>,
  );
  return { submit, onDone, onInputsChange, amount: () => screen.getByRole('textbox', { name: /Amount to send/ }) };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const review = () => screen.getByRole('region', { name: 'Check before you send' });

/** Continue to the review, then confirm. */
async function confirmTransfer() {
  await userEvent.click(continueButton());
  await userEvent.click(within(review()).getByRole('button', { name: 'Confirm and send' }));
}

describe('the amount field', () => {
  it.each([
    ['', 'Enter the amount to send.'],
    ['0', 'Enter an amount greater than zero.'],
    ['12.345', 'Use at most 2 decimal places'],
    ['3000', 'You can send at most €2,841.17 now.'],
  ])('%j is refused with "%s": no review, nothing sent', async (typed, message) => {
    const { submit, amount } = renderForm();
    if (typed) await userEvent.type(amount(), typed);
    await userEvent.click(continueButton());
    expect((await screen.findAllByText(new RegExp(message.replace(/[.$€]/g, '\\$&')))).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Check before you send' })).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('an amount above the most that can be sent is never converted: the summary shows no amount arriving', async () => {
    const { amount } = renderForm();
    await userEvent.type(amount(), '99999');
    expect(screen.getByTestId('received-amount').textContent).toBe('–');
    await userEvent.click(continueButton());
    expect(await screen.findByText('You can send at most €2,841.17 now.')).toBeTruthy();
    expect(screen.queryByText(/107,998/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Check before you send' })).toBeNull();
  });

  it('a comma is the decimal point; the target receives amount × rate at its scale', async () => {
    const { submit, onDone, amount } = renderForm();
    await userEvent.type(amount(), '10,01');
    expect(screen.getByTestId('received-amount').textContent).toBe('$10.81');
    await confirmTransfer();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(booked, expect.anything()));
    expect(submit).toHaveBeenCalledWith({ fromAccount: 11, toAccount: 12, toAmount: '10.81' });
  });
});

describe('the review', () => {
  it('shows what leaves, from and to which account, the rate, the fee, what arrives and when; nothing is sent yet', async () => {
    const { submit, amount } = renderForm();
    await userEvent.type(amount(), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Reference/ }), 'Rent');
    await userEvent.click(continueButton());
    const lines = within(review());
    expect(lines.getByTestId('review-from').textContent).toBe('EUR · PD0000000011');
    expect(lines.getByTestId('review-to').textContent).toBe('USD · PD0000000012');
    expect(lines.getByTestId('review-sent').textContent).toBe('€10.00');
    expect(lines.getByText('1 EUR = 1.08 USD')).toBeTruthy();
    expect(lines.getByTestId('review-fee').textContent).toBe('€0.00');
    expect(lines.getByTestId('review-received').textContent).toBe('$10.80');
    expect(lines.getByText('Now')).toBeTruthy();
    expect(lines.getByText('Rent')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check before you send' })).toBe(document.activeElement);
    expect(submit).not.toHaveBeenCalled();
  });

  it('Edit goes back with the values kept; the same values reviewed again send one payload', async () => {
    const { submit, amount } = renderForm();
    await userEvent.type(amount(), '10');
    await userEvent.click(continueButton());
    await userEvent.click(within(review()).getByRole('button', { name: 'Edit' }));
    expect((amount() as HTMLInputElement).value).toBe('10');
    await confirmTransfer();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ fromAccount: 11, toAccount: 12, toAmount: '10.80' });
  });

  it.each([
    ['not asked yet (the typing pause)', idle],
    ['on its way', { kind: 'loading' } as const],
  ])('the confirm waits for the fee while it is %s', async (_case, fee) => {
    const { amount } = renderForm({ lookups: { ...allReady, fee } });
    await userEvent.type(amount(), '10');
    await userEvent.click(continueButton());
    expect(within(review()).getByRole('button', { name: 'Confirm and send' }).hasAttribute('disabled')).toBe(true);
  });

  it('waits for the most that can be sent before it shows', async () => {
    const { amount } = renderForm({ lookups: { ...allReady, max: { kind: 'loading' } } });
    await userEvent.type(amount(), '10');
    await userEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/being checked/);
    expect(screen.queryByRole('region', { name: 'Check before you send' })).toBeNull();
  });
});

it('reports the inputs the lookups depend on as the person types', async () => {
  const { onInputsChange, amount } = renderForm();
  expect(onInputsChange).toHaveBeenLastCalledWith({ fromAccountId: 11, toAccountId: 12, amount: '' });
  await userEvent.type(amount(), '5');
  expect(onInputsChange).toHaveBeenLastCalledWith({ fromAccountId: 11, toAccountId: 12, amount: '5' });
});

it('a double click on the confirm sends once while the first runs', async () => {
  let answer: (result: OwnTransferResult) => void = () => undefined;
  const { submit, onDone, amount } = renderForm({
    submit: () =>
      new Promise<OwnTransferResult>((resolve) => {
        answer = resolve;
      }),
  });
  await userEvent.type(amount(), '10');
  await userEvent.click(continueButton());
  const button = within(review()).getByRole('button', { name: 'Confirm and send' });
  await userEvent.dblClick(button);
  await userEvent.click(button);
  expect(submit).toHaveBeenCalledTimes(1);
  await act(async () => answer(booked));
  await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
});

it.each([
  [[{ param: 'toAmount', description: 'exceeds your limit' }], 'exceeds your limit', /Amount to send/],
  [[{ param: 'toAccount', description: 'cannot receive money now' }], 'cannot receive money now', null],
])('a refusal of a field %j brings the form back with it at the field', async (validationErrors, text, field) => {
  const { onDone, amount } = renderForm({
    submit: async () => {
      throw new ApiError({ code: 'VF', kind: 'business', message: 'VF', validationErrors });
    },
  });
  await userEvent.type(amount(), '10');
  await confirmTransfer();
  expect(await screen.findByText(text)).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Check before you send' })).toBeNull();
  if (field) expect(screen.getByRole('textbox', { name: field }).getAttribute('aria-invalid')).toBe('true');
  expect(onDone).not.toHaveBeenCalled();
});

it('a refusal of no field stays on the review, said above its buttons', async () => {
  const { onDone, amount } = renderForm({
    submit: async () => {
      throw new ApiError({
        code: 'VF',
        kind: 'business',
        message: 'VF',
        validationErrors: [{ param: 'operation', description: 'is closed' }],
      });
    },
  });
  await userEvent.type(amount(), '10');
  await confirmTransfer();
  expect((await within(review()).findByRole('alert')).textContent).toBe('operation: is closed');
  expect(onDone).not.toHaveBeenCalled();
});

it.each([
  ['a right-to-left override', 'Rent \u202e1202', /invisible text-direction characters/],
  ['a control character', 'Rent\u0007', /invisible control characters/],
])('a reference holding %s is refused at its field and nothing is sent', async (_case, reference, message) => {
  const { submit, amount } = renderForm();
  await userEvent.type(amount(), '10');
  await userEvent.click(screen.getByRole('textbox', { name: /Reference/ }));
  await userEvent.paste(reference);
  await userEvent.click(continueButton());
  expect(await screen.findByText(message)).toBeTruthy();
  expect(screen.getByRole('textbox', { name: /Reference/ }).getAttribute('aria-invalid')).toBe('true');
  expect(submit).not.toHaveBeenCalled();
});

it('without a known rate there is no review', async () => {
  const { submit, amount } = renderForm({ lookups: { ...allReady, rate: { kind: 'loading' }, fee: idle } });
  await userEvent.type(amount(), '10');
  await userEvent.click(continueButton());
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Check before you send' })).toBeNull();
  expect(submit).not.toHaveBeenCalled();
});

it('a repeating transfer is reviewed with its schedule and sends its fields; a count below 2 is refused', async () => {
  const { submit, amount } = renderForm();
  await userEvent.type(amount(), '10');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Repeat this transfer' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Every week' }));
  await userEvent.click(screen.getByRole('radio', { name: 'A number of transfers' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Number of transfers/ }), '1');
  await userEvent.click(continueButton());
  expect(await screen.findByText(/runs at least twice/)).toBeTruthy();
  await userEvent.clear(screen.getByRole('textbox', { name: /Number of transfers/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Number of transfers/ }), '6');
  await userEvent.click(continueButton());
  expect(within(review()).getByText('Every week')).toBeTruthy();
  expect(within(review()).getByText('After 6 transfers, this one included')).toBeTruthy();
  await userEvent.click(within(review()).getByRole('button', { name: 'Confirm and send' }));
  await vi.waitFor(() =>
    expect(submit).toHaveBeenCalledWith({
      fromAccount: 11,
      toAccount: 12,
      toAmount: '10.80',
      subscriptionFrequency: 'weekly',
      subscriptionTransactions: 6,
      subscriptionUserCancel: true,
    }),
  );
});

it('starts from the values it is given (a repeated transfer)', () => {
  render(
    <I18nProvider i18n={i18n}>
      <OwnTransferForm
        accounts={anna.accounts}
        lookups={allReady}
        today="2026-11-24"
        onInputsChange={vi.fn()}
        submit={vi.fn()}
        onDone={vi.fn()}
        initialValues={{ fromAccountId: 12, toAccountId: 11, amount: '28.50', reference: 'Rent' }}
      />
    </I18nProvider>,
  );
  expect((screen.getByRole('textbox', { name: /Amount to send/ }) as HTMLInputElement).value).toBe('28.50');
  expect((screen.getByRole('textbox', { name: /Reference/ }) as HTMLInputElement).value).toBe('Rent');
  expect(screen.getByRole('button', { name: /From account/ }).textContent).toMatch(/USD/);
});
