import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, useMoneyText } from '@paydeck/accounts';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { useState } from 'react';
import type { Activated, ActivationData } from '../../api/card';
import { extraParamProblem, extraParamValues } from '../../model/activation';
import type { ActionState } from '../common/action-state';
import { PinDigits } from '../common/PinDigits';
import { ActionDialog } from './ActionDialog';
import * as styles from './actions.css';

export interface ActivationRequest {
  feeAccountId: number;
  extraParams: Record<string, string>;
}

export interface ActivationDialogProps {
  isOpen: boolean;
  onClose: () => void;
  activation: Loadable<ActivationData>;
  onRetry: () => void;
  state: ActionState<ActivationRequest, Activated>;
}

/**
 * Activates a shipped card: the fee, the account that pays it, the fields the server asks for; then the
 * card's first PIN, shown once.
 */
export function ActivationDialog({ isOpen, onClose, activation, onRetry, state }: ActivationDialogProps) {
  const { t } = useLingui();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Activate the card`}
      state={state}
      doneLabel={t`I have noted it`}
      done={({ pinCode }) => (
        <div className={styles.form}>
          <p className={styles.success}>
            <Trans>Your card is active.</Trans>
          </p>
          <p className={styles.text}>
            <Trans>This is the card's PIN. Note it now and keep it where nobody else can see it.</Trans>
          </p>
          <PinDigits pin={pinCode} boxed />
        </div>
      )}
    >
      <LoadableView value={activation} label={t`Loading the activation details`} onRetry={onRetry}>
        {(data) => <ActivationForm data={data} state={state} onCancel={onClose} />}
      </LoadableView>
    </ActionDialog>
  );
}

function ActivationForm({
  data,
  state,
  onCancel,
}: {
  data: ActivationData;
  state: ActionState<ActivationRequest, Activated>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const money = useMoneyText();
  const [feeAccountId, setFeeAccountId] = useState<number | null>(data.feeAccounts[0]?.accountId ?? null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const fee = money(data.fees, data.feeCurrency);
  const currency = data.feeCurrency;

  if (data.feeAccounts.length === 0) {
    return (
      <div className={styles.form}>
        <p className={styles.notice}>
          <Trans>The activation fee is {fee}.</Trans>
        </p>
        <p role="alert" className={styles.warning}>
          <Trans>
            To pay it you need a payment account in {currency}. Open one, add money to it, then activate the card.
          </Trans>
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onPress={onCancel}>
            <Trans>Done</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const extraParams = extraParamValues(data.extraParams, values);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (feeAccountId !== null && extraParams) state.run({ feeAccountId, extraParams });
      }}
    >
      <p className={styles.notice}>
        <Trans>The activation fee is {fee}.</Trans>
      </p>
      <Select
        label={t`Pay the fee from`}
        items={data.feeAccounts.map((account) => ({
          id: account.accountId,
          name: `${account.accountNumber} · ${money(account.balance, account.currencyCode)}`,
        }))}
        selectedKey={feeAccountId}
        onSelectionChange={(key) => setFeeAccountId(key === null ? null : Number(key))}
        isRequired
      >
        {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
      </Select>
      {data.extraParams.map((param) => {
        const problem = extraParamProblem(param, values[param.name] ?? '');
        return (
          <TextField
            key={param.name}
            label={param.label}
            value={values[param.name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [param.name]: value }))}
            isRequired
            autoComplete="off"
            isInvalid={tried && problem !== null}
            errorMessage={problem === 'required' ? t`Fill in this field.` : t`This is not in the expected format.`}
            validationBehavior="aria"
          />
        );
      })}
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={onCancel} isDisabled={state.busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isLoading={state.busy}>
          <Trans>Pay {fee} and activate</Trans>
        </Button>
      </div>
    </form>
  );
}
