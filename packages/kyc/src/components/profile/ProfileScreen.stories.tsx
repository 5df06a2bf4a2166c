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
  addressProofTypes: addressTypes,
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
    canManage: true,
    canUpload: true,
    canChangeLogin: true,
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
/** A read-only company user (right 1): every detail and document, no change, no upload; their own sign-in e-mail. */
export const ReadOnly: Story = {
  args: { canManage: false, canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Your addresses' })).toHaveTextContent('Unconfirmed');
    await expect(canvas.getByRole('list', { name: 'Your identity documents' })).toBeVisible();
    for (const name of ['Add an address', 'Replace', 'Delete', 'This is my current address', 'Add a document']) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
    await expect(canvas.queryByRole('button', { name: 'Start the identification' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Proof of address' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Update' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Payment e-mails' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign-in e-mail' })).toBeVisible();
  },
};
/** Rights 3-5: proofs and identity documents are sent; the details stay as they are. */
export const UploadsOnly: Story = {
  args: { canManage: false, canUpload: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add a document' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add an address' })).toBeNull();
  },
};
/** An admin acting for the customer reads only: not even a sign-in e-mail change. */
export const AdminReadsOnly: Story = {
  args: { canManage: false, canUpload: false, canChangeLogin: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Sign-in e-mail' })).toBeNull();
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
