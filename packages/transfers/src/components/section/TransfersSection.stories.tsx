import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type SectionEntry, sectionPaths } from './entries';
import { TransfersSection } from './TransfersSection';

const everyEntry: SectionEntry[] = [
  { id: 'account', href: sectionPaths.account },
  { id: 'p2p', href: sectionPaths.p2p },
  { id: 'external', href: sectionPaths.external },
  { id: 'mass', href: '/transfer/mass/p2p' },
  { id: 'preapproved', href: sectionPaths.preapproved },
  { id: 'requests', href: sectionPaths.requests },
];

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
    const bar = within(within(canvasElement).getByRole('tablist', { name: 'Transfers' }));
    await expect(bar.getAllByRole('tab')).toHaveLength(4);
    const own = bar.getByRole('tab', { name: 'Between your accounts' });
    await expect(own).toHaveAttribute('aria-selected', 'true');
    await expect(own).toHaveAttribute('href', '/transfer/account');
    await expect(bar.getByRole('tab', { name: 'Transaction requests' })).toHaveAttribute('aria-selected', 'false');
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('Screen');
  },
};

export const OwnAccountsOnly: Story = {
  args: { entries: [{ id: 'account', href: sectionPaths.account }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
  },
};

// The width a 320 px phone leaves the section (the page's 16 px margins).
const phone = (Story: () => React.ReactNode) => (
  <div style={{ width: 288 }}>
    <Story />
  </div>
);

const oneScrollingRow: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const tabs = canvas.getAllByRole('tab');
  await expect(tabs).toHaveLength(6);
  // one row, never wrapped (it wrapped into 5 rows at 320 px in ru)
  await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
  // the row scrolls inside itself, a region that says so, with a cue at the end: the page does not scroll
  const region = canvas.getByRole('tablist').parentElement as HTMLElement;
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  await waitFor(() => expect(region.parentElement?.querySelector('button[aria-hidden="true"]')).not.toBeNull());
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  // the current screen's tab is in view; the arrow keys move the focus along without opening a page
  const current = canvas.getByRole('tab', { selected: true });
  await expect(current).toHaveAttribute('href', '/transfer/p2p');
  const view = region.getBoundingClientRect();
  await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(view.right + 1);
  await userEvent.click(canvas.getByRole('tabpanel'));
  await userEvent.tab({ shift: true });
  await expect(current).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect(tabs[2]).toHaveFocus();
  await expect(current).toHaveAttribute('aria-selected', 'true');
};

/** At 320 px in English: six entries on one row that scrolls sideways. */
export const PhoneEnglish: Story = {
  decorators: [phone],
  args: { entries: everyEntry, current: 'p2p' },
  play: oneScrollingRow,
};

/** At 320 px in Russian, whose names are the longest. */
export const PhoneRussian: Story = {
  decorators: [phone],
  globals: { locale: 'ru' },
  args: { entries: everyEntry, current: 'p2p' },
  play: async (context) => {
    const bar = within(context.canvasElement).getByRole('tablist', { name: 'Переводы' });
    await expect(within(bar).getByRole('tab', { selected: true })).toHaveTextContent('Перевод человеку');
    // the region is named like the list, in the page's language
    await expect(within(context.canvasElement).getByRole('region', { name: 'Переводы' })).toBeVisible();
    await oneScrollingRow(context);
  },
};
