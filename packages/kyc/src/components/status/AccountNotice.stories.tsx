import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountNotice } from './AccountNotice';

const meta = {
  title: 'kyc/AccountNotice',
  component: AccountNotice,
  args: {
    notice: {
      kind: 'limited',
      reasons: [
        { name: 'Proof of address', answered: false },
        { name: 'Source of funds', answered: true },
      ],
    },
  },
} satisfies Meta<typeof AccountNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

// One story per kind of notice (model/account-notice.ts): home shows them all.
/** lina: what is limited, what each reason still needs, and the way to the limited account page. */
export const Limited: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'Your account is limited' });
    await expect(notice).toHaveTextContent('Sending money (transfers, payments, invoices) and ordering cards');
    await expect(within(notice).getByRole('list', { name: 'What we asked for' })).toHaveTextContent(
      'Proof of address: we need this document',
    );
    await expect(within(notice).getByRole('link', { name: /See what is limited/ })).toHaveAttribute(
      'href',
      '/limited-account',
    );
  },
};
/** Beside the transfers and card forms: no list, the link to the page that has it. */
export const LimitedBesideAForm: Story = { args: { compact: true } };
export const LimitedInReview: Story = {
  args: { notice: { kind: 'limitedInReview', reasons: [{ name: 'Proof of address', answered: true }] } },
};
export const Unverified: Story = {
  args: { notice: { kind: 'unverified', actions: ['identity', 'phone'] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Your account is not verified yet' }),
    ).toHaveTextContent('2 things to do.');
  },
};
export const InReview: Story = { args: { notice: { kind: 'inReview' } } };
export const DuplicateDocuments: Story = { args: { notice: { kind: 'duplicateDocuments' } } };
export const CardDocument: Story = { args: { notice: { kind: 'cardDocument' } } };
export const Expiring: Story = {
  args: {
    notice: {
      kind: 'expiring',
      documents: [
        { kind: 'identity', type: 'Passport', expiresDate: '2026-12-20', expired: false },
        { kind: 'proofOfResidence' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Documents to renew' });
    await expect(list).toHaveTextContent('Your Passport expires on');
    await expect(list).toHaveTextContent('Your proof of residence expires soon.');
  },
};
export const ActionsNeeded: Story = { args: { notice: { kind: 'actionsNeeded', actions: ['phone'] } } };
