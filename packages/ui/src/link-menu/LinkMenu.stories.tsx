import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LinkMenu } from './LinkMenu';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

const meta = {
  title: 'ui/LinkMenu',
  decorators: [withBrandOnRoot],
  component: LinkMenu,
  args: {
    label: 'More',
    items: [
      { id: 'statements', href: '#statements', label: 'Statements' },
      { id: 'news', href: '#news', label: 'News', isCurrent: true },
      { id: 'messages', href: '#messages', label: 'Messages' },
    ],
  },
} satisfies Meta<typeof LinkMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More' });
    await expect(trigger).toHaveAttribute('data-current', 'true'); // an entry is the page shown now
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu', { name: 'More' });
    const links = within(menu).getAllByRole('menuitem');
    await expect(links.map((link) => link.textContent)).toEqual(['Statements', 'News', 'Messages']);
    await expect(links[1]).toHaveAttribute('href', '#news');
    await expect(links[1]).toHaveAttribute('data-current', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'More' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Statements' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'News' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // react-aria gives focus back to the trigger once the popover has unmounted, a frame after the menu is gone
    // (failed once on a loaded machine when read at once).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/** A person's menu: named for the person, a line on top, and an action after the links, past a line. */
export const WithHeadingAndAction: Story = {
  args: {
    label: 'Boris Business',
    accessibleLabel: 'Your account: Boris Business',
    heading: 'Acting for Northwind Media Ltd',
    items: [{ id: 'settings', href: '#settings', label: 'Security settings' }],
    actions: [{ id: 'signOut', label: 'Sign out', onAction: fn() }],
    align: 'end',
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Your account: Boris Business' }));
    const body = within(document.body);
    const menu = await body.findByRole('menu', { name: 'Your account: Boris Business' });
    await expect(body.getByText('Acting for Northwind Media Ltd')).toBeVisible();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Security settings', 'Sign out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.actions?.[0]?.onAction).toHaveBeenCalledOnce();
  },
};
