import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardSummary } from './CardSummary';
import { sampleCard, sampleVirtualCard } from './fixtures';

const meta = { title: 'cards/CardSummary' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Physical: Story = {
  render: () => <CardSummary card={sampleCard()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Everyday card' })).toBeVisible();
    await expect(canvas.getByText('•••• •••• •••• 9021')).toBeVisible();
    await expect(canvas.getByText('Card number ending in 9021')).toBeInTheDocument();
    await expect(canvas.getByText('Expires 03/28')).toBeVisible();
    await expect(canvas.getByText('Physical')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

export const VirtualWithoutAlias: Story = {
  render: () => <CardSummary card={sampleVirtualCard({ cardAliasName: null, statusId: 71 })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'EUR virtual card' })).toBeVisible();
    await expect(canvas.getByText('Paused')).toBeVisible();
  },
};

export const CompactLink: Story = {
  render: () => <CardSummary card={sampleCard()} size="compact" href="/cards/21" headingLevel={3} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Everyday card' })).toHaveAttribute(
      'href',
      '/cards/21',
    );
  },
};

export const NotYetNumbered: Story = {
  render: () => (
    <CardSummary
      card={sampleCard({ statusId: 0, cardMaskedNumber: null, cardExpiryMonth: null, cardExpiryYear: null })}
    />
  ),
};
