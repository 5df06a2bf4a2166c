import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { quickActions } from '../../model/quick-actions';
import { recentTransfers } from '../../model/recent';
import { failed, loading, ready } from '../common/Loadable';
import { sampleAccounts, sampleAnnouncements, sampleTransactions } from '../fixtures';
import { HomeScreen, type HomeScreenProps } from './HomeScreen';

const onAction = fn();
const base: HomeScreenProps = {
  firstName: 'Anna',
  accounts: ready(sampleAccounts),
  cardCount: 2,
  recent: ready(recentTransfers(sampleTransactions)),
  news: ready(sampleAnnouncements),
  actions: quickActions(
    () => true,
    (path) => path === '/statements',
  ),
  typeName: (row) => row.operationType,
  rowHref: (row) => `/home?transactionId=${row.transactionId}`,
  onAction,
  onRetryAccounts: fn(),
  onRetryRecent: fn(),
  onRetryNews: fn(),
};

const meta = { title: 'accounts/HomeScreen', component: HomeScreen, args: base } satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const balances = canvas.getByRole('list', { name: 'Balances' });
    await expect(within(balances).getAllByRole('listitem')).toHaveLength(3);
    await expect(balances).toHaveTextContent('€2,841.17');
    await expect(balances).toHaveTextContent('Pending: €41.30');
    await expect(balances).toHaveTextContent('Available: $1,104.50');
    // Fees and incoming money are not recent transfers
    await expect(canvas.queryByText('Wire transfer fee')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a currency' }));
    await expect(onAction).toHaveBeenCalledWith('addCurrency');
  },
};

export const Loading: Story = { args: { accounts: loading, recent: loading, news: loading } };

/** The first 5000 ms after sign-in: news waits (identity spec 4.2). */
export const NewsWaitingAfterSignIn: Story = { args: { news: null } };

export const Empty: Story = {
  args: { firstName: null, accounts: ready([]), cardCount: 0, recent: ready([]), news: ready([]), actions: [] },
};

export const Failed: Story = {
  args: {
    accounts: failed('Server is not available'),
    recent: failed('Server is not available'),
    news: failed('Server is not available'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
  },
};

/** A business user whose flags allow only a few actions. */
export const RestrictedActions: Story = {
  args: {
    actions: quickActions(
      (flag) => flag === 'addFundsCrypto',
      () => true,
    ),
  },
};
