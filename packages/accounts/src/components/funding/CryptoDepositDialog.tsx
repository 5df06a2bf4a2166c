import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog, ListOption, QRCode, Select } from '@paydeck/ui';
import { useState } from 'react';
import { type Account, type Wallet, type WalletCurrency, walletCurrencies } from '../../api/accounts';
import * as layout from '../common/layout.css';
import { Failure } from '../common/Loadable';
import * as styles from './funding.css';

export interface CryptoDepositDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The open payment accounts a deposit can be credited to. */
  accounts: readonly Pick<Account, 'accountId' | 'accountNumber' | 'currencyCode'>[];
  onCreate: (input: { currencyCode: WalletCurrency; accountId: number }) => void;
  busy: boolean;
  error?: string | null | undefined;
  wallet?: Wallet | null | undefined;
}

/** A crypto deposit address for an account (create wallet), as text and as a QR code. */
export function CryptoDepositDialog({
  isOpen,
  onClose,
  accounts,
  onCreate,
  busy,
  error,
  wallet,
}: CryptoDepositDialogProps) {
  const { t } = useLingui();
  const [currency, setCurrency] = useState<WalletCurrency>('BTC');
  const [accountId, setAccountId] = useState<number | null>(accounts[0]?.accountId ?? null);
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t`Deposit crypto`}>
      <form
        className={layout.list}
        onSubmit={(event) => {
          event.preventDefault();
          if (accountId !== null) onCreate({ currencyCode: currency, accountId });
        }}
      >
        <Select
          label={t`Crypto currency`}
          selectedKey={currency}
          onSelectionChange={(key) => setCurrency(key as WalletCurrency)}
        >
          {walletCurrencies.map((code) => (
            <ListOption key={code} id={code}>
              {code}
            </ListOption>
          ))}
        </Select>
        <Select
          label={t`Credit to account`}
          items={accounts.map((account) => ({
            id: account.accountId,
            name: `${account.currencyCode} · ${account.accountNumber}`,
          }))}
          selectedKey={accountId}
          onSelectionChange={(key) => setAccountId(key === null ? null : Number(key))}
        >
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        {error && <Failure message={error} />}
        <div className={layout.actions}>
          <Button type="submit" isDisabled={accountId === null} isLoading={busy}>
            <Trans>Show the address</Trans>
          </Button>
        </div>
      </form>
      {wallet && (
        <div className={styles.wallet}>
          <p className={layout.text}>
            <Trans>Send only {wallet.currencyCode} to this address:</Trans>
          </p>
          <p className={styles.address} data-testid="wallet-address">
            {wallet.address}
          </p>
          <QRCode value={wallet.address} label={t`QR code of the ${wallet.currencyCode} deposit address`} size={160} />
        </div>
      )}
    </Dialog>
  );
}
