import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: { title: 'No cards yet', description: 'Order a card to pay in shops and online.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No cards yet' })).toBeVisible();
  },
};

export const WithAction: Story = { args: { icon: '▭', action: <Button>Order a card</Button> } };

export const TitleOnly: Story = { args: { description: undefined, headingLevel: 3 } };
