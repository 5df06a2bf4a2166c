import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import type { AddressReplacementCheck, CardApplicationInfo } from '../../api/application';
import {
  addressCheckInput,
  addressProblems,
  type ApplicationDraft,
  type ApplicationProblem,
  applicationProblems,
  checkKey,
  checkStateOf,
  chosenOffer,
  chosenShipping,
  feeAccountsFor,
  needsNewAddress,
} from '../../model/application';
import type { CardSummary } from '../lists/card-text';
import { AddressImpact } from './AddressImpact';
import { ApplicationSummary } from './ApplicationSummary';
import * as styles from './apply.css';
import { DeliveryAddress } from './DeliveryAddress';
import { FeeAccountChoice } from './FeeAccountChoice';
import { ProductChoice } from './ProductChoice';
import { ShippingChoice } from './ShippingChoice';

export type ApplySubmitState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; accountId: number; isVirtual: boolean };

export interface ApplyCardScreenProps {
  info: Loadable<CardApplicationInfo>;
  /** The offer of a newly entered country is on its way (the previous one stays on screen meanwhile). */
  infoUpdating?: boolean;
  draft: ApplicationDraft;
  onChange: (patch: Partial<ApplicationDraft>) => void;
  /** The address check, while a move needs one; null otherwise. */
  check: Loadable<AddressReplacementCheck> | null;
  /** The person's card accounts, to name the cards a move affects. */
  cards: readonly CardSummary[];
  submit: ApplySubmitState;
  onSubmit: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onRetryCheck: () => void;
}

const problemText: Record<ApplicationProblem, MessageDescriptor> = {
  kind: msg`Choose a virtual or a physical card.`,
  product: msg`Choose the currency of the card.`,
  shipping: msg`Choose how the card is shipped.`,
  address: msg`Complete the delivery address.`,
  addressCheck: msg`We have not finished checking what the move means for your cards.`,
  acknowledge: msg`Confirm that you understand what happens to the cards your move affects.`,
  noFeeAccount: msg`You need a payment account in the fee currency.`,
  feeAccount: msg`Choose the account that pays the fees.`,
  funds: msg`The balance of this account does not cover the fees.`,
};

/** /apply-card: choose a card, its shipping and delivery address, see what it costs, and order it. */
export function ApplyCardScreen(props: ApplyCardScreenProps) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Apply for a card</Trans>
      </h1>
      {props.submit.kind === 'done' ? (
        <Applied accountId={props.submit.accountId} isVirtual={props.submit.isVirtual} />
      ) : (
        <LoadableView value={props.info} label={t`Loading the card offer`} lines={6} onRetry={props.onRetry}>
          {(info) => <ApplicationForm {...props} info={info} />}
        </LoadableView>
      )}
    </div>
  );
}

