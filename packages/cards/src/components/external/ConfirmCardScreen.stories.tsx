import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { externalCards } from '../lists/fixtures';
import { ConfirmCardScreen, type ConfirmCardScreenProps } from './ConfirmCardScreen';

const [pending, confirmed, failedCard] = externalCards;
if (!pending || !confirmed || !failedCard) throw new Error('fixtures changed');

function WithAmount(args: ConfirmCardScreenProps) {
  const [amount, setAmount] = useState(args.amount);
  return (
    <ConfirmCardScreen
      {...args}
      amount={amount}
      onAmountChange={(value) => {
        setAmount(value);
        args.onAmountChange(value);
      }}
    />
  );
}

const meta = {
  title: 'cards/ConfirmCardScreen',
  component: ConfirmCardScreen,
  render: WithAmount,
  args: {
    card: ready(pending),
    amount: '',
    onAmountChange: fn(),
    submit: { kind: 'idle' },
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConfirmCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterAmount: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Amount charged/ });
    await expect(field).toHaveAccessibleDescription('2 attempts left');
    await userEvent.type(field, '0,57');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('0.57');
  },
};

export const TooManyDecimals: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount charged/ }), '0.575');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the card' }));
    await expect(canvas.getByRole('textbox', { name: /Amount charged/ })).toHaveAccessibleDescription(
      /Use at most 2 decimal places/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongAmount: Story = {
  args: { amount: '0.75', card: ready({ ...pending, attemptsLeft: 1 }), submit: { kind: 'wrong', attemptsLeft: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This is not the amount we charged. You have 1 attempt left.',
    );
  },
};

export const TooManyAttempts: Story = {
  args: { amount: '0.75', card: ready({ ...pending, attemptsLeft: 0 }), submit: { kind: 'tooManyAttempts' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many wrong amounts');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add the card again' })).toHaveAttribute('href', '/add-card');
  },
};

/** Opened again after the attempts ran out: the card's status says so. */
export const VerificationFailed: Story = { args: { card: ready(failedCard) } };

export const AlreadyConfirmed: Story = { args: { card: ready(confirmed) } };

export const Submitting: Story = { args: { amount: '0.57', submit: { kind: 'submitting' } } };

export const ServerError: Story = {
  args: { amount: '0.57', submit: { kind: 'failed', message: 'Server is not available' } },
};

export const NotFound: Story = { args: { card: ready(null) } };

export const Loading: Story = { args: { card: loading } };

export const Failed: Story = { args: { card: failed('Server is not available') } };
