import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reputation } from './commerce-fixtures';
import { ReputationScreen } from './ReputationScreen';

const meta = {
  title: 'merchant/ReputationScreen',
  component: ReputationScreen,
  args: { result: ready([reputation]), onSearch: fn(), onRetry: fn() },
} satisfies Meta<typeof ReputationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('80 of 100')).toBeInTheDocument();
  },
};

/** The e-mail is trimmed before the search. */
export const Searching: Story = {
  args: { result: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: "Payer's e-mail" }), '  anna@example.com  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('anna@example.com');
  },
};

export const InvalidEmail: Story = {
  args: { result: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: "Payer's e-mail" }), 'anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('Enter a valid e-mail, such as name@example.com.')).toBeInTheDocument();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { result: loading } };

export const Failed: Story = { args: { result: failed('The server is not available. Try again later.') } };
