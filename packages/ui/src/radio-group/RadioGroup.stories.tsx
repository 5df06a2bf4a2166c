import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Transfer speed',
    onChange: fn(),
    children: (
      <>
        <Radio value="standard">Standard (1–2 days)</Radio>
        <Radio value="instant">Instant</Radio>
        <Radio value="scheduled">Scheduled</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard (1–2 days)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('standard');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Instant' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('instant');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'instant' } };

export const WithDescription: Story = {
  args: { description: 'Instant transfers cost 0.50 EUR.', defaultValue: 'standard' },
};

export const InvalidWithError: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose how fast the money should arrive.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose how fast the money should arrive.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'standard' } };
