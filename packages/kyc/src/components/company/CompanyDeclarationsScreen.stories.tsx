import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { DeclarationState } from '../../api/declarations';
import { CompanyDeclarationsScreen } from './CompanyDeclarationsScreen';

const unsigned: DeclarationState = {
  isRequired: true,
  isSigned: false,
  signerName: null,
  signerPosition: null,
  signedAt: null,
};
const signed: DeclarationState = {
  ...unsigned,
  isSigned: true,
  signerName: 'Boris Petrov',
  signerPosition: 'Director',
  signedAt: '2026-12-01T10:00:00.000Z',
};

const meta = {
  title: 'kyc/company/CompanyDeclarationsScreen',
  component: CompanyDeclarationsScreen,
  args: {
    companyName: 'Bluefin Studios OÜ',
    items: ready([
      { kind: 'studio', state: signed },
      { kind: 'streamingPlatform', state: unsigned },
      { kind: 'prohibitedEscort', state: unsigned },
    ]),
    onRetry: fn(),
    onSign: fn(),
  },
} satisfies Meta<typeof CompanyDeclarationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToSign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Signed by Boris Petrov \(Director\)/)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Sign: Streaming platform declaration' })).toBeVisible();
  },
};
export const ReadOnly: Story = { args: { onSign: undefined } };
export const NoneAsked: Story = { args: { items: ready([]) } };
export const Loading: Story = { args: { items: loading } };
export const Failure: Story = { args: { items: failed('The server did not answer. Try again in a moment.') } };
