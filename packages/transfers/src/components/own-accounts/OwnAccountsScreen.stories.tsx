import { failed, loading, ready } from '@paydeck/accounts';
import { ApiError } from '@paydeck/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { anna, booked, created, held, lookups } from './fixtures';
import { OwnAccountsScreen } from './OwnAccountsScreen';
import { idle } from './types';

const readyLookups = {
  fee: ready(lookups.fee),
  max: ready(lookups.max),
  limits: ready(lookups.limits),
  rate: ready(lookups.rate),
};

const meta = {
  title: 'transfers/own-accounts/OwnAccountsScreen',
  component: OwnAccountsScreen,
  args: {
    accounts: ready(anna.accounts),
    onRetry: fn(),
    lookups: readyLookups,
    today: '2026-11-24',
    accessRight: null,
    onInputsChange: fn(),
    submit: fn(async () => booked),
    onAgain: fn(),
  },
} satisfies Meta<typeof OwnAccountsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EUR to USD: the rate, what arrives, fee, maximum and limits; typing 10 shows $10.80 arriving. */
export const EurToUsd: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Your balances' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to send/ }), '10,5');
    await expect(canvas.getByTestId('received-amount')).toHaveTextContent('$11.34');
    await expect(canvas.getByText('1 EUR = 1.08 USD')).toBeVisible();
    await expect(canvas.getByText('Daily limit')).toBeVisible();
  },
};

/** Continue shows the review: what leaves, the rate, the fee, what arrives, from and to which account, when. */
export const Review: Story = {
  tags: ['screen'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to send/ }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reference/ }), 'Rent');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Check before you send' })).toHaveFocus();
    await expect(canvas.getByTestId('review-sent')).toHaveTextContent('€10.00');
    await expect(canvas.getByTestId('review-received')).toHaveTextContent('$10.80');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

/** Confirmed with approval none: one outcome, no popup. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to send/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() =>
      expect(args.submit).toHaveBeenCalledWith({ fromAccount: 11, toAccount: 12, toAmount: '10.80' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Transfer completed' })).toHaveFocus();
    await expect(canvas.getByTestId('transaction-id')).toHaveTextContent('131');
    await expect(canvas.getByRole('link', { name: 'See it in the history' })).toHaveAttribute(
      'href',
      '/history?transactionId=131',
    );
    // react-aria's announcement of the pending button points at it for a moment after it left (e2e/support/axe.ts).
    await waitFor(() => expect(document.querySelector('[aria-live] [role="img"]')).toBeNull(), { timeout: 10_000 });
  },
};

/** The server refuses the amount on the confirm: the form comes back with its words at the amount field. */
export const Refused: Story = {
  args: {
    submit: fn(async () => {
      throw new ApiError({
        code: 'VF',
        kind: 'business',
        message: 'VF',
        validationErrors: [{ param: 'toAmount', description: 'insufficient funds' }],
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to send/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
    await expect(await canvas.findByText('insufficient funds')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Amount to send/ })).toHaveAttribute('aria-invalid', 'true');
    // react-aria's announcement of the pending confirm points at it for a moment after the review left.
    await waitFor(() => expect(document.querySelector('[aria-live] [role="img"]')).toBeNull(), { timeout: 10_000 });
  },
};

/** More than the most that can be sent: the form says so, nothing arrives in the summary, no review. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount to send/ }), '99999');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('You can send at most €2,841.17 now.')).toBeVisible();
    await expect(canvas.getByTestId('received-amount')).toHaveTextContent('–');
  },
};

export const Recurring: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Repeat this transfer' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'A number of transfers' }));
    await expect(canvas.getByRole('textbox', { name: /Number of transfers/ })).toBeVisible();
  },
};

export const LookupsLoading: Story = {
  args: { lookups: { fee: idle, max: loading, limits: loading, rate: loading } },
};
export const LookupFailed: Story = {
  args: { lookups: { ...readyLookups, rate: failed('Server is not available') } },
};
export const Booked: Story = { args: { initialResult: booked } };
export const WaitingForSms: Story = { args: { initialResult: held } };
export const CreatedForApprovers: Story = { args: { initialResult: created, accessRight: 3 } };
export const OneAccount: Story = {
  args: { accounts: ready(anna.onlyOne) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'You need two accounts for this' })).toBeVisible();
  },
};
export const Loading: Story = { args: { accounts: loading } };
export const Failed: Story = { args: { accounts: failed('Server is not available') } };