function ApplicationForm(props: Omit<ApplyCardScreenProps, 'info'> & { info: CardApplicationInfo }) {
  const { i18n } = useLingui();
  const { info, draft, onChange, submit } = props;
  // Problems are shown once the person tried to confirm; until then the form does not scold.
  const [attempted, setAttempted] = useState(false);
  const problems = applicationProblems(info, draft, checkStateOf(props.check));
  const shown = (problem: ApplicationProblem) =>
    attempted && problems.includes(problem) ? i18n._(problemText[problem]) : null;
  const offer = chosenOffer(info, draft);
  const shipping = chosenShipping(info, draft);
  const physical = draft.kind === 'physical';
  const checkInput = addressCheckInput(info, draft);
  const feeAccounts = feeAccountsFor(offer, info.feeAccounts);
  const busy = submit.kind === 'submitting';

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problems.length === 0 && !busy) props.onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={confirm} noValidate aria-busy={busy || undefined}>
      <section className={pageLayout.section} aria-labelledby="apply-card-title">
        <h2 id="apply-card-title" className={pageLayout.subtitle}>
          <Trans>Your card</Trans>
        </h2>
        <ProductChoice
          offers={info.products}
          draft={draft}
          chosen={offer}
          onChange={onChange}
          kindError={shown('kind')}
          productError={shown('product')}
        />
        {props.infoUpdating && (
          <p className={pageLayout.muted} role="status">
            <Trans>Updating the offer for your new country…</Trans>
          </p>
        )}
      </section>

      {physical && (
        <section className={pageLayout.section} aria-labelledby="apply-delivery-title">
          <h2 id="apply-delivery-title" className={pageLayout.subtitle}>
            <Trans>Delivery</Trans>
          </h2>
          <ShippingChoice
            options={info.shippingOptions}
            value={draft.shippingOptionId}
            currency={offer?.fees.currency ?? info.products[0]?.fees.currency ?? 'EUR'}
            onChange={(shippingOptionId) => onChange({ shippingOptionId })}
            error={shown('shipping')}
          />
          <DeliveryAddress
            address={info.address}
            moved={draft.moved}
            newAddress={draft.newAddress}
            onMovedChange={(moved) => onChange({ moved, acknowledged: null })}
            onAddressChange={(newAddress) => onChange({ newAddress })}
            problems={attempted && needsNewAddress(info, draft) ? addressProblems(draft.newAddress) : {}}
          />
          {checkInput && props.check && (
            <AddressImpact
              check={props.check}
              countryCode={checkInput.countryCode}
              cards={props.cards}
              acknowledged={draft.acknowledged === checkKey(checkInput)}
              onAcknowledge={(yes) => onChange({ acknowledged: yes ? checkKey(checkInput) : null })}
              acknowledgeError={shown('acknowledge')}
              onRetry={props.onRetryCheck}
            />
          )}
        </section>
      )}

      {offer && (
        <section className={pageLayout.section} aria-labelledby="apply-payment-title">
          <h2 id="apply-payment-title" className={pageLayout.subtitle}>
            <Trans>Payment</Trans>
          </h2>
          <FeeAccountChoice
            accounts={feeAccounts}
            currency={offer.fees.currency}
            value={draft.feeAccountId}
            onChange={(feeAccountId) => onChange({ feeAccountId })}
            error={shown('feeAccount')}
          />
          {problems.includes('funds') && (
            <p className={pageLayout.message} role="alert">
              {i18n._(problemText.funds)}
            </p>
          )}
          <ApplicationSummary offer={offer} shipping={physical ? shipping : null} />
        </section>
      )}

      {attempted && problems.length > 0 && (
        <div className={pageLayout.message} role="alert">
          <p className={pageLayout.text}>
            <Trans>Before you confirm:</Trans>
          </p>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{i18n._(problemText[problem])}</li>
            ))}
          </ul>
        </div>
      )}
      {submit.kind === 'failed' && (
        <p className={pageLayout.message} role="alert">
          {submit.message}
        </p>
      )}
      <div className={pageLayout.actions}>
        <Button type="submit" isLoading={busy}>
          <Trans>Confirm and apply</Trans>
        </Button>
        <Button variant="secondary" onPress={props.onCancel} isDisabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function Applied({ accountId, isVirtual }: { accountId: number; isVirtual: boolean }) {
  return (
    <section className={pageLayout.section} aria-labelledby="applied-title">
      <h2 id="applied-title" className={pageLayout.subtitle}>
        {isVirtual ? <Trans>Your virtual card is ready</Trans> : <Trans>Your card is ordered</Trans>}
      </h2>
      <p className={pageLayout.successMessage} role="status">
        {isVirtual ? (
          <Trans>You can use it to pay online right away.</Trans>
        ) : (
          <Trans>We will make your card and send it to you. You can follow its status on the card's page.</Trans>
        )}
      </p>
      <div className={pageLayout.actions}>
        <AriaLink className={pageLayout.buttonLink} href={`/cards/${accountId}`}>
          <Trans>Open the card</Trans>
        </AriaLink>
      </div>
    </section>
  );
}
