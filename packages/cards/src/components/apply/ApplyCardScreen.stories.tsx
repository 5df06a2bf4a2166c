import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApplicationDraft } from '../../model/application';
import { emptyDraft } from '../../model/application';
import { ApplyCardScreen, type ApplyCardScreenProps } from './ApplyCardScreen';
import { gbCheck, germanOffer, heldCards, movedToGbDraft, physicalDraft, virtualDraft } from './fixtures';

/** The screen with its draft kept in the story, so choices and typing take effect. */
function WithDraft(args: ApplyCardScreenProps) {
  const [draft, setDraft] = useState<ApplicationDraft>(args.draft);
  return (
    <ApplyCardScreen
      {...args}
      draft={draft}
      onChange={(patch) => {
        setDraft((current) => ({ ...current, ...patch }));
        args.onChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'cards/ApplyCardScreen',
  component: ApplyCardScreen,
  render: WithDraft,
  args: {
    info: ready(germanOffer),
    draft: virtualDraft,
    onChange: fn(),
    check: null,
    cards: heldCards,
    submit: { kind: 'idle' },
    onSubmit: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRetryCheck: fn(),
  },
} satisfies Meta<typeof ApplyCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Virtual: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Virtual card/ })).toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: 'Shipping' })).toBeNull();
    // Only the EUR account pays EUR fees
    const payFrom = canvas.getByRole('radiogroup', { name: 'Pay the fees from' });
    await expect(within(payFrom).getAllByRole('radio')).toHaveLength(2);
    await expect(canvasElement).toHaveTextContent('Total to pay now€0.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and apply' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const NothingChosenYet: Story = {
  args: { draft: emptyDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a virtual or a physical card.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Express is disabled here: it cannot be chosen and says why. */
export const PhysicalWithDisabledShipping: Story = {
  args: { draft: physicalDraft },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const express = canvas.getByRole('radio', { name: /Express shipping/ });
    await expect(express).toBeDisabled();
    await expect(express).toHaveAccessibleDescription(
      'Not available: Express shipping is not available to this country',
    );
    await expect(canvas.getByRole('radio', { name: /Standard shipping/ })).toBeChecked();
    await expect(canvasElement).toHaveTextContent('Hauptstraße 12');
    await expect(canvasElement).toHaveTextContent('Total to pay now€5.00');
  },
};

/** A move to the UK cancels a card and leaves another on its way to Berlin: acknowledged before confirming. */
export const NewAddressAffectsCards: Story = {
  args: { draft: movedToGbDraft, check: ready(gbCheck) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const impact = canvas.getByRole('region', { name: /your move affects these cards/ });
    await expect(impact).toHaveTextContent('Travel•••• •••• •••• 1031');
    await expect(impact).toHaveTextContent('will be canceled');
    await expect(impact).toHaveTextContent('EUR card•••• •••• •••• 1032');
    await expect(impact).toHaveTextContent('old address');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and apply' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(/Confirm that you understand/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I understand what happens to these cards' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and apply' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const NewAddressChecking: Story = { args: { draft: movedToGbDraft, check: loading } };

export const NewAddressIncomplete: Story = {
  args: { draft: { ...movedToGbDraft, newAddress: { ...movedToGbDraft.newAddress, city: '', countryCode: '' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and apply' }));
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription('Enter the city.');
  },
};

/** A street, city or postal code longer than the bank keeps, or holding a bidi override, is refused at its field. */
export const NewAddressTooLongOrUnsafe: Story = {
  args: {
    draft: {
      ...movedToGbDraft,
      newAddress: {
        address1: `${'Baker Street '.repeat(8)}221B`,
        city: 'Lon\u202edon',
        postalCode: '1'.repeat(17),
        countryCode: 'GB',
      },
    },
    check: ready(gbCheck),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and apply' }));
    await expect(canvas.getByRole('textbox', { name: /Street and number/ })).toHaveAccessibleDescription(
      'Use at most 100 characters.',
    );
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription(
      /invisible text-direction characters/,
    );
    await expect(canvas.getByRole('textbox', { name: /Postal code/ })).toHaveAccessibleDescription(
      'Use at most 16 characters.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotEnoughMoney: Story = { args: { draft: { ...physicalDraft, feeAccountId: 12 } } };

export const Submitting: Story = {
  args: { draft: physicalDraft, submit: { kind: 'submitting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Confirm and apply/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { draft: physicalDraft, submit: { kind: 'failed', message: 'feeAccountId: insufficient funds' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('insufficient funds');
  },
};

export const Applied: Story = {
  args: { submit: { kind: 'done', accountId: 55, isVirtual: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Open the card' })).toHaveAttribute(
      'href',
      '/cards/55',
    );
  },
};

export const Loading: Story = { args: { info: loading } };

export const Failed: Story = { args: { info: failed('Server is not available') } };
