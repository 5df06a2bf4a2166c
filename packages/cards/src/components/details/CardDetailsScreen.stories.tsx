import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Account } from '@paydeck/accounts';
import type { CardInfo } from '../../api/card';
import type { CardDialog } from '../../model/offers';
import {
  idleStates,
  sampleActivation,
  sampleCard,
  sampleInfo,
  samplePaymentAccounts,
  sampleVirtualCard,
  sampleVirtualDetails,
} from '../common/fixtures';
import { CardDetailsScreen } from './CardDetailsScreen';

const meta = { title: 'cards/CardDetailsScreen' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Screen({
  account = sampleCard(),
  info = sampleInfo(),
  initialDialog = null,
  canChange = true,
}: {
  account?: Account;
  info?: CardInfo;
  initialDialog?: CardDialog | null;
  canChange?: boolean;
}) {
  return (
    <CardDetailsScreen
      card={ready({ account, info })}
      onRetry={fn()}
      states={idleStates()}
      activation={ready(sampleActivation)}
      onRetryActivation={fn()}
      loadAccounts={samplePaymentAccounts}
      loadPin={async () => '4821'}
      loadDetails={async () => sampleVirtualDetails}
      initialDialog={initialDialog}
      canChange={canChange}
    />
  );
}

/** The names of the actions the page offers, in order. */
function offered(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).queryByRole('list', { name: 'Card actions' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const physical = (statusId: number, overrides: Partial<Account> = {}) => ({
  render: () => <Screen account={sampleCard({ statusId, ...overrides })} />,
});

export const ActivePhysical: Story = {
  tags: ['screen'],
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('•••• •••• •••• 9021')).toBeVisible();
    await expect(canvas.getByText('Expires 03/28')).toBeVisible();
    await expect(canvas.getByText('€184.20')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "See the card's transactions" })).toHaveAttribute(
      'href',
      '/history?accountId=21',
    );
    await expect(canvas.getByRole('link', { name: 'Change the PIN' })).toHaveAttribute('href', '/card/21/pin');
    await expect(offered(canvasElement)).toEqual([
      'Load the card',
      'Show the PIN',
      'Get the PIN by SMS',
      'Change the PIN',
      'Pause',
      'Rename',
      'Order a new card',
      'Enroll in 3-D Secure',
      'Block the card',
    ]);
  },
};

/** A read-only company user (right 1): the card, its balance with money on hold and its history; no action. */
export const ReadOnly: Story = {
  render: () => <Screen account={sampleCard({ pendingAmount: '20.00' })} canChange={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€184.20')).toBeVisible();
    await expect(canvas.getByText('Pending: €20.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "See the card's transactions" })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'What you can do' })).toBeNull();
  },
};

export const ActiveVirtual: Story = {
  render: () => <Screen account={sampleVirtualCard()} info={sampleInfo({ accountId: 22, shippingAddress: null })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Virtual')).toBeVisible();
    await expect(offered(canvasElement)).toEqual([
      'Load the card',
      'Show the card details',
      'Pause',
      'Rename',
      'Block the card',
    ]);
  },
};

export const ActiveEnrolledWithExpressReissue: Story = {
  render: () => (
    <Screen
      account={sampleCard({ cardReissuedStatusId: 19 })}
      info={sampleInfo({
        enrolled: true,
        reissue: {
          statusId: 19,
          isExpressShipping: true,
          fee: '25.00',
          currencyCode: 'EUR',
          requestedAt: '2026-11-18T09:00:00Z',
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('reissue')).toHaveTextContent('shipped express');
    await expect(canvas.getByText('Enrolled')).toBeVisible();
    const names = offered(canvasElement);
    await expect(names).not.toContain('Order a new card');
    await expect(names).not.toContain('Ship the new card express');
    await expect(names).not.toContain('Enroll in 3-D Secure');
  },
};

export const ActiveWithStandardReissue: Story = {
  render: () => (
    <Screen
      account={sampleCard({ cardReissuedStatusId: 0 })}
      info={sampleInfo({
        reissue: {
          statusId: 0,
          isExpressShipping: false,
          fee: '5.00',
          currencyCode: 'EUR',
          requestedAt: '2026-11-20T09:00:00Z',
        },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(offered(canvasElement)).toContain('Ship the new card express');
    await expect(offered(canvasElement)).not.toContain('Order a new card');
  },
};

export const Paused: Story = {
  ...physical(71),
  play: async ({ canvasElement }) => {
    const names = offered(canvasElement);
    await expect(names).toContain('Unpause');
    await expect(names).not.toContain('Pause');
    await expect(names).not.toContain('Load the card');
  },
};

export const Expired: Story = physical(38);

export const Submitted: Story = physical(0, { cardMaskedNumber: null, cardExpiryMonth: null, cardExpiryYear: null });
export const Printing: Story = physical(19);
export const Printed: Story = physical(20);

export const Shipped: Story = {
  ...physical(21),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(offered(canvasElement)).toEqual(['Activate the card']);
    await expect(canvas.queryByText('Balance')).toBeNull();
    await expect(canvas.getByText('The card is on its way. Activate it once it arrives.')).toBeVisible();
  },
};

export const Pending: Story = physical(23);
export const PendingReview: Story = physical(65);
export const Processing: Story = physical(41);

export const Limited: Story = {
  ...physical(27),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(offered(canvasElement)).toEqual([]);
    await expect(canvas.getByRole('link', { name: "See the card's transactions" })).toBeVisible();
  },
};

export const Canceled: Story = {
  ...physical(4),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(offered(canvasElement)).toEqual([]);
    await expect(canvas.getByText('There is nothing to do with the card in its current status.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: "See the card's transactions" })).toBeNull();
  },
};

export const Fraud: Story = {
  ...physical(18),
  play: async ({ canvasElement }) => {
    await expect(offered(canvasElement)).toEqual([]);
  },
};

export const Closed: Story = {
  ...physical(11),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This card account is closed.')).toBeVisible();
    await expect(offered(canvasElement)).toEqual([]);
  },
};

export const Loading: Story = {
  render: () => (
    <CardDetailsScreen
      card={loading}
      onRetry={fn()}
      states={idleStates()}
      activation={loading}
      onRetryActivation={fn()}
      loadAccounts={[]}
      loadPin={fn()}
      loadDetails={fn()}
    />
  ),
};

const retry = fn();
export const Failed: Story = {
  render: () => (
    <CardDetailsScreen
      card={failed('Server is not available')}
      onRetry={retry}
      states={idleStates()}
      activation={loading}
      onRetryActivation={fn()}
      loadAccounts={[]}
      loadPin={fn()}
      loadDetails={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server is not available');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const PauseOpensItsConfirmation: Story = {
  render: () => <Screen />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pause' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Pause Everyday card?');
    await expect(within(dialog).getByRole('button', { name: 'Pause the card' })).toBeVisible();
  },
};

export const ActivationOpen: Story = {
  render: () => <Screen account={sampleCard({ statusId: 21 })} initialDialog="activate" />,
};
