import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { PopupHost } from './PopupHost';
import { closeAllPopups } from './popupStack';
import { popups } from './popups';
import { withBrandOnRoot } from '../stories/withBrandOnRoot';

interface DemoProps {
  open: () => void;
}

/** A page with a button that opens popups through the stack, and the host that shows them. */
function PopupDemo({ open }: DemoProps) {
  return (
    <>
      <Button onPress={open}>Open</Button>
      <PopupHost />
    </>
  );
}

const meta = {
  title: 'ui/Popups',
  decorators: [withBrandOnRoot],
  component: PopupDemo,
  beforeEach: () => closeAllPopups,
} satisfies Meta<typeof PopupDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const openButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'Open' });

const goHome = fn();

export const ResponseWithGoHome: Story = {
  args: {
    open: () => popups.showResponse({ responseCode: '00', responseDescription: 'Your payment was sent.' }, { goHome }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    const dialog = await body().findByRole('dialog', { name: 'Information' });
    await expect(dialog).toHaveTextContent('Your payment was sent.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to home' }));
    await expect(goHome).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const ResponseValidationErrors: Story = {
  args: {
    open: () =>
      popups.showResponse({
        responseCode: 'VF',
        responseDescription: 'Please check the transfer.',
        validationErrors: [
          { param: 'amount', description: 'must be positive' },
          { param: 'iban', description: 'is not valid' },
        ],
      }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('amount: must be positive, iban: is not valid');
  },
};

export const ResponseWithoutAnswer: Story = {
  args: { open: () => popups.showResponse(undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    await expect(await body().findByRole('dialog')).toHaveTextContent('Server error. Please try again later.');
  },
};

export const ErrorWithLongHeader: Story = {
  args: {
    open: () =>
      popups.showError({
        description: 'The transfer could not be completed because the daily limit of your card was reached',
        errors: ['limit reached', 'try tomorrow'],
      }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    const dialog = await body().findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveTextContent('daily limit of your card was reached');
    await expect(dialog).toHaveTextContent('limit reached, try tomorrow');
  },
};

export const ErrorShortHeader: Story = {
  args: { open: () => popups.showError(new Error('Card is blocked')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    await expect(await body().findByRole('alertdialog', { name: 'Card is blocked' })).toBeVisible();
  },
};

export const StackedEscapeClosesTop: Story = {
  args: {
    open: () => {
      popups.showResponse({ message: 'First popup' }, { title: 'First' });
      popups.showError({ description: 'Second popup' });
    },
  },
  play: async ({ canvasElement }) => {
    const trigger = openButton(canvasElement);
    await userEvent.click(trigger);
    await body().findByRole('alertdialog', { name: 'Second popup' });
    await expect(body().queryByRole('dialog', { name: 'First' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await body().findByRole('dialog', { name: 'First' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
