import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { personMenuFor } from '../../navigation';
import { PersonMenu } from './PersonMenu';

const personal = personMenuFor({ customerType: 0, isHaveRelatedAccounts: false });
const business = personMenuFor({ customerType: 2, isHaveRelatedAccounts: true });

/**
 * The header menu sits at the end of the header, as wide as the page; the drawer list inside the menu drawer,
 * as wide as the page up to a phone's width. Both follow the viewport, so they are seen at 320 px as well.
 */
const wide = (Story: () => React.ReactNode) => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 320 }}>
    <Story />
  </div>
);
const narrow = (Story: () => React.ReactNode) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'auth/PersonMenu',
  component: PersonMenu,
  args: { name: 'Anna Personal', items: personal, onSignOut: fn(), layout: 'header' },
} satisfies Meta<typeof PersonMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a button with the name; the keyboard opens the menu and walks it; sign-out is the last entry. */
export const Header: Story = {
  decorators: [wide],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Your account: Anna Personal' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu', { name: 'Your account: Anna Personal' });
    const entries = within(menu).getAllByRole('menuitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'Security settings',
      'Login history',
      'Payout blacklist',
      'Sign out',
    ]);
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(entries[3]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** A business person acting for a company: the company switch, and whom the person acts for. */
export const HeaderBusiness: Story = {
  decorators: [wide],
  args: { name: 'Boris Business', actingFor: 'Northwind Media Ltd', items: business, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu', { name: 'Your account: Boris Business' });
    await expect(within(menu).getByRole('menuitem', { name: 'Switch company' })).toHaveAttribute(
      'href',
      '/select-company',
    );
    await expect(body.getByText('Acting for Northwind Media Ltd')).toBeVisible();
  },
};

/** The same menu in another brand's colours. */
export const HeaderBaltic: Story = {
  decorators: [wide],
  globals: { brand: 'baltic' },
  args: { defaultOpen: true },
};

export const HeaderUk: Story = {
  decorators: [wide],
  globals: { brand: 'uk' },
  args: { name: 'A person with a rather long name for the header', defaultOpen: true },
};

/** Mobile: inside the menu drawer, a list of links and the sign-out button. */
export const Drawer: Story = {
  decorators: [narrow],
  args: { layout: 'drawer', onNavigate: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Your account' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/setting', '/login-history', '/payout-blacklist']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const DrawerBusiness: Story = {
  decorators: [narrow],
  args: { layout: 'drawer', name: 'Boris Business', actingFor: 'Northwind Media Ltd', items: business },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Switch company' })).toHaveAttribute('href', '/select-company');
    await expect(canvas.getByText('Signed in as Boris Business, acting for Northwind Media Ltd')).toBeVisible();
  },
};

export const DrawerBankBrand: Story = { decorators: [narrow], globals: { brand: 'bank' }, args: { layout: 'drawer' } };
