import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, type Loadable, LoadableView, PendingAmount, pageLayout, useMoneyText } from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import type { OwnTransferResult } from '../../api/own-accounts';
import type { PopupOutcome } from '../send-steps/outcome-state';
import { useSentTransfer } from '../send-steps/useSentTransfer';
import * as styles from './own-accounts.css';
import { OwnTransferForm, type OwnTransferFormProps } from './OwnTransferForm';
import { transferAccounts } from './rules';
import { TransferResult } from './TransferResult';

export type { PopupOutcome };

export interface OwnAccountsScreenProps extends Omit<OwnTransferFormProps, 'accounts' | 'onDone'> {
  accounts: Loadable<Account[]>;
  onRetry: () => void;
  /** The company access right acted with (3 only initiates: "Transaction created"). */
  accessRight: number | null;
  /**
   * The approval popup, opened after the confirm only when the approval mode asks for a second factor
   * (payments.md 4); it reports once, decided or closed undecided. Without it (stories) the outcome shows at once.
   */
  approval?: (result: OwnTransferResult, onOutcome: (outcome: PopupOutcome) => void) => ReactNode;
  /** The confirmed intent is over ("make another transfer", "try again"): the container starts a new one. */
  onAgain: () => void;
  /** A result to start with (stories). */
  initialResult?: OwnTransferResult | null;
  /** A message above the form (a transfer to repeat that cannot be read). */
  notice?: ReactNode;
}

/**
 * transfer/account: money between the person's own accounts (payments.md 7) in three steps: the form, its
 * review, one outcome (the approval popup between the last two when the mode asks for a second factor).
 */
export function OwnAccountsScreen({
  accounts,
  onRetry,
  accessRight,
  approval,
  onAgain,
  initialResult = null,
  initialValues,
  notice,
  ...form
}: OwnAccountsScreenProps) {
  const { t } = useLingui();
  const sent = useSentTransfer<OwnTransferResult>(accessRight, approval !== undefined, initialResult);
  const [reference, setReference] = useState<string | null>(null);
  // "Make another transfer" remounts the form empty; "Try again" shows the same form (its review) again.
  const [formKey, setFormKey] = useState(0);
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
                ) : (
                  <>
                    {sent.outcome && sent.result && (
                      <TransferResult
                        result={sent.result}
                        state={sent.outcome}
                        reference={reference}
                        onAgain={() => {
                          onAgain();
                          sent.clear();
                          setFormKey((key) => key + 1);
                        }}
                        onRetry={() => {
                          onAgain();
                          sent.clear();
                        }}
                      />
                    )}
                    <div hidden={sent.outcome !== null}>
                      {formKey === 0 && notice}
                      <OwnTransferForm
                        key={formKey}
                        {...form}
                        initialValues={formKey === 0 ? initialValues : undefined}
                        accounts={usable}
                        onDone={(answer, input) => {
                          setReference(input.reference ?? null);
                          sent.accept(answer);
                        }}
                      />
                    </div>
                    {sent.popupOpen && sent.result && approval?.(sent.result, sent.settle)}
                  </>
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
