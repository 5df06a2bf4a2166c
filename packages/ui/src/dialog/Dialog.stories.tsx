import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { TextField } from '../text-field/TextField';
import { Dialog } from './Dialog';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

function RenameAccount() {
  return (
    <DialogTrigger>
      <Button>Rename account</Button>
      <Dialog
        title="Rename account"
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      >
        <TextField label="Account name" defaultValue="Main account" autoFocus />
      </Dialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'ui/Dialog',
  component: RenameAccount,
  decorators: [withBrandOnRoot],
} satisfies Meta<typeof RenameAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {};

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename account' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Rename account' });
    // react-aria moves focus in after the dialog mounted: wait for it rather than race it.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Account name' })).toHaveFocus());
    // Focus stays inside: tabbing past the last button comes back to the first focusable element.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename account' }));
    const dialog = await body().findByRole('dialog', { name: 'Rename account' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
