import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardStatusIds } from '../../model/card-status';
import { CardListScreen } from './CardListScreen';
import { externalCards, physicalCardsInEveryStatus, virtualCards } from './fixtures';

const meta = {
  title: 'cards/CardListScreen',
  component: CardListScreen,
  args: {
    kind: 'physical',
    cards: ready(physicalCardsInEveryStatus),
    externalCards: ready(externalCards),
    onRetry: fn(),
    onRetryExternal: fn(),
  },
} satisfies Meta<typeof CardListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A physical card in every status, and cards of other banks (one waiting for confirmation): the cards in use first,
 * the canceled, blocked and expired ones folded after them.
 */
export const PhysicalInEveryStatus: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Your physical cards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(cardStatusIds.length - 3);
    await expect(list).toHaveTextContent('Printing');
    await expect(list).toHaveTextContent('Paused');
    await expect(list).not.toHaveTextContent('Blocked for fraud');
    await expect(list).not.toHaveTextContent('Expired');
    await expect(list).not.toHaveTextContent('Canceled');
    await expect(list).toHaveTextContent('•••• •••• •••• 4400');
    await expect(list).toHaveTextContent('03/29');
    await expect(canvas.getByRole('link', { name: 'Card 2' })).toHaveAttribute('href', '/cards/101');
    const tab = canvas.getByRole('tab', { name: 'Physical cards' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toHaveAttribute('href', '/physical-cards');
    await expect(canvas.getByRole('tab', { name: 'Virtual cards' })).toHaveAttribute('href', '/virtual-cards');
    // the ended cards are folded: the button says how many, and opens them
    const fold = canvas.getByRole('button', { name: 'Cards no longer in use (3)' });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Cards no longer in use' })).toBeNull();
    await userEvent.click(fold);
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    const ended = canvas.getByRole('list', { name: 'Cards no longer in use' });
    await expect(within(ended).getAllByRole('listitem')).toHaveLength(3);
    await expect(ended).toHaveTextContent('Blocked for fraud');
    await expect(ended).toHaveTextContent('Expired');
    await expect(ended).toHaveTextContent('Canceled');
    await expect(canvas.getByRole('link', { name: 'Add an external card' })).toHaveAttribute('href', '/add-card');
    const external = canvas.getByRole('list', { name: 'Cards of other banks' });
    await expect(within(external).getAllByRole('listitem')).toHaveLength(3);
    // Only the pending card can be confirmed
    const confirm = within(external).getAllByRole('link', { name: /^Confirm/ });
    await expect(confirm).toHaveLength(1);
    await expect(confirm[0]).toHaveAttribute('href', '/confirm-card/4');
    await expect(external).toHaveTextContent('2 attempts left');
  },
};

export const Virtual: Story = {
  args: { kind: 'virtual', cards: ready(virtualCards), externalCards: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Online shopping' })).toHaveAttribute('href', '/cards/201');
    await expect(canvas.getByRole('link', { name: 'USD virtual card' })).toHaveAttribute('href', '/cards/202');
    await expect(canvas.queryByRole('link', { name: 'Add an external card' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Apply for a card' })).toHaveAttribute(
      'href',
      '/apply-card?kind=virtual',
    );
  },
};

/** No card yet: where a person without cards lands, with the way to apply. */
export const EmptyVirtual: Story = {
  args: { kind: 'virtual', cards: ready([]), externalCards: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No virtual cards yet' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Apply for a card' })).toHaveLength(2);
  },
};

/** A read-only company user (right 1): the cards and their balances, with money on hold, and nothing to order or confirm. */
export const ReadOnly: Story = {
  args: {
    canChange: false,
    cards: ready(
      physicalCardsInEveryStatus.map((card, index) => (index === 0 ? { ...card, pendingAmount: '12.50' } : card)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('pending-amount')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Apply for a card' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Add an external card' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Confirm/ })).toBeNull();
  },
};

/** Only ended cards: the folded group is open at once, so the list is not empty-looking. */
export const OnlyEndedCards: Story = {
  args: {
    cards: ready(physicalCardsInEveryStatus.filter((card) => [4, 18, 38].includes(card.statusId))),
    externalCards: ready([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cards no longer in use (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Cards no longer in use' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const EmptyPhysical: Story = { args: { cards: ready([]), externalCards: ready([]) } };

export const Loading: Story = { args: { cards: loading, externalCards: loading } };

export const Failed: Story = {
  args: { cards: failed('Server is not available'), externalCards: failed('Server is not available') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};
