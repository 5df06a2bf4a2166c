import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '../common/Loadable';
import { sampleAccounts, sampleAgreements, sampleMonthly, sampleTotals } from '../fixtures';
import { StatementsScreen, type StatementsScreenProps } from './StatementsScreen';

const onBuild = fn();
const base: StatementsScreenProps = {
  accounts: sampleAccounts,
  accountId: 11,
  onAccountChange: fn(),
  period: { fromDate: '2026-11-01', toDate: '2026-11-21' },
  onPeriodChange: fn(),
  totals: ready(sampleTotals),
  exportState: { kind: 'idle' },
  onBuild,
  defaultEmail: 'anna.personal@demo.paydeck.test',
  sendState: { kind: 'idle' },
  onSend: fn(),
  monthly: ready(sampleMonthly),
  monthlyPage: 1,
  onMonthlyPage: fn(),
  agreements: ready(sampleAgreements),
  preparing: null,
  onConfirmation: fn(),
  onAgreement: fn(),
  onRetry: fn(),
};

const meta = { title: 'accounts/StatementsScreen', component: StatementsScreen, args: base } satisfies Meta<
  typeof StatementsScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  tags: ['screen'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = canvas.getByText('Beginning balance').closest('dl') as HTMLElement;
    await expect(totals).toHaveTextContent('Beginning balance€2,310.52');
    await expect(totals).toHaveTextContent('Ending balance€2,841.17');
    await userEvent.click(canvas.getByRole('button', { name: 'Prepare CSV' }));
    await expect(onBuild).toHaveBeenCalledWith('csv');
  },
};

export const Loading: Story = { args: { totals: loading, monthly: loading, agreements: loading } };
export const Failed: Story = {
  args: { totals: failed('Server is not available'), monthly: failed('Server is not available') },
};
export const NoAccount: Story = { args: { accounts: [], accountId: null, totals: null, monthly: null } };
export const NoMonthlyStatementYet: Story = {
  args: { monthly: ready({ exports: [], results: 0, pageNumber: 1, pageSize: 12 }) },
};
export const ExportBuilding: Story = { args: { exportState: { kind: 'building', format: 'pdf' } } };

export const ExportReadyAndSent: Story = {
  args: {
    exportState: {
      kind: 'ready',
      format: 'pdf',
      fileName: 'statement-PD0000000011-2026-11-01-2026-11-21.pdf',
      url: '/api/files/x',
    },
    sendState: { kind: 'sent', text: 'The statement was sent to anna.personal@demo.paydeck.test' },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Download statement-PD0000000011/ });
    await expect(link).toHaveAttribute('download', 'statement-PD0000000011-2026-11-01-2026-11-21.pdf');
  },
};

export const ExportFailed: Story = {
  args: { exportState: { kind: 'failed', message: 'fromDate: must not be after toDate' } },
};
export const PreparingConfirmation: Story = { args: { preparing: 'confirmation' } };
