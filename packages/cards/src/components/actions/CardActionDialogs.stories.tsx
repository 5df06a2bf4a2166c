import { failed, loading, ready } from '@paydeck/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  actionState,
  sampleActivation,
  sampleInfo,
  samplePaymentAccounts,
  sampleVirtualDetails,
} from '../common/fixtures';
import { ActivationDialog } from './ActivationDialog';
import { BlockDialog, EnrollDialog, PauseDialog, UnpauseDialog, UpgradeShippingDialog } from './ConfirmDialogs';
import { GetPinDialog } from './GetPinDialog';
import { LoadDialog } from './LoadDialog';
import { ReissueDialog } from './ReissueDialog';
import { RenameDialog } from './RenameDialog';
import { ShowPinDialog } from './ShowPinDialog';
import { VirtualDetailsDialog } from './VirtualDetailsDialog';

const meta = { title: 'cards/CardActionDialogs' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

const pause = fn();
export const PauseConfirm: Story = {
  render: () => <PauseDialog isOpen onClose={fn()} cardName="Everyday card" state={actionState({ run: pause })} />,
  play: async () => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Pause the card' }));
    await expect(pause).toHaveBeenCalled();
  },
};

export const PausePending: Story = {
  render: () => <PauseDialog isOpen onClose={fn()} cardName="Everyday card" state={actionState({ busy: true })} />,
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: /Pause the card/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const PauseRefused: Story = {
  render: () => (
    <PauseDialog
      isOpen
      onClose={fn()}
      cardName="Everyday card"
      state={actionState({ error: "The card's status does not allow this action" })}
    />
  ),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      "The card's status does not allow this action",
    );
  },
};

export const PauseDone: Story = {
  render: () => <PauseDialog isOpen onClose={fn()} cardName="Everyday card" state={actionState({ result: 71 })} />,
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('status')).toHaveTextContent('The card is paused.');
    await expect(within(box).queryByRole('button', { name: 'Pause the card' })).toBeNull();
  },
};

export const Unpause: Story = {
  render: () => <UnpauseDialog isOpen onClose={fn()} cardName="Everyday card" state={actionState()} />,
};

export const Enroll: Story = {
  render: () => <EnrollDialog isOpen onClose={fn()} cardName="Everyday card" state={actionState()} />,
};

export const UpgradeShipping: Story = {
  render: () => (
    <UpgradeShippingDialog isOpen onClose={fn()} cardName="Everyday card" currencyCode="EUR" state={actionState()} />
  ),
  play: async () => {
    await expect(within(await dialog()).getByRole('button', { name: 'Pay €20.00 and ship express' })).toBeVisible();
  },
};

export const Block: Story = {
  render: () => <BlockDialog isOpen onClose={fn()} cardName="Everyday card" canPause state={actionState()} />,
  play: async () => {
    const box = await within(document.body).findByRole('alertdialog');
    await expect(box).toHaveTextContent('This cannot be undone');
    await expect(within(box).getByRole('button', { name: 'Block the card for good' })).toBeVisible();
  },
};

const rename = fn();
export const RenameWithoutAName: Story = {
  render: () => <RenameDialog isOpen onClose={fn()} currentName="" state={actionState({ run: rename })} />,
  play: async () => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Save the name' }));
    await expect(within(box).getByText('Enter a name for the card.')).toBeVisible();
    await expect(rename).not.toHaveBeenCalled();
  },
};

const reissue = fn();
export const Reissue: Story = {
  render: () => (
    <ReissueDialog
      isOpen
      onClose={fn()}
      currencyCode="EUR"
      shippingAddress={sampleInfo().shippingAddress}
      state={actionState({ run: reissue })}
    />
  ),
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('button', { name: 'Pay €5.00 and order' })).toBeVisible();
    await userEvent.click(within(box).getByRole('radio', { name: 'Express, €25.00' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Pay €25.00 and order' }));
    await expect(reissue).toHaveBeenCalledWith(true);
  },
};

const activate = fn();
export const Activation: Story = {
  render: () => (
    <ActivationDialog
      isOpen
      onClose={fn()}
      activation={ready(sampleActivation)}
      onRetry={fn()}
      state={actionState({ run: activate })}
    />
  ),
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveTextContent('The activation fee is €3.00.');
    await userEvent.type(within(box).getByRole('textbox', { name: /Last four digits/ }), '90');
    await userEvent.click(within(box).getByRole('button', { name: 'Pay €3.00 and activate' }));
    await expect(within(box).getByText('This is not in the expected format.')).toBeVisible();
    await expect(activate).not.toHaveBeenCalled();
    await userEvent.type(within(box).getByRole('textbox', { name: /Last four digits/ }), '21');
    await userEvent.click(within(box).getByRole('button', { name: 'Pay €3.00 and activate' }));
    await expect(activate).toHaveBeenCalledWith({ feeAccountId: 11, extraParams: { lastFourOfCardNumber: '9021' } });
  },
};

export const ActivationPinCode: Story = {
  render: () => (
    <ActivationDialog
      isOpen
      onClose={fn()}
      activation={ready(sampleActivation)}
      onRetry={fn()}
      state={actionState({ result: { pinCode: '4821', statusId: 2 } })}
    />
  ),
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByTestId('pin-digits')).toHaveTextContent('4821');
    await expect(within(box).getByRole('button', { name: 'I have noted it' })).toHaveFocus();
  },
};

