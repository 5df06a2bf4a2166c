import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'E-mail', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send the confirmation link here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('We send the confirmation link here.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /E-mail/ })).toBeRequired();
  },
};

export const InvalidWithError: Story = {
  args: { isInvalid: true, defaultValue: 'ana@', errorMessage: 'Enter a valid e-mail address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
  },
};

export const WithValue: Story = { args: { defaultValue: 'ana@example.com' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};
