import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout, useMoneyText } from '@paydeck/accounts';
import { Radio, RadioGroup } from '@paydeck/ui';
import type { FeeAccount } from '../../api/application';
import * as styles from './apply.css';

export interface FeeAccountChoiceProps {
  /** The payment accounts in the fee currency. */
  accounts: readonly FeeAccount[];
  currency: string;
  value: number | null;
  onChange: (accountId: number) => void;
  error: string | null;
}

/** The payment account the fees are taken from. */
export function FeeAccountChoice({ accounts, currency, value, onChange, error }: FeeAccountChoiceProps) {
  const { t } = useLingui();
  const money = useMoneyText();
  if (accounts.length === 0) {
    return (
      <p className={pageLayout.message} role="alert">
        <Trans>
          You need a payment account in {currency} to pay the fees of this card. Add one from your home page, or choose
          another currency.
        </Trans>
      </p>
    );
  }
  const chosen = accounts.some((account) => account.accountId === value) ? String(value) : null;
  return (
    <RadioGroup
      label={t`Pay the fees from`}
      value={chosen}
      onChange={(id) => onChange(Number(id))}
      isInvalid={error !== null}
      errorMessage={error}
      isRequired
    >
      {accounts.map((account) => (
        <Radio key={account.accountId} value={String(account.accountId)}>
          <span className={styles.optionText}>
            {account.accountNumber}
            <span className={styles.optionNote}>
              <Trans>Balance {money(account.balance, account.currencyCode)}</Trans>
            </span>
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