export const ActivationWithoutFeeAccount: Story = {
  render: () => (
    <ActivationDialog
      isOpen
      onClose={fn()}
      activation={ready({ ...sampleActivation, feeAccounts: [] })}
      onRetry={fn()}
      state={actionState()}
    />
  ),
};

export const ActivationLoading: Story = {
  render: () => <ActivationDialog isOpen onClose={fn()} activation={loading} onRetry={fn()} state={actionState()} />,
};

export const ActivationFailed: Story = {
  render: () => (
    <ActivationDialog
      isOpen
      onClose={fn()}
      activation={failed('Server is not available')}
      onRetry={fn()}
      state={actionState()}
    />
  ),
};

const load = fn();
export const LoadWithAValidationError: Story = {
  render: () => (
    <LoadDialog
      isOpen
      onClose={fn()}
      currencyCode="EUR"
      accounts={samplePaymentAccounts}
      state={actionState({ run: load })}
    />
  ),
  play: async () => {
    const box = await dialog();
    await userEvent.type(within(box).getByRole('textbox', { name: /Amount/ }), '5000');
    await userEvent.click(within(box).getByRole('button', { name: 'Load the card' }));
    await expect(within(box).getByText('The account has €1,204.50 available. Enter that or less.')).toBeVisible();
    await expect(load).not.toHaveBeenCalled();
  },
};

const loadOk = fn();
export const LoadSent: Story = {
  render: () => (
    <LoadDialog
      isOpen
      onClose={fn()}
      currencyCode="EUR"
      accounts={samplePaymentAccounts}
      state={actionState({ run: loadOk })}
    />
  ),
  play: async () => {
    const box = await dialog();
    await userEvent.type(within(box).getByRole('textbox', { name: /Amount/ }), '25,5');
    await userEvent.click(within(box).getByRole('button', { name: 'Load the card' }));
    await expect(loadOk).toHaveBeenCalledWith({ fromAccountId: 11, amount: '25.5' });
  },
};

export const LoadDone: Story = {
  render: () => (
    <LoadDialog
      isOpen
      onClose={fn()}
      currencyCode="EUR"
      accounts={samplePaymentAccounts}
      state={actionState({ result: { amount: '25.50', balanceAfter: '209.70' } })}
    />
  ),
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent(
      '€25.50 is on the card. Its balance is now €209.70.',
    );
  },
};

export const LoadWithoutAccount: Story = {
  render: () => <LoadDialog isOpen onClose={fn()} currencyCode="RON" accounts={[]} state={actionState()} />,
};

const getPin = fn();
export const GetPinConfirm: Story = {
  render: () => <GetPinDialog isOpen onClose={fn()} cardName="Everyday card" state={actionState({ run: getPin })} />,
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveTextContent('The PIN never appears on this screen.');
    await userEvent.click(within(box).getByRole('button', { name: 'Send the PIN' }));
    await expect(getPin).toHaveBeenCalled();
  },
};

export const GetPinSent: Story = {
  render: () => (
    <GetPinDialog isOpen onClose={fn()} cardName="Everyday card" state={actionState({ result: '+49********432' })} />
  ),
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByRole('status')).toHaveTextContent('The PIN is on its way to +49********432.');
    await expect(within(box).queryByRole('button', { name: 'Send the PIN' })).toBeNull();
  },
};

export const GetPinRefused: Story = {
  render: () => (
    <GetPinDialog
      isOpen
      onClose={fn()}
      cardName="Everyday card"
      state={actionState({ error: 'No confirmed phone to send the PIN to' })}
    />
  ),
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent('No confirmed phone to send the PIN to');
  },
};

export const ShowPinRevealed: Story = {
  render: () => <ShowPinDialog isOpen onClose={fn()} cardName="Everyday card" loadPin={async () => '4821'} />,
  play: async () => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Show the PIN' }));
    await expect(await within(box).findByTestId('pin-digits')).toHaveTextContent('4821');
    await expect(within(box).getByText(/Hidden again in (10|9) seconds/)).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Hide the PIN' })).toHaveFocus();
  },
};

export const ShowPinRefused: Story = {
  render: () => (
    <ShowPinDialog
      isOpen
      onClose={fn()}
      cardName="Everyday card"
      loadPin={() => Promise.reject({ description: "The card's status does not allow this action" })}
    />
  ),
  play: async () => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Show the PIN' }));
    await expect(await within(box).findByRole('alert')).toHaveTextContent(
      "The card's status does not allow this action",
    );
  },
};

export const VirtualDetailsRevealed: Story = {
  render: () => (
    <VirtualDetailsDialog
      isOpen
      onClose={fn()}
      cardName="Online shopping"
      loadDetails={async () => sampleVirtualDetails}
    />
  ),
  play: async () => {
    const box = await dialog();
    await expect(within(box).queryByTestId('card-number')).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Show the card details' }));
    await expect(await within(box).findByTestId('card-number')).toHaveTextContent('5355 2212 3456 4417');
    await expect(within(box).getByTestId('card-cvv')).toHaveTextContent('123');
    await expect(within(box).getByText(/Hidden again in (30|29) seconds/)).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Hide the card details' }));
    await expect(within(box).queryByTestId('card-number')).toBeNull();
  },
};
