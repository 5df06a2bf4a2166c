import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, availableAmount, compareDecimal, useMoneyText } from '@paydeck/accounts';
import { formatMoney } from '@paydeck/i18n';
import { Button, Dialog, ListOption, Select } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
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

/**
 * Pay a received invoice (payments.md 4): the account to pay from, then a review of what leaves (amount, fee,
 * total), to whom and from which account, and only its confirm sends; transfers' approval flow follows.
 */
export function PayDialog({ invoice, accounts, paying, error, onPay, onClose }: PayDialogProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const [chosen, setChosen] = useState<number | null>(accounts[0]?.accountId ?? null);
  const [reviewing, setReviewing] = useState(false);
  const account = accounts.find((item) => item.accountId === chosen);
  const short = account !== undefined && compareDecimal(invoice.total, availableAmount(account)) > 0;
  const amount = formatMoney(invoice.total, invoice.currencyCode, i18n.locale);
  const to = invoice.payeeName ?? '';
  const accountLabel = (item: Account) => `${item.currencyCode} · ${money(availableAmount(item), item.currencyCode)}`;
  const refusal = error && (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );

  if (reviewing && account) {
    const rows: [string, ReactNode][] = [
      [t`Pay to`, invoice.payeeEmail ? `${to} (${invoice.payeeEmail})` : to],
      [t`Amount`, formatMoney(invoice.amount, invoice.currencyCode, i18n.locale)],
      [t`Fee`, formatMoney(invoice.feePayment, invoice.currencyCode, i18n.locale)],
      [t`Leaves your account`, amount],
      [t`From account`, `${account.accountNumber} (${accountLabel(account)})`],
      [t`Invoice`, String(invoice.id)],
    ];
    if (invoice.noteBody) rows.push([t`Note`, invoice.noteBody]);
    return (
      <Dialog
        isOpen
        onOpenChange={(open) => !open && onClose()}
        title={t`Review the payment`}
        actions={
          <>
            <Button variant="secondary" onPress={() => setReviewing(false)} isDisabled={paying}>
              <Trans>Back</Trans>
            </Button>
            <Button isLoading={paying} onPress={() => !paying && onPay(account.accountId)}>
              <Trans>Pay {amount}</Trans>
            </Button>
          </>
        }
      >
        <div className={styles.form}>
          <dl className={styles.details}>
            {rows.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.definition}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.muted}>
            <Trans>Nothing is paid until you confirm. Your approval may be asked next.</Trans>
          </p>
          {refusal}
        </div>
      </Dialog>
    );
  }

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
          <Button isDisabled={account === undefined || short} onPress={() => setReviewing(true)}>
            <Trans>Review the payment</Trans>
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
              const label = accountLabel(item);
              return (
                <ListOption key={item.accountId} id={item.accountId} textValue={label}>
                  {label}
                </ListOption>
              );
            })}
          </Select>
        )}
        {refusal}
      </div>
    </Dialog>
  );
}
