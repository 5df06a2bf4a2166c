import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelfCertificationScreen } from './SelfCertificationScreen';
import { personalView, usBornView } from './tax-fixtures';

const meta = {
  title: 'kyc/tax/SelfCertificationScreen',
  component: SelfCertificationScreen,
  args: {
    certification: ready(personalView),
    today: '2026-11-24',
    onRetry: fn(),
    onSubmit: fn(async () => undefined),
    onSign: fn(async () => undefined),
    onUploadLossOfNationality: fn(async () => undefined),
    canManage: true,
  },
} satisfies Meta<typeof SelfCertificationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Lithuanian resident saves the certification with her personal code. */
export const Personal: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Asmens kodas/ })).toHaveValue('39002170000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the self-certification' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ taxIds: [{ countryCode: 'LT', taxId: '39002170000' }], isUSTaxPayer: false }),
    );
  },
};

/** "No TIN" with CANNOT_OBTAIN asks for the explanation; the reason alone is not enough. */
export const NoTaxNumber: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'There is no tax identification number for this country' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save the self-certification' }));
    await expect(await canvas.findByText('Choose why there is no tax identification number.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Born in the US: W-8BEN to sign and the certificate of loss of nationality to send. */
export const UsBorn: Story = {
  args: { certification: ready(usBornView) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign form W-8BEN' })).toBeEnabled();
    await expect(canvas.getByRole('form', { name: 'Certificate of loss of nationality' })).toBeVisible();
  },
};

/** Without full access (an admin acting for the customer): the documents and their statuses, nothing to fill in. */
export const ReadOnly: Story = {
  args: { certification: ready(usBornView), canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can see these details but not change them.')).toBeVisible();
    await expect(canvas.getByText('Tax residency self-certification')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save the self-certification' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign form W-8BEN' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Certificate of loss of nationality' })).toBeNull();
  },
};

export const Loading: Story = { args: { certification: loading } };
export const Failed: Story = { args: { certification: failed('Server is not available') } };
