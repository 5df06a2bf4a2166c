import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListOption } from '../list/ListOption';
import { Select } from './Select';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

const accounts = [
  { id: 'eur', name: 'Main account · EUR' },
  { id: 'usd', name: 'Savings · USD' },
  { id: 'gbp', name: 'Travel · GBP' },
];

const meta = {
  title: 'ui/Select',
  decorators: [withBrandOnRoot],
  component: Select,
  args: {
    label: 'From account',
    placeholder: 'Choose an account',
    items: accounts,
    children: (item: object) => <ListOption>{(item as (typeof accounts)[number]).name}</ListOption>,
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /From account/ });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Savings · USD' }));
    await expect(args.onChange).toHaveBeenCalledWith('usd');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Savings · USD');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /From account/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('usd');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const WithValue: Story = { args: { defaultValue: 'gbp' } };

export const InvalidWithError: Story = {
  args: { isInvalid: true, errorMessage: 'Choose the account to pay from.', isRequired: true },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'eur' } };

/** Its options are still loading: the picker waits, disabled, rather than ignoring a press. */
export const NothingToPickYet: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /From account/ })).toBeDisabled();
  },
};
