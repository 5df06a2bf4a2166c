import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BusinessSelfCertificationScreen } from './BusinessSelfCertificationScreen';
import { businessView, passiveBusinessView } from './tax-fixtures';

const meta = {
  title: 'kyc/tax/BusinessSelfCertificationScreen',
  component: BusinessSelfCertificationScreen,
  args: {
    certification: ready(businessView),
    today: '2026-11-24',
    onRetry: fn(),
    onSubmit: fn(async () => undefined),
    onSign: fn(async () => undefined),
    canManage: true,
  },
} satisfies Meta<typeof BusinessSelfCertificationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active trading company: classification, US answers, saved; controlling persons are not asked. */
export const ActiveCompany: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Other company/ }));
    const answer = async (question: RegExp, choice: 'Yes' | 'No') =>
      userEvent.click(within(canvas.getByRole('radiogroup', { name: question })).getByRole('radio', { name: choice }));
    await answer(/shares regularly traded/, 'No');
    await answer(/owned by a company whose shares/, 'No');
    await answer(/more than half of the company's income/, 'No');
    await answer(/company a US taxpayer/, 'No');
    await answer(/US address/, 'No');
    await answer(/disregarded entity/, 'No');
    await expect(canvas.queryByRole('group', { name: 'Controlling person 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the self-certification' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ entityType: 'general', isEarnPassiveIncome: false, controllingPersons: [] }),
    );
  },
};

/** A passive company must name who controls it before it can save. */
export const PassiveNeedsControllers: Story = {
  args: { certification: ready(passiveBusinessView) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign form W-8BEN-E' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save the self-certification' }));
    await expect(await canvas.findByText('Add the people who control the company.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A company user without full access (rights 1, 3, 4, 5): the documents and their statuses only. */
export const ReadOnly: Story = {
  args: { certification: ready(passiveBusinessView), canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can see these details but not change them.')).toBeVisible();
    await expect(canvas.getByText('Tax residency self-certification')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save the self-certification' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign form W-8BEN-E' })).toBeNull();
  },
};

export const Loading: Story = { args: { certification: loading } };
export const Failed: Story = { args: { certification: failed('Server is not available') } };
