import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RepresentativeSelfCertificationScreen } from './RepresentativeSelfCertificationScreen';
import { personalView } from './tax-fixtures';

const meta = {
  title: 'kyc/tax/RepresentativeSelfCertificationScreen',
  component: RepresentativeSelfCertificationScreen,
  args: {
    certification: ready({ ...personalView, firstName: 'Rita', companyName: 'Boris Media UAB' }),
    today: '2026-11-24',
    onRetry: fn(),
    onSubmit: fn(async () => undefined),
    onSign: fn(async () => undefined),
  },
} satisfies Meta<typeof RepresentativeSelfCertificationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Representative: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/As a representative of Boris Media UAB/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the self-certification' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const WrongLink: Story = {
  args: { certification: ready(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We could not find this self-certification')).toBeVisible();
  },
};
export const Completed: Story = {
  args: { certification: ready(null), done: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thank you: your self-certification is complete')).toBeVisible();
  },
};
export const Loading: Story = { args: { certification: loading } };
export const Failed: Story = { args: { certification: failed('Server is not available') } };
