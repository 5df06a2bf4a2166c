import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  addressTypes,
  documentsInEveryStatus,
  homeAddress,
  identityTypes,
  passport,
  profile,
  verifiedKyc,
} from '../fixtures';
import { ProfileScreen } from './ProfileScreen';

const data = {
  profile,
  kyc: {
    ...verifiedKyc,
    addresses: [
      homeAddress,
      { ...homeAddress, addressId: 12, addressType: 4, addressStatus: 0, confirmed: false, isDocumentRequired: true },
    ],
    identityDocuments: [
      passport,
      { ...passport, id: 32, statusId: 26, status: 'rejected', rejectReason: 'The photo is blurred' },
    ],
  },
  documents: [{ id: 1, name: 'Proof of identity', documents: documentsInEveryStatus }],
  emails: [
    { emailAddress: 'uma.unverified@demo.paydeck.test', status: 'Primary' },
    { emailAddress: 'uma.shop@demo.paydeck.test', status: 'Active' },
  ],
  usernameChange: null,
  categories: [
    { id: 1, documentTypes: identityTypes },
    { id: 2, documentTypes: addressTypes },
  ],
};
const clean = {
  ip: '203.0.113.7',
  country_code: 'GB',
  clean: true,
  privacy: { vpn: false, proxy: false, tor: false, relay: false, hosting: false },
};

const meta = {
  title: 'kyc/ProfileScreen',
  component: ProfileScreen,
  args: {
    data: ready(data),
    onRetry: fn(),
    ip: ready(clean),
    onRetryIp: fn(),
    today: '2026-11-24',
    address: { create: fn(), replace: fn(), confirm: fn(), remove: fn(), proof: fn() },
    phone: { add: fn(), requestCode: fn(async () => '+44 ••• ••• 123'), confirm: fn() },
    identity: { create: fn(), startVerification: fn(), startVideo: fn() },
    username: { request: fn(), confirm: fn(), remove: fn() },
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your connection' })).toHaveTextContent('Clean');
    await expect(canvas.getByRole('list', { name: 'Your addresses' })).toHaveTextContent('Unconfirmed');
    await expect(canvas.getByRole('list', { name: 'Your identity documents' })).toHaveTextContent(
      'The photo is blurred',
    );
  },
};
export const BehindAVpn: Story = {
  args: { ip: ready({ ...clean, clean: false, privacy: { ...clean.privacy, vpn: true } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your connection' })).toHaveTextContent(
      'Seen through: VPN',
    );
  },
};
export const UsernameChangePending: Story = {
  args: {
    data: ready({
      ...data,
      usernameChange: { requestId: 4, desiredUsername: 'uma.new@demo.paydeck.test', status: 'pending', logs: [] },
    }),
  },
};
export const UsernameChangeFailed: Story = {
  args: {
    data: ready({
      ...data,
      usernameChange: {
        requestId: 4,
        desiredUsername: 'uma.new@demo.paydeck.test',
        status: 'failed',
        logs: [{ at: '2026-11-20T10:00:00Z', status: 'failed', message: 'The link expired' }],
      },
    }),
  },
};
export const Loading: Story = { args: { data: loading, ip: loading } };
export const Failed: Story = {
  args: { data: failed('Server is not available'), ip: failed('Server is not available') },
};
