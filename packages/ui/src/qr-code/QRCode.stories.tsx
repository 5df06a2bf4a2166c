import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QRCode } from './QRCode';

const meta = {
  title: 'ui/QRCode',
  component: QRCode,
  args: { value: 'paydeck://login/approve?key=8f2c1e', label: 'QR code to approve the sign-in with the mobile app' },
} satisfies Meta<typeof QRCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', {
      name: 'QR code to approve the sign-in with the mobile app',
    });
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h1v1h-1z/);
  },
};

export const Small: Story = { args: { size: 120 } };

export const LongLink: Story = {
  args: { value: `https://paydeck.example/pay?secret=${'a1b2c3d4'.repeat(12)}`, label: 'QR code of the payment link' },
};
