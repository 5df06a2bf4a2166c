import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sectionPaths } from './entries';
import { TransfersSection } from './TransfersSection';

const meta = {
  title: 'transfers/section/TransfersSection',
  component: TransfersSection,
  args: {
    current: 'account',
    entries: [
      { id: 'account', href: sectionPaths.account },
      { id: 'p2p', href: sectionPaths.p2p },
      { id: 'preapproved', href: sectionPaths.preapproved },
      { id: 'requests', href: sectionPaths.requests },
    ],
    children: <p>Screen</p>,
  },
} satisfies Meta<typeof TransfersSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyApprover: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Transfers' }));
    await expect(nav.getAllByRole('link')).toHaveLength(4);
    await expect(nav.getByRole('link', { name: 'Between my accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Transaction requests' })).not.toHaveAttribute('aria-current');
  },
};

export const OwnAccountsOnly: Story = {
  args: { entries: [{ id: 'account', href: sectionPaths.account }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
