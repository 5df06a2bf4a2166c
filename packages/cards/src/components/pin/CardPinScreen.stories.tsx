import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { actionState, sampleCard, sampleVirtualCard } from '../common/fixtures';
import { CardPinScreen } from './CardPinScreen';

const meta = { title: 'cards/CardPinScreen' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (overrides: Partial<Parameters<typeof CardPinScreen>[0]> = {}) => (
  <CardPinScreen
    accountId={21}
    card={ready(sampleCard())}
    onRetry={fn()}
    change={actionState()}
    loadPin={async () => '4821'}
    {...overrides}
  />
);

async function typePins(canvasElement: HTMLElement, pin: string, repeat: string) {
  const canvas = within(canvasElement);
  if (pin) await userEvent.type(canvas.getByLabelText(/^New PIN\*?$/), pin);
  if (repeat) await userEvent.type(canvas.getByLabelText(/^New PIN again/), repeat);
  await userEvent.click(canvas.getByRole('button', { name: 'Change the PIN' }));
}

export const Form: Story = {
  tags: ['screen'],
  render: () => screen(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = canvas.getByLabelText(/^New PIN\*?$/);
    await expect(pin).toHaveAttribute('type', 'password');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await expect(pin).toHaveAttribute('maxlength', '4');
    await expect(canvas.getByRole('button', { name: 'Show the PIN' })).toBeVisible();
  },
};

export const TooShort: Story = {
  render: () => screen(),
  play: async ({ canvasElement }) => {
    await typePins(canvasElement, '12', '');
    await expect(within(canvasElement).getByText('Enter 4 digits.')).toBeVisible();
  },
};

export const TooEasy: Story = {
  render: () => screen(),
  play: async ({ canvasElement }) => {
    await typePins(canvasElement, '1234', '1234');
    await expect(
      within(canvasElement).getByText(
        'This PIN is too easy to guess. Avoid one digit four times and runs like 1234 or 9876.',
      ),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const RepeatDiffers: Story = {
  render: () => screen(),
  play: async ({ canvasElement }) => {
    await typePins(canvasElement, '4821', '4812');
    await expect(within(canvasElement).getByText('The two PINs differ. Type the same PIN twice.')).toBeVisible();
  },
};

const change = fn();
export const Confirm: Story = {
  render: () => screen({ change: actionState({ run: change }) }),
  play: async ({ canvasElement }) => {
    await typePins(canvasElement, '4829', '4829');
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change the PIN' }));
    await expect(change).toHaveBeenCalledWith({ pin: '4829', pinRepeat: '4829' });
  },
};

export const Refused: Story = {
  render: () => screen({ change: actionState({ error: 'pin: is too easy to guess' }) }),
  play: async ({ canvasElement }) => {
    await typePins(canvasElement, '4829', '4829');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('pin: is too easy to guess');
  },
};

export const Changed: Story = {
  render: () => screen({ change: actionState({ result: true }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your PIN is changed. Use the new PIN from now on.')).toHaveFocus();
    await expect(canvas.getAllByRole('link', { name: 'Back to the card' })[0]).toHaveAttribute('href', '/cards/21');
  },
};

export const NotAllowedWhileShipped: Story = {
  render: () => screen({ card: ready(sampleCard({ statusId: 21 })) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('cannot be changed or shown');
    await expect(canvas.queryByLabelText(/^New PIN\*?$/)).toBeNull();
  },
};

export const NotAllowedForVirtualCards: Story = {
  render: () => screen({ card: ready(sampleVirtualCard()) }),
};

export const Loading: Story = { render: () => screen({ card: loading }) };
export const Failed: Story = { render: () => screen({ card: failed('Server is not available') }) };
