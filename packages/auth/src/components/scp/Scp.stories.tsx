import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PublicPage } from '../layout/PublicPage';
import { ScpHandoff } from './ScpHandoff';
import { ScpMobile } from './ScpMobile';

const meta = { title: 'auth/Scp' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const stores = {
  appStoreUrl: 'https://apps.apple.com/app/id1',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=x',
};
const onSend = fn();

export const Mobile: Story = {
  tags: ['screen'],
  render: () => (
    <PublicPage>
      <ScpMobile
        brandName="Paydeck"
        appLink="paydeck://open"
        stores={stores}
        onSendLinks={onSend}
        sendState="idle"
        onContinueInBrowser={fn()}
      />
    </PublicPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '+370 612 34567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the links' }));
    await expect(onSend).toHaveBeenCalledWith('+37061234567');
  },
};

export const MobileSent: Story = {
  render: () => (
    <PublicPage>
      <ScpMobile
        brandName="Paydeck"
        appLink="paydeck://open"
        stores={stores}
        onSendLinks={fn()}
        sendState="sent"
        onContinueInBrowser={fn()}
      />
    </PublicPage>
  ),
};

export const MobileSendFailed: Story = {
  render: () => (
    <PublicPage>
      <ScpMobile
        brandName="Paydeck"
        appLink="paydeck://open"
        stores={stores}
        onSendLinks={fn()}
        sendState="failed"
        onContinueInBrowser={fn()}
      />
    </PublicPage>
  ),
};

export const HandoffLoading: Story = { render: () => <ScpHandoff state={{ kind: 'loading' }} /> };
export const HandoffReady: Story = {
  render: () => <ScpHandoff state={{ kind: 'ready', deeplink: 'paydeck://session?code=abc' }} />,
};
export const HandoffFailed: Story = {
  render: () => <ScpHandoff state={{ kind: 'failed', message: 'Server is not available' }} />,
};
