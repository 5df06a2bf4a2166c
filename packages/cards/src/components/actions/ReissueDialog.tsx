import { Trans, useLingui } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import { Button, Radio, RadioGroup } from '@paydeck/ui';
import { useState } from 'react';
import type { Reissue, ShippingAddress } from '../../api/card';
import { REISSUE_FEES, type ReissueShipping } from '../../model/reissue';
import type { ActionState } from '../common/action-state';
import { ActionDialog, Done } from './ActionDialog';
import * as styles from './actions.css';

export interface ReissueDialogProps {
  isOpen: boolean;
  onClose: () => void;
  currencyCode: string;
  /** Where the new card goes, when the server said. */
  shippingAddress: ShippingAddress | null;
  /** Runs with isExpressShipping. */
  state: ActionState<boolean, Reissue>;
}

/** Orders a replacement card, shipped standard (5.00) or express (25.00), paid from the card's balance. */
export function ReissueDialog({ isOpen, onClose, currencyCode, shippingAddress, state }: ReissueDialogProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  const [shipping, setShipping] = useState<ReissueShipping>('standard');
  const fee = money(REISSUE_FEES[shipping], currencyCode);
  const standardFee = money(REISSUE_FEES.standard, currencyCode);
  const expressFee = money(REISSUE_FEES.express, currencyCode);
  const address = shippingAddress
    ? `${shippingAddress.address1}, ${shippingAddress.postalCode} ${shippingAddress.city}, ${shippingAddress.countryCode}`
    : null;
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Order a new card`}
      state={state}
      done={(reissue) => (
        <Done>
          {reissue.isExpressShipping ? (
            <Trans>Your new card is ordered and ships express.</Trans>
          ) : (
            <Trans>Your new card is ordered and ships by standard post.</Trans>
          )}
        </Done>
      )}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          state.run(shipping === 'express');
        }}
      >
        <p className={styles.text}>
          <Trans>We make a replacement for this card and send it to you.</Trans>
        </p>
        {address && (
          <p className={styles.text}>
            <Trans>It goes to {address}.</Trans>
          </p>
        )}
        <RadioGroup
          label={t`Shipping`}
          value={shipping}
          onChange={(value) => setShipping(value === 'express' ? 'express' : 'standard')}
        >
          <Radio value="standard">
            <Trans>Standard, {standardFee}</Trans>
          </Radio>
          <Radio value="express">
            <Trans>Express, {expressFee}</Trans>
          </Radio>
        </RadioGroup>
        <p className={styles.notice}>
          <Trans>{fee} is taken from this card's balance.</Trans>
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onPress={onClose} isDisabled={state.busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isLoading={state.busy}>
            <Trans>Pay {fee} and order</Trans>
          </Button>
        </div>
      </form>
    </ActionDialog>
  );
}
