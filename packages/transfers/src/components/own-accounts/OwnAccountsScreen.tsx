import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, type Loadable, LoadableView, PendingAmount, pageLayout, useMoneyText } from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import type { OwnTransferResult } from '../../api/own-accounts';
import { submitOutcome } from '../../model/approval';
import * as styles from './own-accounts.css';
import { OwnTransferForm, type OwnTransferFormProps } from './OwnTransferForm';
import { transferAccounts } from './rules';
import { type ResultState, TransferResult } from './TransferResult';

/** How the approval popup ended (its `onDone`): decided, or closed while the transfer still waits. */
export type PopupOutcome = 'submitted' | 'created' | 'failed' | 'waiting';

export interface OwnAccountsScreenProps extends Omit<OwnTransferFormProps, 'accounts' | 'onDone'> {
  accounts: Loadable<Account[]>;
  onRetry: () => void;
  /** The company access right acted with (3 only initiates: "Transaction created"). */
  accessRight: number | null;
  /**
   * The popup every answer opens (payments.md 4: success at once, or the approval); without it (stories)
   * the page shows the answer's state directly.
   */
  approval?: (result: OwnTransferResult, onDone: (outcome: PopupOutcome) => void) => ReactNode;
  /** "Make another transfer": the container starts a new intent (a new idempotency key). */
  onAgain: () => void;
  /** A result to start with (stories). */
  initialResult?: OwnTransferResult | null;
}

/** transfer/account: money between the person's own accounts (payments.md 7). */
export function OwnAccountsScreen({
  accounts,
  onRetry,
  accessRight,
  approval,
  onAgain,
  initialResult = null,
  ...form
}: OwnAccountsScreenProps) {
  const { t } = useLingui();
  const [result, setResult] = useState<OwnTransferResult | null>(initialResult);
  const [popup, setPopup] = useState<'open' | PopupOutcome | null>(null);
  const stateOf = (answer: OwnTransferResult): ResultState => {
    if (popup === 'submitted') return 'success';
    if (popup === 'created' || popup === 'failed') return popup;
    const outcome = submitOutcome({ approveType: answer.approveType, accessRight });
    return outcome.kind;
  };
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Between your accounts</Trans>
      </h1>
      <section className={pageLayout.section} aria-label={t`Transfer between your accounts`}>
        <LoadableView value={accounts} label={t`Loading your accounts`} onRetry={onRetry} lines={6}>
          {(all) => {
            const usable = transferAccounts(all);
            return (
              <>
                <Balances accounts={usable} />
                {usable.length < 2 ? (
                  <EmptyState
                    headingLevel={2}
                    title={<Trans>You need two accounts for this</Trans>}
                    description={
                      <Trans>
                        Money moves between two of your open currency accounts. Add a currency on the home page to open
                        another account.
                      </Trans>
                    }
                  />
                ) : result ? (
                  <>
                    <TransferResult
                      key={popup ?? 'none'}
                      result={result}
                      state={stateOf(result)}
                      autoFocus={popup !== 'open'}
                      onAgain={() => {
                        onAgain();
                        setPopup(null);
                        setResult(null);
                      }}
                    />
                    {popup === 'open' && approval?.(result, setPopup)}
                  </>
                ) : (
                  <OwnTransferForm
                    {...form}
                    accounts={usable}
                    onDone={(answer) => {
                      setResult(answer);
                      if (approval) setPopup('open');
                    }}
                  />
                )}
              </>
            );
          }}
        </LoadableView>
      </section>
    </div>
  );
}

/** The balances of the accounts that may take part, and what each holds for an approval: what changes after a transfer. */
function Balances({ accounts }: { accounts: readonly Account[] }) {
  const { t } = useLingui();
  const money = useMoneyText();
  if (accounts.length === 0) return null;
  return (
    <ul className={styles.balances} aria-label={t`Your balances`}>
      {accounts.map((account) => (
        <li
          key={account.accountId}
          className={styles.balance}
          data-testid="own-balance"
          data-currency={account.currencyCode.toUpperCase()}
        >
          <span className={styles.muted}>
            {account.currencyCode.toUpperCase()} · {account.accountNumber}
          </span>
          <span className={styles.strong} data-testid="own-balance-amount">
            {money(account.balance, account.currencyCode)}
          </span>
          <PendingAmount account={account} />
        </li>
      ))}
    </ul>
  );
}
