import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BinInfo } from '../../api/external';
import { binOf } from '../../model/bin';
import { type AddCardScreenProps, type AddCardValues, AddCardScreen, emptyCardValues } from './AddCardScreen';
import type { BinLookup } from './BinDetails';

const blockedBins = ['400000', '411111', '555544'];

const visa: BinInfo = {
  binNumber: '401288',
  issuer: 'Nordic Savings Bank',
  cardBrand: 'VISA',
  cardCategory: 'CLASSIC',
  cardType: 'DEBIT',
  countryCode: 'LT',
  currencyCode: 'EUR',
  isCommercial: false,
  isPrepaid: false,
  valid: true,
};

/** The screen with its values kept in the story; the BIN lookup answers `binAnswer` for any 6 digits. */
function WithValues(args: AddCardScreenProps & { binAnswer?: BinLookup }) {
  const [values, setValues] = useState<AddCardValues>(args.values);
  const bin = binOf(values.cardNumber) === null ? { kind: 'none' as const } : (args.binAnswer ?? args.bin);
  return (
    <AddCardScreen
      {...args}
      values={values}
      bin={bin}
      onChange={(patch) => {
        setValues((current) => ({ ...current, ...patch }));
        args.onChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'cards/AddCardScreen',
  component: AddCardScreen,
  render: WithValues,
  args: {
    values: emptyCardValues,
    onChange: fn(),
    blockedBins,
    bin: { kind: 'none' },
    submit: { kind: 'idle' },
    onSubmit: fn(),
    onCancel: fn(),
    today: new Date(2027, 2, 15),
  },
} satisfies Meta<typeof AddCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>, number: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: /Month/ }), '09');
  await userEvent.type(canvas.getByRole('textbox', { name: /Year/ }), '2029');
  await userEvent.type(canvas.getByRole('textbox', { name: /Name on the card/ }), 'Anna Novak');
};

/** The issuer shows as soon as 6 digits are typed; the number is shown grouped and sent without spaces. */
export const BinFound: Story = {
  tags: ['screen'],
  args: { bin: { kind: 'ready', info: visa } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, '4012888888881881');
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveValue('4012 8888 8888 1881');
    await expect(canvasElement).toHaveTextContent('Nordic Savings Bank');
    await expect(canvasElement).toHaveTextContent('Lithuania');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4012888888881881',
      expiryMonth: 9,
      expiryYear: 2029,
      holderName: 'Anna Novak',
    });
  },
};

export const BinUnknown: Story = {
  args: {
    values: { ...emptyCardValues, cardNumber: '6011 1111 1111 1117' },
    bin: {
      kind: 'ready',
      info: {
        ...visa,
        valid: false,
        issuer: null,
        cardBrand: null,
        cardCategory: null,
        cardType: null,
        countryCode: null,
        currencyCode: null,
        isPrepaid: null,
        isCommercial: null,
        binNumber: null,
      },
    },
  },
};

export const BinLookingUp: Story = {
  args: { values: { ...emptyCardValues, cardNumber: '5355 22' }, bin: { kind: 'loading' } },
};

/** A blocked BIN is refused as soon as its 6 digits are typed, before anything is sent. */
export const BlockedBin: Story = {
  args: { bin: { kind: 'ready', info: visa } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: /Card number/ });
    await userEvent.type(number, '411111');
    await expect(number).toHaveAccessibleDescription(
      'Cards from this issuer are not accepted. Use a card from another bank.',
    );
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement).not.toHaveTextContent('Nordic Savings Bank');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the card' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's own BIN refusal (TA1) reads the same. */
export const BlockedByServer: Story = {
  args: {
    values: { cardNumber: '4012 8888 8888 1881', expiryMonth: '09', expiryYear: '2029', holderName: 'Anna Novak' },
    submit: { kind: 'failed', problem: 'blocked', message: 'Cards with this BIN are not accepted' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      /Cards from this issuer are not accepted/,
    );
  },
};

/** A mistyped digit fails the Luhn check when the field is left. */
export const InvalidNumber: Story = {
  args: { bin: { kind: 'ready', info: visa } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, '4012888888881882');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the card' }));
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'This is not a valid card number. Check the digits.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A holder's name longer than the bank keeps, or holding a bidi override, is refused at the field; not sent. */
export const HolderNameRefused: Story = {
  args: { bin: { kind: 'ready', info: visa } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const holder = canvas.getByRole('textbox', { name: /Name on the card/ });
    await fill(canvas, '4012888888881881');
    await userEvent.clear(holder);
    await userEvent.click(holder);
    await userEvent.paste('A'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Add the card' }));
    await expect(holder).toHaveAccessibleDescription('Use at most 100 characters.');
    await userEvent.clear(holder);
    await userEvent.paste('ANNA \u202eKAVON');
    await expect(holder).toHaveAccessibleDescription(/invisible text-direction characters/);
    await userEvent.clear(holder);
    await userEvent.paste('فاطمة الزهراء');
    await expect(holder).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Month/ }), '02');
    await userEvent.type(canvas.getByRole('textbox', { name: /Year/ }), '2027');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Year/ })).toHaveAccessibleDescription('This card has expired.');
    await expect(canvas.getByRole('textbox', { name: /Month/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * One error style: an empty form, sent, marks every field red with its own error under it (the expiry's under the
 * month and year, both red); no field's problem is a callout, so nothing has the role of an alert.
 */
export const EmptyFormSent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add the card' }));
    for (const name of [/Card number/, /Month/, /Year/, /Name on the card/]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'Enter the card number.',
    );
    await expect(canvas.getByRole('textbox', { name: /Year/ })).toHaveAccessibleDescription(
      'Enter the expiry month as 1 to 12. Enter the expiry year, for example 2029.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    values: { cardNumber: '4012 8888 8888 1881', expiryMonth: '09', expiryYear: '2029', holderName: 'Anna Novak' },
    bin: { kind: 'ready', info: visa },
    submit: { kind: 'submitting' },
  },
};

export const ServerError: Story = {
  args: {
    values: { cardNumber: '4012 8888 8888 1881', expiryMonth: '09', expiryYear: '2029', holderName: 'Anna Novak' },
    bin: { kind: 'ready', info: visa },
    submit: { kind: 'failed', problem: null, message: 'Server is not available' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Server is not available');
  },
};
