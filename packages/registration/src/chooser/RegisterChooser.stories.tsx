import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterChooser } from './RegisterChooser';

const meta = { title: 'registration/Chooser', component: RegisterChooser } satisfies Meta<typeof RegisterChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BothKinds: Story = {
  tags: ['screen'],
  args: { kinds: ['personal', 'business'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Personal account/ })).toHaveAttribute('href', '/register/personal');
    await expect(canvas.getByRole('link', { name: /Business account/ })).toHaveAttribute('href', '/register/business');
  },
};

export const PersonalOnly: Story = {
  args: { kinds: ['personal'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Business account/ })).toBeNull();
  },
};
