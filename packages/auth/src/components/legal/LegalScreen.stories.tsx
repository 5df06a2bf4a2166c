import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicPage } from '../layout/PublicPage';
import { LegalScreen } from './LegalScreen';

const details = {
  links: {
    terms: 'https://paydeck.example/terms',
    privacy: 'https://paydeck.example/privacy',
    fees: 'https://paydeck.example/fees',
  },
  legal: {
    entityName: 'Paydeck Wallet Ltd',
    registrationNumber: 'Company No. HE 400101',
    addressLines: ['12 Harbour Lane', '3030 Limassol', 'Cyprus'],
    regulatorText: 'Paydeck Wallet Ltd is an electronic money institution authorised by the Central Bank of Cyprus.',
  },
};

const meta = {
  title: 'auth/LegalScreen',
  component: LegalScreen,
  args: { details, formatDate: (iso: string) => iso.slice(0, 10) },
  decorators: [(Story) => <PublicPage>{Story()}</PublicPage>],
} satisfies Meta<typeof LegalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = { tags: ['screen'] };
export const SignedInLoading: Story = { args: { agreements: { state: 'loading' } } };
export const SignedIn: Story = {
  args: {
    agreements: {
      state: 'ready',
      items: [
        {
          id: 1,
          title: 'General Terms and Conditions',
          url: 'https://paydeck.test/legal/terms',
          acceptedAt: '2026-01-10T09:30:00Z',
        },
        { id: 2, title: 'Privacy Policy', url: null, acceptedAt: '2026-01-10T09:30:00Z' },
      ],
    },
  },
};
export const SignedInNone: Story = { args: { agreements: { state: 'ready', items: [] } } };
export const SignedInFailed: Story = { args: { agreements: { state: 'failed', message: 'Server is not available' } } };
