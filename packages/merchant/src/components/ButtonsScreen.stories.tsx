import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonsScreen } from './ButtonsScreen';
import { buttons } from './commerce-fixtures';

const meta = {
  title: 'merchant/ButtonsScreen',
  component: ButtonsScreen,
  args: { view: 'saved', buttons: ready(buttons), onCreate: fn(), onEdit: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof ButtonsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Saved buttons' });
    await expect(table).toHaveTextContent('Yoga class');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gift card' }));
    await expect(args.onDelete).toHaveBeenCalledWith(buttons[1]);
  },
};

/** A read-only company user (right 1): the buttons, nothing to create, edit or delete. */
export const ReadOnly: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Saved buttons' })).toHaveTextContent('Yoga class');
    await expect(canvas.queryByRole('button', { name: 'Create a button' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  },
};

export const PayByLinkSettings: Story = {
  args: { view: 'pbn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Saved buttons' })).toHaveTextContent('14 days');
    await expect(canvas.queryByRole('button', { name: 'Create a button' })).toBeNull();
  },
};

export const None: Story = {
  args: { buttons: ready([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No saved buttons yet')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { buttons: loading } };

export const Failed: Story = { args: { buttons: failed('The server is not available. Try again later.') } };
