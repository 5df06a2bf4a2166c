import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'ui/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Passport',
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    maxSize: 5_000_000,
    onChange: fn(),
  },
} satisfies Meta<typeof FileDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const fileInputs = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('input[type=file]')];

export const OnePage: Story = {
  play: async ({ args, canvasElement }) => {
    const [input] = fileInputs(canvasElement);
    await userEvent.upload(input as HTMLInputElement, pdf('passport.pdf', 1_250_000));
    const canvas = within(canvasElement);
    await expect(canvas.getByText('passport.pdf')).toBeVisible();
    await expect(canvas.getByText('1.3 MB')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ front: expect.any(File) });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passport.pdf' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

export const FrontAndBack: Story = {
  args: { label: 'Identity card', needsBack: true, description: 'Both sides, all four corners visible.' },
  play: async ({ args, canvasElement }) => {
    const [front, back] = fileInputs(canvasElement);
    await userEvent.upload(front as HTMLInputElement, pdf('id-front.pdf', 800_000));
    await userEvent.upload(back as HTMLInputElement, pdf('id-back.pdf', 900_000));
    const canvas = within(canvasElement);
    await expect(canvas.getByText('id-front.pdf')).toBeVisible();
    await expect(canvas.getByText('id-back.pdf')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ front: expect.any(File), back: expect.any(File) });
  },
};

export const TooLarge: Story = {
  args: { maxSize: 1_000 },
  play: async ({ args, canvasElement }) => {
    const [input] = fileInputs(canvasElement);
    await userEvent.upload(input as HTMLInputElement, pdf('scan.pdf', 2_000));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file is larger than 1 kB.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const [input] = fileInputs(canvasElement);
    const doc = new File(['x'], 'notes.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await userEvent.upload(input as HTMLInputElement, doc, { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This file type is not accepted. Use PDF, JPEG, PNG.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithServerError: Story = {
  args: { errorMessage: 'The document could not be read. Please upload a clearer scan.' },
};

export const Disabled: Story = { args: { isDisabled: true } };
