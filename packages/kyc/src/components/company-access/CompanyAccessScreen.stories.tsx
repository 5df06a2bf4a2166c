import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { companyUsers, potentialUsers } from '../company/company-fixtures';
import { CompanyAccessScreen } from './CompanyAccessScreen';

// the rights businessAccessRightsList answers (0-4: 5 is never offered)
const rights = [0, 1, 2, 3, 4];

const meta = {
  title: 'kyc/company/CompanyAccessScreen',
  component: CompanyAccessScreen,
  args: {
    data: ready({ users: companyUsers, candidates: potentialUsers, rights }),
    onRetry: fn(),
    canManage: true,
    actions: {
      updateRights: fn(),
      resend: fn(),
      loadUser: fn(async () => companyUsers[1] as (typeof companyUsers)[number]),
      addRepresentative: fn(),
      create: fn(),
    },
  },
} satisfies Meta<typeof CompanyAccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullAccess: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Access of Tom Reed' })).toBeVisible();
    // right 5 is shown as words, never offered
    await expect(canvas.getByText('Uploads documents')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend the activation link' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'New authorised user' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form', { name: 'New authorised user' })).toBeNull();
    await expect(canvas.getByText('Initiate payments')).toBeVisible();
  },
};

export const NoCandidates: Story = { args: { data: ready({ users: companyUsers, candidates: [], rights }) } };
export const Loading: Story = { args: { data: loading } };
export const Failed: Story = { args: { data: failed('Server is not available') } };
