import type { Account, Loadable } from '@paydeck/accounts';
import type { Activated, ActivationData, CardInfo, Reissue, VirtualDetails } from '../../api/card';
import type { CardActions } from '../../model/card-rules';
import type { CardDialog } from '../../model/offers';
import type { ActionState } from '../common/action-state';
import { type ActivationRequest, ActivationDialog } from './ActivationDialog';
import { GetPinDialog } from './GetPinDialog';
import { BlockDialog, EnrollDialog, PauseDialog, UnpauseDialog, UpgradeShippingDialog } from './ConfirmDialogs';
import { LoadDialog, type LoadRequest, type LoadResult } from './LoadDialog';
import { ReissueDialog } from './ReissueDialog';
import { RenameDialog } from './RenameDialog';
import { ShowPinDialog } from './ShowPinDialog';
import { VirtualDetailsDialog } from './VirtualDetailsDialog';

/** Every card action that calls the server, as the screen runs it. */
export interface CardActionStates {
  pause: ActionState<void, number>;
  unpause: ActionState<void, number>;
  rename: ActionState<string, string>;
  reissue: ActionState<boolean, Reissue>;
  upgradeShipping: ActionState<void, Reissue>;
  activate: ActionState<ActivationRequest, Activated>;
  block: ActionState<void, number>;
  enrollment: ActionState<void, boolean>;
  load: ActionState<LoadRequest, LoadResult>;
  /** Get PIN: the PIN sent by SMS; the result is where it went. */
  getPin: ActionState<void, string>;
}

export interface CardSecrets {
  /** The PIN, asked for each time it is shown. */
  loadPin: () => Promise<string>;
  /** A virtual card's number and CVV, asked for each time they are shown. */
  loadDetails: () => Promise<VirtualDetails>;
}

export interface CardActionDialogsProps extends CardSecrets {
  open: CardDialog;
  onClose: () => void;
  account: Account;
  info: CardInfo;
  actions: CardActions;
  cardName: string;
  states: CardActionStates;
  activation: Loadable<ActivationData>;
  onRetryActivation: () => void;
  /** The open payment accounts in the card's currency. */
  loadAccounts: readonly Account[];
}

/** The dialog of the action being taken. */
export function CardActionDialogs(props: CardActionDialogsProps) {
  const { open, onClose, account, info, cardName, states } = props;
  const common = { isOpen: true, onClose };
  switch (open) {
    case 'pause':
      return <PauseDialog {...common} cardName={cardName} state={states.pause} />;
    case 'unpause':
      return <UnpauseDialog {...common} cardName={cardName} state={states.unpause} />;
    case 'enrollment':
      return <EnrollDialog {...common} cardName={cardName} state={states.enrollment} />;
    case 'upgradeShipping':
      return (
        <UpgradeShippingDialog
          {...common}
          cardName={cardName}
          currencyCode={account.currencyCode}
          state={states.upgradeShipping}
        />
      );
    case 'block':
      return <BlockDialog {...common} cardName={cardName} state={states.block} canPause={props.actions.pause} />;
    case 'rename':
      return <RenameDialog {...common} currentName={account.cardAliasName ?? ''} state={states.rename} />;
    case 'reissue':
      return (
        <ReissueDialog
          {...common}
          currencyCode={account.currencyCode}
          shippingAddress={info.shippingAddress}
          state={states.reissue}
        />
      );
    case 'activate':
      return (
        <ActivationDialog
          {...common}
          activation={props.activation}
          onRetry={props.onRetryActivation}
          state={states.activate}
        />
      );
    case 'load':
      return (
        <LoadDialog {...common} currencyCode={account.currencyCode} accounts={props.loadAccounts} state={states.load} />
      );
    case 'showPin':
      return <ShowPinDialog {...common} cardName={cardName} loadPin={props.loadPin} />;
    case 'getPin':
      return <GetPinDialog {...common} cardName={cardName} state={states.getPin} />;
    case 'details':
      return <VirtualDetailsDialog {...common} cardName={cardName} loadDetails={props.loadDetails} />;
  }
}
