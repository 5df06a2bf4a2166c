import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker, type PickedFileInfo } from './FilePicker';

const meta = {
  title: 'ui/FilePicker',
  component: FilePicker,
  args: {
    label: 'Attach files',
    description: 'PDF, PNG, JPEG or GIF, up to 10 MB, at most 5',
    accept: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'],
    allowsMultiple: true,
    files: [],
    onSelect: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** The product's button, not the browser's native input; the chosen files listed with a Remove each. */
export const ChooseAndRemove: Story = {
  render: (args) => {
    const [files, setFiles] = useState<PickedFileInfo[]>([]);
    return (
      <FilePicker
        {...args}
        files={files}
        onSelect={(chosen) => {
          args.onSelect(chosen);
          setFiles((before) => [...before, ...chosen.map(({ name, size }) => ({ name, size }))]);
        }}
        onRemove={(index) => setFiles((before) => before.filter((_, i) => i !== index))}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Attach files' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    await expect(input).not.toBeVisible(); // the native input never shows (its texts are the browser's)
    await userEvent.upload(input as HTMLInputElement, [pdf('statement.pdf', 1_250_000), pdf('letter.pdf', 2_000)]);
    await expect(args.onSelect).toHaveBeenCalled();
    await expect(canvas.getByText('statement.pdf')).toBeVisible();
    await expect(canvas.getByText('1.3 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove statement.pdf' }));
    await expect(canvas.queryByText('statement.pdf')).toBeNull();
    await expect(canvas.getByText('letter.pdf')).toBeVisible();
  },
};

export const OneFile: Story = {
  args: { allowsMultiple: false, label: 'Logo', description: undefined, files: [{ name: 'logo.png', size: 20_480 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await expect(canvas.getByText('logo.png')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { errors: ['movie.mp4: is not a PDF, PNG, JPEG or GIF'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('movie.mp4');
  },
};
