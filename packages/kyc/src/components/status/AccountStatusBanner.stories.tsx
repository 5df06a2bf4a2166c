import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStatusBanner } from './AccountStatusBanner';

const meta = {
  title: 'kyc/AccountStatusBanner',
  component: AccountStatusBanner,
  args: { status: 'checked', actions: [] },
} satisfies Meta<typeof AccountStatusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

// One story per status of spec 4.3.
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account status' })).toHaveTextContent('Your account is verified.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
export const Processing: Story = { args: { status: 'processing' } };
export const Limited: Story = {
  args: { status: 'limited' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See what we need' })).toHaveAttribute(
      'href',
      '/limited-account',
    );
  },
};
export const DuplicateDocuments: Story = { args: { status: 'duplicateDocuments' } };
export const DuplicateDocumentsUploaded: Story = { args: { status: 'duplicateDocumentsUploaded' } };
export const SomeCardDocumentRequired: Story = { args: { status: 'someCardDocumentRequired' } };
export const HasRequiredActions: Story = { args: { status: 'hasRequiredActions', actions: ['proofOfResidence'] } };
export const Unverified: Story = {
  args: { status: 'unverified', actions: ['identity', 'phone'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Account status' })).toHaveTextContent(
      '2 things to do.',
    );
  },
};
export const VerificationProcessing: Story = { args: { status: 'verificationProcessing' } };
export const FinalReview: Story = { args: { status: 'finalReview' } };
/** On the page the link leads to, the link is left out. */
export const OnItsOwnPage: Story = { args: { status: 'limited', currentPath: '/limited-account' } };
