import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, availableAmount, compareDecimal, useMoneyText } from '@paydeck/accounts';
import { formatMoney } from '@paydeck/i18n';
import { Button, Dialog, ListOption, Select } from '@paydeck/ui';
import { useState } from 'react';
import type { Invoice } from '../api/schemas';
import * as styles from './invoices.css';

export interface PayDialogProps {
  invoice: Invoice;
  /** The person's open payment accounts in the invoice's currency. */
  accounts: readonly Account[];
  /** True while the payment is on its way (a second press sends nothing). */
  paying: boolean;
  /** A refusal of the payment, in words. */
  error: string | null;
  onPay: (fromAccountId: number) => void;
  onClose: () => void;
}

/** Pay a received invoice (payments.md 4): the account to pay from, the amount, then transfers' approval flow. */
export function PayDialog({ invoice, accounts, paying, error, onPay, onClose }: PayDialogProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const [chosen, setChosen] = useState<number | null>(accounts[0]?.accountId ?? null);
  const account = accounts.find((item) => item.accountId === chosen);
  const short = account !== undefined && compareDecimal(invoice.total, availableAmount(account)) > 0;
  const amount = formatMoney(invoice.total, invoice.currencyCode, i18n.locale);
  const to = invoice.payeeName ?? '';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t`Pay the invoice`}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            isDisabled={account === undefined || short}
            isLoading={paying}
            onPress={() => account && !paying && onPay(account.accountId)}
          >
            <Trans>Pay {amount}</Trans>
          </Button>
        </>
      )}
    >
      <div className={styles.form}>
        <p>
          <Trans>
            {amount} to {to}
          </Trans>
        </p>
        {invoice.noteBody && <p className={styles.muted}>{invoice.noteBody}</p>}
        {accounts.length === 0 ? (
          <p role="alert" className={styles.error}>
            <Trans>You have no {invoice.currencyCode} account to pay from.</Trans>
          </p>
        ) : (
          <Select
            label={t`From account`}
            selectedKey={chosen}
            onSelectionChange={(key) => setChosen(key === null ? null : Number(key))}
            isInvalid={short}
            errorMessage={short ? t`Not enough money on this account.` : undefined}
          >
            {accounts.map((item) => {
              const label = `${item.currencyCode} · ${money(availableAmount(item), item.currencyCode)}`;
              return (
                <ListOption key={item.accountId} id={item.accountId} textValue={label}>
                  {label}
                </ListOption>
              );
            })}
          </Select>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
