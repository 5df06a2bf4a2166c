import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { formatMoney } from '@paydeck/i18n';
import { Button, Dialog, EmptyState, ResponsePopup, type ServerAnswer } from '@paydeck/ui';
import { useState } from 'react';
import type { PreapprovedPayment } from '../../api/preapproved';
import { actionConfirmationTitle } from './labels';
import { PreapprovedFilters } from './PreapprovedFilters';
import { PreapprovedTable, paymentTarget } from './PreapprovedTable';
import { hasPreapprovedFilters, type PreapprovedSearch } from './search';

export interface PreapprovedScreenProps {
  search: PreapprovedSearch;
  list: Loadable<PreapprovedPayment[]>;
  onSearchChange: (search: PreapprovedSearch) => void;
  /** Called once the person confirmed the cancel; without it (a read-only company user) nothing is offered. */
  onCancel?: ((payment: PreapprovedPayment) => void) | undefined;
  cancelling: number | null;
  /** The payment just cancelled, announced. */
  cancelled: PreapprovedPayment | null;
  /** A refused or failed cancel's answer, shown in "Action Confirmation" (null: no answer came; undefined: closed). */
  refusal?: ServerAnswer | null | undefined;
  onRefusalClosed?: () => void;
  onRetry: () => void;
}

/** transfer/preapproved-payments: the recurring and preapproved payments, filtered, each cancellable. */
export function PreapprovedScreen(props: PreapprovedScreenProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<PreapprovedPayment | null>(null);
  const money = (payment: PreapprovedPayment) => formatMoney(payment.amount, payment.currencyCode, i18n.locale);
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Preapproved payments</Trans>
        </h1>
      </header>
      <section className={pageLayout.section} aria-label={t`Filters`}>
        <PreapprovedFilters key={JSON.stringify(props.search)} value={props.search} onApply={props.onSearchChange} />
      </section>
      <div role="status">{props.cancelled && <CancelledNote amount={money(props.cancelled)} />}</div>
      <LoadableView value={props.list} label={t`Loading the preapproved payments`} onRetry={props.onRetry}>
        {(payments) =>
          payments.length === 0 ? (
            <section className={pageLayout.section}>
              <EmptyState
                title={
                  hasPreapprovedFilters(props.search) ? t`No payments match these filters` : t`No preapproved payments`
                }
                description={
                  hasPreapprovedFilters(props.search)
                    ? t`Change or clear the filters to see other payments.`
                    : t`A recurring transfer you set up between your accounts appears here.`
                }
                action={
                  hasPreapprovedFilters(props.search) ? (
                    <Button variant="secondary" onPress={() => props.onSearchChange({})}>
                      <Trans>Clear filters</Trans>
                    </Button>
                  ) : undefined
                }
              />
            </section>
          ) : (
            <PreapprovedTable
              payments={payments}
              cancelling={props.cancelling}
              onCancel={props.onCancel ? setConfirming : undefined}
            />
          )
        }
      </LoadableView>
      {props.refusal !== undefined && (
        <ResponsePopup
          isOpen
          answer={props.refusal}
          title={actionConfirmationTitle}
          onOpenChange={(open) => !open && props.onRefusalClosed?.()}
        />
      )}
      <Dialog
        role="alertdialog"
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Cancel this preapproved payment?`}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                const payment = confirming;
                close();
                if (payment) props.onCancel?.(payment);
              }}
            >
              <Trans>Cancel the payment</Trans>
            </Button>
          </>
        )}
      >
        {confirming && <CancelQuestion amount={money(confirming)} target={paymentTarget(confirming)} />}
      </Dialog>
    </div>
  );
}

function CancelledNote({ amount }: { amount: string }) {
  return (
    <p className={pageLayout.text}>
      <Trans>The preapproved payment of {amount} is cancelled. No further payments will be made.</Trans>
    </p>
  );
}

function CancelQuestion({ amount, target }: { amount: string; target: string }) {
  return (
    <p>
      <Trans>
        Payments of {amount} to {target} will stop. This cannot be undone.
      </Trans>
    </p>
  );
}
