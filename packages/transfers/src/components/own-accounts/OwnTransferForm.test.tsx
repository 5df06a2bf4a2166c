import { ready } from '@paydeck/accounts';
import { ApiError } from '@paydeck/api-client';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { act, render, screen } from '@testing-library/react';
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

describe('the amount field', () => {
  it.each([
    ['', 'Enter the amount to send.'],
    ['0', 'Enter an amount greater than zero.'],
    ['12.345', 'Use at most 2 decimal places'],
    ['3000', 'You can send at most €2,841.17 now.'],
  ])('%j is refused with "%s" and nothing is sent', async (typed, message) => {
    const { submit, amount } = renderForm();
    if (typed) await userEvent.type(amount(), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect((await screen.findAllByText(new RegExp(message.replace(/[.$€]/g, '\\$&')))).length).toBeGreaterThan(0);
    expect(submit).not.toHaveBeenCalled();
  });

  it('a comma is the decimal point; the target receives amount × rate at its scale', async () => {
    const { submit, onDone, amount } = renderForm();
    await userEvent.type(amount(), '10,01');
    expect(screen.getByTestId('received-amount').textContent).toBe('$10.81');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(booked));
    expect(submit).toHaveBeenCalledWith({ fromAccount: 11, toAccount: 12, toAmount: '10.81' });
  });
});

it('reports the inputs the lookups depend on as the person types', async () => {
  const { onInputsChange, amount } = renderForm();
  expect(onInputsChange).toHaveBeenLastCalledWith({ fromAccountId: 11, toAccountId: 12, amount: '' });
  await userEvent.type(amount(), '5');
  expect(onInputsChange).toHaveBeenLastCalledWith({ fromAccountId: 11, toAccountId: 12, amount: '5' });
});

it('a double click sends once while the first submit runs', async () => {
  let answer: (result: OwnTransferResult) => void = () => undefined;
  const { submit, onDone, amount } = renderForm({
    submit: () =>
      new Promise<OwnTransferResult>((resolve) => {
        answer = resolve;
      }),
  });
  await userEvent.type(amount(), '10');
  const button = screen.getByRole('button', { name: 'Transfer' });
  await userEvent.dblClick(button);
  await userEvent.click(button);
  expect(submit).toHaveBeenCalledTimes(1);
  await act(async () => answer(booked));
  await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
});

it.each([
  [[{ param: 'toAmount', description: 'exceeds your limit' }], 'exceeds your limit', /Amount to send/],
  [[{ param: 'toAccount', description: 'cannot receive money now' }], 'cannot receive money now', null],
  [[{ param: 'operation', description: 'is closed' }], 'operation: is closed', null],
])('a refusal %j is shown where it belongs', async (validationErrors, text, field) => {
  const { onDone, amount } = renderForm({
    submit: async () => {
      throw new ApiError({ code: 'VF', kind: 'business', message: 'VF', validationErrors });
    },
  });
  await userEvent.type(amount(), '10');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText(text)).toBeTruthy();
  if (field) expect(screen.getByRole('textbox', { name: field }).getAttribute('aria-invalid')).toBe('true');
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
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText(message)).toBeTruthy();
  expect(screen.getByRole('textbox', { name: /Reference/ }).getAttribute('aria-invalid')).toBe('true');
  expect(submit).not.toHaveBeenCalled();
});

it('without a known rate nothing is sent', async () => {
  const { submit, amount } = renderForm({ lookups: { ...allReady, rate: { kind: 'loading' }, fee: idle } });
  await userEvent.type(amount(), '10');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(submit).not.toHaveBeenCalled();
});

it('a repeating transfer sends its fields; a count below 2 is refused', async () => {
  const { submit, amount } = renderForm();
  await userEvent.type(amount(), '10');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Repeat this transfer' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Every week' }));
  await userEvent.click(screen.getByRole('radio', { name: 'A number of transfers' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Number of transfers/ }), '1');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText(/runs at least twice/)).toBeTruthy();
  await userEvent.clear(screen.getByRole('textbox', { name: /Number of transfers/ }));
  await userEvent.type(screen.getByRole('textbox', { name: /Number of transfers/ }), '6');
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
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
