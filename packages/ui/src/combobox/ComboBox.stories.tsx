import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListOption } from '../list/ListOption';
import { ComboBox } from './ComboBox';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

const banks = [
  { id: 'seb', name: 'SEB' },
  { id: 'swed', name: 'Swedbank' },
  { id: 'lum', name: 'Luminor' },
  { id: 'rev', name: 'Revolut' },
  { id: 'siauliu', name: 'Šiaulių bankas' },
];

const meta = {
  title: 'ui/ComboBox',
  decorators: [withBrandOnRoot],
  component: ComboBox,
  args: {
    label: 'Bank',
    items: banks,
    children: (item: object) => <ListOption>{(item as (typeof banks)[number]).name}</ListOption>,
    onChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Searching: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await userEvent.type(input, 'swe');
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('swed');
    await expect(input).toHaveValue('Swedbank');
    // An open popover hides the page from assistive technology by design: end with it closed.
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await userEvent.type(input, 'zzz');
    await expect(await body().findByText('Nothing matches')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const WithValue: Story = { args: { defaultValue: 'lum' } };

export const InvalidWithError: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a bank from the list.', isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'seb' } };
