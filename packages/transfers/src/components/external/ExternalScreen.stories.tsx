import { failed, loading, ready } from '@paydeck/accounts';
import { ApiError } from '@paydeck/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { eurAccount, p2pSampleAccounts } from '../p2p/fixtures';
import { ExternalScreen } from './ExternalScreen';
import { purposeExtras, sampleCountries, sampleData, sampleLookups, sampleResult } from './fixtures';

const meta = {
  title: 'transfers/ExternalScreen',
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
    form: { data: sampleData, lookups: sampleLookups, onValuesChange: fn() },
    onSubmit: fn(async () => sampleResult),
    accessRight: null,
    onAgain: fn(),
  },
} satisfies Meta<typeof ExternalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wire to Germany: an empty review says what each field needs, and nothing is sent. */
export const Wire: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Send to a bank or card' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review the transfer' }));
    await expect(canvas.getByRole('textbox', { name: /^IBAN/ })).toHaveAccessibleDescription(
      /Enter the beneficiary's IBAN\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A bad IBAN checksum is refused at the field; nothing is sent. */
export const IbanChecksum: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^IBAN/ }), 'DE89 3704 0044 0532 0130 01');
    await userEvent.click(canvas.getByRole('button', { name: 'Review the transfer' }));
    await expect(canvas.getByRole('textbox', { name: /^IBAN/ })).toHaveAccessibleDescription(
      /check digits do not match/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The SWIFT dictionary fills the bank's name, address, city and postal code. */
export const SwiftLookup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /BIC \(SWIFT\) code/ }), 'DEUTDEFF');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Bank name' })).toHaveValue('Deutsche Bank'));
    await expect(canvas.getByRole('textbox', { name: 'Bank address' })).toHaveValue('Taunusanlage 12');
    await expect(canvas.getByText(/Bank found: Deutsche Bank/)).toBeVisible();
  },
};

/** A wire to Brazil: bank and branch codes are required, and the country's extra fields are asked. */
export const WireToBrazil: Story = {
  args: { countryCode: 'BR', form: { ...meta.args.form, data: { ...sampleData, extraParams: ready(purposeExtras) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Review the transfer' }));
    await expect(canvas.getByRole('textbox', { name: /^Branch code/ })).toHaveAccessibleDescription(/branch code/);
    await expect(canvas.getByRole('textbox', { name: /Beneficiary tax id/ })).toHaveAccessibleDescription(
      /Fill in this field/,
    );
  },
};

/** A card payout to a card whose BIN is blacklisted is refused before sending. */
export const CardBlockedBin: Story = {
  args: { rail: 'oct' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Card number/ }), '4000 0200 0000 0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Review the transfer' }));
    await expect(canvas.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(/not accepted/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A saved beneficiary (offered first) fills the wire; the bank refuses the confirm: its VF refusal of the IBAN is
 * shown at that field back on the form, another one above the button.
 */
export const RefusedByServer: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError({
        kind: 'business',
        code: 'VF',
        message: 'Validation failed',
        validationErrors: [
          { param: 'iban', description: 'the account is closed at the beneficiary bank' },
          { param: 'clearing', description: 'cut-off time passed' },
        ],
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Saved beneficiary/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /Rent/ }));
    await expect(canvas.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('DE89370400440532013000');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Review the transfer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and send' }));
    await expect(await canvas.findByRole('textbox', { name: /^IBAN/ })).toHaveAccessibleDescription(
      /the account is closed at the beneficiary bank/,
    );
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Eft: Story = {
  args: {
    countryCode: 'BR',
    rail: 'eft',
    form: {
      ...meta.args.form,
      data: {
        ...sampleData,
        banks: ready([{ bankCode: '341', bankName: 'Itaú Unibanco' }]),
        branches: ready([{ value: '0001', label: '0001 · São Paulo Centro' }]),
      },
    },
  },
};
export const CryptoWithFees: Story = {
  args: {
    rail: 'crypto',
    accounts: ready(p2pSampleAccounts),
    form: {
      ...meta.args.form,
      initialValues: { fromAccountId: eurAccount.accountId, amount: '100.00' },
      data: {
        ...sampleData,
        feeFor: { fromAccountId: eurAccount.accountId, amount: '100.00', currencyCode: 'EUR' },
        fee: ready({ fee: '1.00', feeCurrencyCode: 'EUR', exchangeRate: null, toAmount: null }),
        networkFee: ready({ fee: '0.40', feeCurrencyCode: 'EUR', exchangeRate: null, toAmount: null }),
        max: ready({ amount: '2841.17', type: 'balance' }),
        limits: ready([{ period: 'day', limit: '5000.00', used: '120.00', currencyCode: 'EUR' }]),
      },
    },
  },
};
export const Instant: Story = { args: { countryCode: 'BR', rail: 'instant' } };
export const Interac: Story = { args: { countryCode: 'CA', rail: 'interac' } };
export const ChooseCountry: Story = { args: { countryCode: null, rails: null, rail: null } };
export const ChooseRail: Story = { args: { rail: null } };
export const NoRailToCountry: Story = { args: { rails: ready([]), rail: null } };
export const RailsLoading: Story = { args: { rails: loading, rail: null } };
export const RailsFailed: Story = { args: { rails: failed('Server is not available'), rail: null } };
export const NotAllowed: Story = { args: { allowed: false } };
export const NoPaymentAccount: Story = { args: { accounts: ready([]) } };
export const AccountsLoading: Story = { args: { accounts: loading } };
export const AccountsFailed: Story = { args: { accounts: failed('Server is not available') } };

/** A company that may send to others and withdraw to its own accounts is asked whose account it is. */
export const WhoseAccount: Story = {
  tags: ['screen'],
  args: { recipientChoice: { value: 'own', onChange: fn() }, rails: ready(['wire', 'crypto']), rail: 'crypto' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const whose = canvas.getByRole('radiogroup', { name: 'Send to' });
    await expect(within(whose).getByRole('radio', { name: 'My own account elsewhere' })).toBeChecked();
    await userEvent.click(within(whose).getByText("Someone else's account"));
    await expect(args.recipientChoice?.onChange).toHaveBeenCalledWith('others');
  },
};
