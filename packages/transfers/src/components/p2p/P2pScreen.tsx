import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, type Loadable, LoadableView, pageLayout as layout } from '@paydeck/accounts';
import { EmptyState } from '@paydeck/ui';
import { type ReactNode, useState } from 'react';
import type { P2pTransferInput, RecentTransfer } from '../../api/p2p';
import type { SubmitResult } from '../../api/schemas';
import type { PopupOutcome } from '../send-steps/outcome-state';
import { useSentTransfer } from '../send-steps/useSentTransfer';
import { P2pForm, type P2pFormProps, type P2pPrefill } from './P2pForm';
import { P2pOutcome } from './P2pOutcome';
import { p2pAccounts, payeeName } from './p2p-rules';
import { RecentP2p } from './RecentP2p';

export interface P2pScreenProps extends Omit<P2pFormProps, 'accounts' | 'onDone'> {
  /** The session's permission flag for p2p (sendMoneyUser) allows it. */
  allowed: boolean;
  accounts: Loadable<Account[]>;
  onRetryAccounts: () => void;
  recent: Loadable<RecentTransfer[]>;
  onRetryRecent: () => void;
  /** The company access right acted with (3 only initiates: "Transaction created"). */
  accessRight?: number | null;
  /**
   * The approval popup, opened after the confirm only when the approval mode asks for a second factor; it reports
   * once, decided or closed undecided. Without it (stories) the outcome shows at once.
   */
  approval?: (result: SubmitResult, onOutcome: (outcome: PopupOutcome) => void) => ReactNode;
  /** The confirmed intent is over ("make another transfer", "try again"): the container starts a new one. */
  onAgain?: () => void;
  /** A message above the form (a transfer to repeat that cannot be read). */
  notice?: ReactNode;
  /** An answer to start with (stories), with what was sent. */
  initialResult?: { result: SubmitResult; input: P2pTransferInput } | null;
}

/**
 * transfer/p2p: send money to another Paydeck customer by e-mail in three steps (the form, its review, one
 * outcome; the approval popup between the last two for a second factor), the last three such transfers beside.
 */
export function P2pScreen({
  allowed,
  accounts,
  onRetryAccounts,
  recent,
  onRetryRecent,
  accessRight = null,
  approval,
  onAgain = () => undefined,
  notice,
  initialResult = null,
  prefill = null,
  ...form
}: P2pScreenProps) {
  const { t } = useLingui();
  const sent = useSentTransfer<SubmitResult>(accessRight, approval !== undefined, initialResult?.result);
  const [input, setInput] = useState<P2pTransferInput | null>(initialResult?.input ?? null);
  const [formKey, setFormKey] = useState(0);
  const [pick, setPick] = useState<P2pPrefill | null>(prefill);
  const again = (next: P2pPrefill | null) => {
    onAgain();
    sent.clear();
    setPick(next);
    setFormKey((key) => key + 1);
  };
  const pickPayee = (transfer: RecentTransfer) => {
    const next = { id: (pick?.id ?? 0) + 1, values: { toEmail: transfer.toEmail ?? '' } };
    if (sent.result) again(next);
    else setPick(next);
  };
  const nameOf = (email: string) =>
    form.beneficiaries.kind === 'ready' ? payeeName(form.beneficiaries.data, email) : null;
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>Send to a person</Trans>
        </h1>
      </header>
      {!allowed ? (
        <EmptyState
          title={t`Transfers to people are not available`}
          description={t`Your access does not include sending money to other people. Ask the company's administrator if you need it.`}
        />
      ) : (
        <div className={layout.twoColumns}>
          <section aria-labelledby="p2p-form-title" className={layout.section}>
            <h2 id="p2p-form-title" className={layout.subtitle}>
              <Trans>Payment details</Trans>
            </h2>
            <LoadableView value={accounts} label={t`Loading your accounts`} onRetry={onRetryAccounts}>
              {(all) => {
                const payers = p2pAccounts(all);
                if (payers.length === 0)
                  return (
                    <EmptyState
                      headingLevel={3}
                      title={t`No account to pay from`}
                      description={t`Transfers to people are paid from an open payment account; you have none.`}
                    />
                  );
                const currency = payers.find((a) => a.accountId === input?.fromAccountId)?.currencyCode ?? '';
                return (
                  <>
                    {sent.outcome && sent.result && input && (
                      <P2pOutcome
                        result={sent.result}
                        state={sent.outcome}
                        input={input}
                        currency={currency}
                        payeeName={nameOf(input.toEmail)}
                        onAgain={() => again(null)}
                        onRetry={() => {
                          onAgain();
                          sent.clear();
                        }}
                      />
                    )}
                    <div hidden={sent.outcome !== null}>
                      {formKey === 0 && notice}
                      <P2pForm
                        key={formKey}
                        accounts={payers}
                        {...form}
                        prefill={pick}
                        onDone={(result, confirmed) => {
                          setInput(confirmed);
                          sent.accept(result);
                        }}
                      />
                    </div>
                  </>
                );
              }}
            </LoadableView>
          </section>
          <RecentP2p recent={recent} onRetry={onRetryRecent} onPick={pickPayee} />
        </div>
      )}
      {sent.popupOpen && sent.result && approval?.(sent.result, sent.settle)}
    </div>
  );
}
