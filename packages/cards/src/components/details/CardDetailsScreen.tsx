import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Link } from '@paydeck/ui';
import { useState } from 'react';
import type { ActivationData, CardInfo } from '../../api/card';
import { cardRuleInput } from '../../model/card-account';
import { cardActions, readOnlyCardActions } from '../../model/card-rules';
import { type CardDialog, cardOffers } from '../../model/offers';
import { type CardActionStates, CardActionDialogs, type CardSecrets } from '../actions/CardActionDialogs';
import { cardName } from '../common/card-text';
import { CardSummary } from '../common/CardSummary';
import { CardFacts } from './CardFacts';
import { CardOffersList } from './CardOffersList';
import * as styles from './details.css';

/** The card account from the account list and what cardInfo adds. */
export interface CardDetails {
  account: Account;
  info: CardInfo;
}

export interface CardDetailsScreenProps extends CardSecrets {
  card: Loadable<CardDetails>;
  onRetry: () => void;
  states: CardActionStates;
  /** Asked for only while the card can be activated. */
  activation: Loadable<ActivationData>;
  onRetryActivation: () => void;
  /** The open payment accounts in the card's currency (loading the card). */
  loadAccounts: readonly Account[];
  /** The dialog open at first (stories). */
  initialDialog?: CardDialog | null;
  /** The company right lets the person change the card (auth's `can('initiate')`); else only what it shows. */
  canChange?: boolean;
}

/** The address of a card's PIN page. */
export const cardPinHref = (accountId: number) => `/card/${accountId}/pin`;

/**
 * /cards/{accountId}: the card, what is known about it, and exactly the actions its status allows
 * (cardActions) and the company right (`canChange`), each behind its dialog.
 */
export function CardDetailsScreen({ card, onRetry, initialDialog = null, ...rest }: CardDetailsScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <div className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Card details</Trans>
        </h1>
        <Link href="/cards">
          <Trans>All cards</Trans>
        </Link>
      </div>
      <LoadableView value={card} label={t`Loading the card`} lines={6} onRetry={onRetry}>
        {(details) => <CardDetailsView details={details} initialDialog={initialDialog} {...rest} />}
      </LoadableView>
    </div>
  );
}

function CardDetailsView({
  details: { account, info },
  initialDialog,
  states,
  canChange = true,
  ...rest
}: Omit<CardDetailsScreenProps, 'card' | 'onRetry'> & { details: CardDetails; initialDialog: CardDialog | null }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<CardDialog | null>(initialDialog);
  const allowed = cardActions(cardRuleInput(account, info));
  const actions = canChange ? allowed : readOnlyCardActions(allowed);
  const offers = cardOffers(actions, info.enrolled);

  function openDialog(dialog: CardDialog) {
    if (dialog !== 'showPin' && dialog !== 'details') states[dialog].reset();
    setOpen(dialog);
  }

  return (
    <>
      <div className={styles.top}>
        <CardSummary card={account} />
        <CardFacts account={account} info={info} actions={actions} />
      </div>
      {canChange && <CardOffersList offers={offers} pinHref={cardPinHref(account.accountId)} onOpen={openDialog} />}
      {open && (
        <CardActionDialogs
          open={open}
          onClose={() => setOpen(null)}
          account={account}
          info={info}
          actions={actions}
          cardName={cardName(account, i18n)}
          states={states}
          {...rest}
        />
      )}
    </>
  );
}
