import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type CompanyData, CompanyScreen } from './CompanyScreen';
import { northwind, northwindPeople, typesOf } from './company-fixtures';

const data: CompanyData = { company: northwind, representatives: northwindPeople };
const item = (id: number, name: string) => ({ id, name });

const meta = {
  title: 'kyc/company/CompanyScreen',
  component: CompanyScreen,
  args: {
    path: 'documents',
    data: ready(data),
    onRetry: fn(),
    canManage: true,
    canUpload: true,
    today: '2026-11-24',
    typesOf,
    financialDictionaries: ready({
      sourcesOfFunds: [item(40, 'Revenue from operations'), item(41, 'Investment')],
      purposesOfAccount: [item(20, 'Receiving payments from clients'), item(21, 'Paying suppliers')],
      estimatedMonthlyDeposits: [item(3, '10,000 – 50,000'), item(4, '50,000 – 250,000')],
    }),
    questions: ready([item(1, 'What does the company sell, and to whom?')]),
    onRetryExtras: fn(),
    actions: {
      upload: fn(),
      uploadAddressProof: fn(),
      updateInfo: fn(),
      updateFinancialDetail: fn(),
      updateDueDiligence: fn(),
      updateAdditionalQuestions: fn(),
      representative: { identity: fn(), address: fn(), control: fn(), taxNumber: fn() },
    },
  },
} satisfies Meta<typeof CompanyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    // additional documents rejected (3), Greta twice (address rejected, address missing), the empty website
    await expect(canvas.getByText('4 actions')).toBeVisible();
    await expect(canvas.getByText('Website is empty.')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add a corporate document' })).toBeVisible();
  },
};

export const NothingToDo: Story = {
  args: {
    data: ready({
      company: { ...northwind, website: 'northwind.example', additionalDocumentsStatus: 1 },
      representatives: northwindPeople.filter((person) => !person.isActionRequired),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to do')).toBeVisible();
  },
};

export const Info: Story = { args: { path: 'info' } };
export const InfoReadOnly: Story = { args: { path: 'info', canManage: false, canUpload: false } };
export const Addresses: Story = { args: { path: 'addresses' } };

export const Representatives: Story = {
  args: { path: 'representatives' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Directors' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show Greta Hansen' })[0] as HTMLElement);
    await expect(canvas.getByRole('form', { name: 'Next: the proof' })).toBeVisible();
  },
};

/** A read-only company user (right 1, or an admin acting for the company): the people and their documents only. */
export const ReadOnly: Story = {
  args: { path: 'representatives', canManage: false, canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show Greta Hansen' })[0] as HTMLElement);
    await expect(canvas.getByText('Proof of address')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Next: the proof' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Tax number' })).toBeNull();
  },
};

/** Rights 3-5: the documents asked for are sent; the tax number is full access's. */
export const UploadsOnly: Story = {
  args: { path: 'representatives', canManage: false, canUpload: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show Greta Hansen' })[0] as HTMLElement);
    await expect(canvas.getByRole('form', { name: 'Next: the proof' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Tax number' })).toBeNull();
  },
};

/** A form without its save button says why. */
export const DueDiligenceReadOnly: Story = {
  args: { path: 'due-diligence', canManage: false, canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can see these details but not change them.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save the answers' })).toBeNull();
  },
};

export const FinancialDetail: Story = { args: { path: 'financial-detail' } };
export const DueDiligence: Story = { args: { path: 'due-diligence' } };
export const AdditionalQuestions: Story = { args: { path: 'additional-questions' } };
export const Loading: Story = { args: { data: loading } };
export const Failed: Story = { args: { data: failed('Server is not available') } };
