import { ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eurAccount } from '../p2p/fixtures';
import { ExternalRepeatNotice } from '../../containers/external/ExternalRepeatNotice';
import { ExternalScreen } from './ExternalScreen';
import { sampleCountries, sampleData, sampleLookups, sampleResult, sampleTemplates, wireFeeData } from './fixtures';

/** The three steps of an external transfer: a filled form, its review, the one outcome; and what comes before. */
const meta = {
  title: 'transfers/ExternalScreen/Steps',
  component: ExternalScreen,
  args: {
    allowed: true,
    countries: sampleCountries,
    countryCode: 'DE',
    onCountryChange: fn(),
    rails: ready(['oct', 'wire', 'crypto']),
    onRetryRails: fn(),
    rail: 'wire',
    onRailChange: fn(),
    accounts: ready([eurAccount]),
    onRetryAccounts: fn(),
    form: {
      data: wireFeeData,
      lookups: { ...sampleLookups, swift: async () => null, iban: async () => null },
      onValuesChange: fn(),
      initialValues: {
        beneficiaryName: 'Hans Müller',
        iban: 'DE89370400440532013000',
        swift: 'DEUTDEFF',
        bankName: 'Deutsche Bank',
        amount: '100.00',
        description: 'Invoice 2026-114',
      },
    },
    onSubmit: fn(async () => sampleResult),
    accessRight: null,
    onAgain: fn(),
  },
} satisfies Meta<typeof ExternalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The review of a wire: from which account, to whom, what leaves, the fee, the total, what arrives, when. */
export const Review: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Review the transfer' }));
    await expect(await canvas.findByRole('heading', { name: 'Check before you send' })).toBeVisible();
    await expect(canvas.getByTestId('review-received')).toHaveTextContent('€100.00');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Confirmed with approval none: one outcome with the transaction number and history linked. */
export const Sent: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Review the transfer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
    await expect(await canvas.findByTestId('transaction-id')).toHaveTextContent('4242');
    await expect(canvas.getByRole('link', { name: 'See it in the history' })).toHaveAttribute(
      'href',
      '/history?transactionId=4242',
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A company user with right 3: the outcome says the approvers decide it. */
export const Created: Story = { args: { accessRight: 3, initialResult: sampleResult } };

/** Before the country: the saved beneficiaries are offered first. */
export const SavedFirst: Story = {
  tags: ['screen'],
  args: {
    countryCode: null,
    rails: null,
    rail: null,
    form: { data: sampleData, lookups: sampleLookups, onValuesChange: fn() },
    saved: { templates: sampleTemplates, onPick: fn() },
  },
};

/** A wire to repeat (history's "Repeat"): filled in, with what its checks say above it. */
export const Repeating: Story = {
  args: {
    notice: (
      <ExternalRepeatNotice
        className=""
        failure={null}
        repeat={{
          type: 'wire',
          isCustomerAddressDateValid: true,
          hasRequirements: false,
          isExtraParamsValid: false,
          isCustomerAddressMatchesActive: false,
          details: { beneficiaryName: 'Hans Müller', maskedNumber: null, address: null } as never,
        }}
      />
    ),
  },
};
