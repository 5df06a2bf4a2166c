import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, availableAmount, useMoneyText } from '@paydeck/accounts';
import { AmountInput, Button, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import { LOAD_DECIMALS, type LoadAmountProblem, loadAmountProblem, loadAmountText } from '../../model/load';
import type { ActionState } from '../common/action-state';
import { ActionDialog, Done } from './ActionDialog';
import * as styles from './actions.css';

export interface LoadRequest {
  fromAccountId: number;
  /** A decimal string with a point, at most 2 decimals. */
  amount: string;
}

export interface LoadResult {
  amount: string;
  /** The card's balance with the amount on it. */
  balanceAfter: string;
}

export interface LoadDialogProps {
  isOpen: boolean;
  onClose: () => void;
  currencyCode: string;
  /** The open payment accounts in the card's currency. */
  accounts: readonly Account[];
  state: ActionState<LoadRequest, LoadResult>;
}

/** Moves money from a payment account in the card's currency onto the card. */
export function LoadDialog({ isOpen, onClose, currencyCode, accounts, state }: LoadDialogProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Load the card`}
      state={state}
      done={(result) => {
        const amount = money(result.amount, currencyCode);
        const balance = money(result.balanceAfter, currencyCode);
        return (
          <Done>
            <Trans>
              {amount} is on the card. Its balance is now {balance}.
            </Trans>
          </Done>
        );
      }}
    >
      {accounts.length === 0 ? (
        <>
          <p className={styles.notice}>
            <Trans>You have no payment account in {currencyCode} to load the card from.</Trans>
          </p>
          <div className={styles.buttons}>
            <Button variant="secondary" onPress={onClose}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </>
      ) : (
        <LoadForm currencyCode={currencyCode} accounts={accounts} state={state} onCancel={onClose} />
      )}
    </ActionDialog>
  );
}

function LoadForm({
  currencyCode,
  accounts,
  state,
  onCancel,
}: {
  currencyCode: string;
  accounts: readonly Account[];
  state: ActionState<LoadRequest, LoadResult>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const money = useMoneyText();
  const [fromAccountId, setFromAccountId] = useState<number>(accounts[0]?.accountId ?? 0);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const from = accounts.find((account) => account.accountId === fromAccountId) ?? accounts[0];
  const available = from ? availableAmount(from) : '0.00';
  const problem = loadAmountProblem(amount, available);
  const availableText = money(available, currencyCode);
  const messages: Record<LoadAmountProblem, string | null> = {
    required: t`Enter the amount to load.`,
    zero: t`Enter an amount above zero.`,
    exceedsAvailable: t`The account has ${availableText} available. Enter that or less.`,
    // AmountInput words these itself.
    format: null,
    decimals: null,
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (problem === null && from) state.run({ fromAccountId: from.accountId, amount: loadAmountText(amount) });
      }}
    >
      <Select
        label={t`From account`}
        items={accounts.map((account) => ({
          id: account.accountId,
          name: `${account.accountNumber} · ${money(availableAmount(account), account.currencyCode)}`,
        }))}
        selectedKey={fromAccountId}
        onSelectionChange={(key) => key !== null && setFromAccountId(Number(key))}
        description={t`Available: ${availableText}`}
        isRequired
      >
        {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
      </Select>
      <AmountInput
        label={t`Amount`}
        currency={currencyCode}
        value={amount}
        onChange={setAmount}
        maxDecimals={LOAD_DECIMALS}
        isRequired
        isInvalid={tried && problem !== null}
        errorMessage={problem ? messages[problem] : null}
      />
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={onCancel} isDisabled={state.busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isLoading={state.busy}>
          <Trans>Load the card</Trans>
        </Button>
      </div>
    </form>
  );
}
