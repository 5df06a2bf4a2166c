import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountInput } from './AmountInput';

const meta = {
  title: 'ui/AmountInput',
  component: AmountInput,
  args: { label: 'Amount', currency: 'EUR', onChange: fn() },
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount (EUR)' });
    await userEvent.type(input, '1250,75');
    await expect(input).toHaveValue('1250,75');
    await expect(args.onChange).toHaveBeenLastCalledWith('1250.75');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithValue: Story = { args: { defaultValue: '0.00012345', currency: 'USD' } };

export const TooManyDecimals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Amount (EUR)' });
    await userEvent.type(input, '0.123456789');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use at most 8 decimal places');
  },
};

export const NotANumber: Story = {
  args: { defaultValue: '12a' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the amount in digits, for example 12.50')).toBeVisible();
  },
};

export const InvalidWithError: Story = {
  args: { defaultValue: '5000', isInvalid: true, errorMessage: 'The amount is more than the available balance.' },
};

export const WithDescription: Story = {
  args: { currency: 'GBP', description: 'Available: £1,204.50', isRequired: true },
};

export const Currencies: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      {['EUR', 'USD', 'GBP', 'RON', 'CHF'].map((currency) => (
        <AmountInput key={currency} {...args} currency={currency} defaultValue="10.50" />
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '99.99' } };
