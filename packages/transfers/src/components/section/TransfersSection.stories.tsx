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
    const bar = within(within(canvasElement).getByRole('navigation', { name: 'Transfers' }));
    await expect(bar.getAllByRole('link')).toHaveLength(4);
    const own = bar.getByRole('link', { name: 'Between your accounts' });
    await expect(own).toHaveAttribute('aria-current', 'page');
    await expect(own).toHaveAttribute('href', '/transfer/account');
    await expect(bar.getByRole('link', { name: 'Transaction requests' })).not.toHaveAttribute('aria-current');
    await expect(within(canvasElement).getByText('Screen')).toBeVisible();
  },
};

export const OwnAccountsOnly: Story = {
  args: { entries: [{ id: 'account', href: sectionPaths.account }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
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
  const tabs = within(canvas.getByRole('navigation')).getAllByRole('link');
  await expect(tabs).toHaveLength(6);
  // one row, never wrapped (it wrapped into 5 rows at 320 px in ru)
  await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
  // the row scrolls inside itself, a region that says so, with a cue at the end: the page does not scroll
  const region = canvas.getByRole('list').parentElement as HTMLElement;
  await expect(region).toHaveAttribute('role', 'region');
  await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  await waitFor(() => expect(region.parentElement?.querySelector('button[aria-hidden="true"]')).not.toBeNull());
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  // the current screen's tab is in view; Tab moves the focus along the links, each brought into view
  const current = tabs.find((tab) => tab.getAttribute('aria-current') === 'page') as HTMLElement;
  await expect(current).toHaveAttribute('href', '/transfer/p2p');
  const view = region.getBoundingClientRect();
  await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(view.right + 1);
  current.focus();
  await userEvent.tab();
  await expect(tabs[2]).toHaveFocus();
  await expect(current).toHaveAttribute('aria-current', 'page');
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
    const bar = within(context.canvasElement).getByRole('navigation', { name: 'Переводы' });
    await expect(within(bar).getByRole('link', { current: 'page' })).toHaveTextContent('Перевод человеку');
    // the region is named like the list, in the page's language
    await expect(within(context.canvasElement).getByRole('region', { name: 'Переводы' })).toBeVisible();
    await oneScrollingRow(context);
  },
};
