import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { completeDraft } from '../model/fixtures';
import { useDraftStore } from '../model/draft-store';
import { DraftNotice } from './DraftNotice';

const meta = { title: 'registration/DraftNotice', component: DraftNotice } satisfies Meta<typeof DraftNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnswers: Story = {
  beforeEach: () => {
    useDraftStore.getState().update(() => completeDraft());
    return () => useDraftStore.getState().clear();
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear the saved answers' }));
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('You are about to clear all the information entered. Are you sure?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await expect(useDraftStore.getState().draft.persons).toHaveLength(2);
  },
};

export const Empty: Story = {
  beforeEach: () => useDraftStore.getState().clear(),
};
