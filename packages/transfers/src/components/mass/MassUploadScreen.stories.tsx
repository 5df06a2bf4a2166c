import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MassUploadScreen } from './MassUploadScreen';

const meta = {
  title: 'transfers/mass/MassUploadScreen',
  component: MassUploadScreen,
  args: {
    rail: 'wire',
    rails: [
      { rail: 'wire', href: '/transfer/mass/wire' },
      { rail: 'eft', href: '/transfer/mass/eft' },
      { rail: 'p2p', href: '/transfer/mass/p2p' },
      { rail: 'global', href: '/transfer/mass/global' },
    ],
    accounts: [
      { accountId: 19, accountNumber: 'PD0000000019', available: '26798.06', currencyCode: 'EUR' },
      { accountId: 21, accountNumber: 'PD0000000021', available: '4649.95', currencyCode: 'GBP' },
    ],
    sampleHref: '/api/files/mass-sample-wire',
    onContinue: fn(async () => undefined),
  },
} satisfies Meta<typeof MassUploadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
const rows = 'Hans Weber,DE89370400440532013000,COBADEFFXXX,DE,goods,100.00,EUR,Rent';

/** A file or pasted rows, exactly one: neither and both are refused with their messages. */
export const Upload: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download the sample file' })).toHaveAttribute('download');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Batch name' }), 'November');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Choose a file or paste the rows.')).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), new File([rows], 'wires.csv', { type: 'text/csv' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Or paste the rows/ }), rows);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText('Give a file or pasted rows, not both: remove the file or clear the text.'),
    ).toBeInTheDocument();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const PastedRows: Story = {
  args: { rail: 'p2p' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Batch name' }), 'Lunch');
    await userEvent.type(canvas.getByRole('textbox', { name: /Or paste the rows/ }), 'anna@example.com,10.00,EUR,x');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      batchName: 'Lunch',
      accountId: 19,
      file: null,
      text: 'anna@example.com,10.00,EUR,x',
    });
  },
};

/** The switcher marks the current kind; the columns are the rail's. */
export const Digital: Story = {
  args: { rail: 'crypto', rails: [{ rail: 'crypto', href: '/transfer/mass/digital' }], sampleHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mass digital transfer');
    await expect(canvas.getByText('walletAddress')).toBeVisible();
    await expect(canvas.getByText('Wallet address')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download the sample file' })).toBeNull();
  },
};

/** Instant payments in mass: the key's columns explained, beside the other kinds in the switcher. */
export const Instant: Story = {
  tags: ['screen'],
  args: {
    rail: 'instant',
    rails: [
      { rail: 'wire', href: '/transfer/mass/wire' },
      { rail: 'instant', href: '/transfer/mass/instant' },
      { rail: 'interac', href: '/transfer/mass/interac' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mass instant payment');
    await expect(canvas.getByText('instantKeyType')).toBeVisible();
    await expect(canvas.getByText("Payee's key type")).toBeVisible();
  },
};
