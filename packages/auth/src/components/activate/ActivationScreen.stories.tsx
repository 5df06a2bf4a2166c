import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivationScreen } from './ActivationScreen';

const meta = {
  title: 'auth/ActivationScreen',
  component: ActivationScreen,
  args: { state: { kind: 'activating' }, loginHref: '/login', onContinue: fn() },
} satisfies Meta<typeof ActivationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Activating: Story = { tags: ['screen'] };

export const Activated: Story = {
  args: { state: { kind: 'success', business: false, signedIn: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your Account has been activated.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const BusinessActivated: Story = {
  args: { state: { kind: 'success', business: true, signedIn: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your account has been activated. Authorized users will now receive the activation links to access the account.',
    );
  },
};

export const Failed: Story = {
  args: { state: { kind: 'failed', title: 'Activation code expired', details: 'activationCode: is no longer valid' } },
};

export const InvalidLink: Story = { args: { state: { kind: 'invalidLink' } } };
