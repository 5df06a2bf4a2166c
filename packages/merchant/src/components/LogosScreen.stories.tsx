import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { logos } from './commerce-fixtures';
import { LogosScreen } from './LogosScreen';

const meta = {
  title: 'merchant/LogosScreen',
  component: LogosScreen,
  args: {
    logos: ready(logos),
    onUpload: fn(async () => undefined),
    onMakeDefault: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LogosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  tags: ['screen'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Round' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Make Wide the default' }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(logos[1]);
  },
};

/** A PDF renamed logo.png is refused by its first bytes, before any upload. */
export const RefusedByContent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Logo name' }), 'Scan');
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Image (PNG or JPEG, at most 512 kB)'), pdf);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('The file must be a PNG or JPEG image.')).toBeInTheDocument();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A logo name over 100 characters is refused at the field, before any upload. */
export const NameTooLong: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Logo name' });
    await userEvent.click(name);
    await userEvent.paste('L'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(name).toHaveAccessibleDescription('Use at most 100 characters.');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Logo name' }), 'Square');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'square.png', {
      type: 'image/png',
    });
    await userEvent.upload(canvas.getByLabelText('Image (PNG or JPEG, at most 512 kB)'), png);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'Square', isDefault: false })),
    );
  },
};

export const None: Story = { args: { logos: ready([]) } };

export const Loading: Story = { args: { logos: loading } };

export const Failed: Story = { args: { logos: failed('The server is not available. Try again later.') } };
