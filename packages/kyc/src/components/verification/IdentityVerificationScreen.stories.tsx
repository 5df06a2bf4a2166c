import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IdentityVerificationScreen } from './IdentityVerificationScreen';

const run = { workflowRunId: 'wr-1', provider: 'jmo' as const, status: 'started' as const, customerFirstName: 'Uma' };
const meta = {
  title: 'kyc/IdentityVerificationScreen',
  component: IdentityVerificationScreen,
  args: { run: ready(run), onRetry: fn(), onFinish: fn() },
} satisfies Meta<typeof IdentityVerificationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = { tags: ['screen'] };
export const Completed: Story = { args: { run: ready({ ...run, status: 'completed' }) } };
export const FailedRun: Story = { args: { run: ready({ ...run, status: 'failed', provider: 'nfd' }) } };
export const Expired: Story = { args: { run: ready({ ...run, status: 'expired' }) } };
/** A contract's signer identification: the way back to the contract once the run is finished. */
export const FailedFromContract: Story = {
  args: { run: ready({ ...run, status: 'failed' }), returnTo: '/revenue-split/4?identified=1' },
};
export const NotFound: Story = { args: { run: ready(null) } };
export const Loading: Story = { args: { run: loading } };
export const Failed: Story = { args: { run: failed('Server is not available') } };
