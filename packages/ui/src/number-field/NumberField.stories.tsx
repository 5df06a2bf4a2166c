import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'ui/NumberField',
  component: NumberField,
  args: { label: 'Share, %', minValue: 0, maxValue: 100, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Share, %' });
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

export const Stepping: Story = {
  args: { defaultValue: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Share, %' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
  },
};

export const WithDescription: Story = { args: { description: 'From 10 to 100 per level.', defaultValue: 50 } };

export const InvalidWithError: Story = {
  args: { isInvalid: true, defaultValue: 5, errorMessage: 'The sum per level must be 10 to 100 percent.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 40 } };
