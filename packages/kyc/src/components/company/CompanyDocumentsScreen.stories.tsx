import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CompanyDocumentsScreen } from './CompanyDocumentsScreen';
import { northwind, typesOf } from './company-fixtures';

const meta = {
  title: 'kyc/company/CompanyDocumentsScreen',
  component: CompanyDocumentsScreen,
  args: {
    company: ready(northwind),
    onRetry: fn(),
    today: '2026-11-24',
    typesOf,
    onUpload: fn(),
    onUploadAddressProof: fn(),
  },
} satisfies Meta<typeof CompanyDocumentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Northwind: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Corporate documents' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Company addresses' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add a corporate document' })).toBeVisible();
  },
};

/** A company user whose right does not allow uploading (read only, 1): the documents, nothing to upload. */
export const ReadOnly: Story = {
  args: { onUpload: undefined, onUploadAddressProof: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Corporate documents' })).toBeVisible();
    await expect(canvas.queryAllByRole('form')).toHaveLength(0);
  },
};

export const Loading: Story = { args: { company: loading } };
export const Failed: Story = { args: { company: failed('Server is not available') } };
