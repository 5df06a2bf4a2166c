import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { identities } from './commerce-fixtures';
import { VerificationScreen } from './VerificationScreen';

const meta = {
  title: 'merchant/VerificationScreen',
  component: VerificationScreen,
  args: { view: 'verification', identities: ready(identities), onCreate: fn(), onRetry: fn() },
} satisfies Meta<typeof VerificationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recent: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Recent verifications' })).toHaveTextContent('Pending');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify a person' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const History: Story = { args: { view: 'history' } };

export const None: Story = { args: { identities: ready([]) } };

export const Loading: Story = { args: { identities: loading } };

export const Failed: Story = { args: { identities: failed('The server is not available. Try again later.') } };
