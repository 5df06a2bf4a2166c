import { parseDate, today, getLocalTimeZone } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

const meta = {
  title: 'ui/DatePicker',
  decorators: [withBrandOnRoot],
  component: DatePicker,
  args: { label: 'Date of birth', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const month = within(canvasElement).getByRole('spinbutton', { name: /month/ });
    await userEvent.click(month);
    await userEvent.keyboard('04151990');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('1990-04-15'));
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2026-11-10'), label: 'Payment date' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /November 20, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-20'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: parseDate('2026-11-10'), label: 'Payment date' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    await expect(await body().findByRole('grid')).toBeVisible();
  },
};

export const WithValue: Story = { args: { defaultValue: parseDate('1985-07-01') } };

export const InvalidWithError: Story = {
  args: {
    label: 'Payment date',
    defaultValue: parseDate('2020-01-01'),
    minValue: today(getLocalTimeZone()),
    errorMessage: 'The payment date cannot be in the past.',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The payment date cannot be in the past.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('1985-07-01') } };
