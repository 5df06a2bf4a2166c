import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { Button, StatusBadge } from '@paydeck/ui';
import { useState } from 'react';
import type { Batch, FeeShare, PaymentRow } from '../../api/global-pay';
import { batchReview } from '../../model/batch-review';
import type { PaymentData } from '../../model/mass-row';
import { BatchOutcome, type BatchOutcomeProps } from './BatchOutcome';
import { BatchProblems } from './BatchProblems';
import { BatchTable } from './BatchTable';
import { batchStatusLabels } from './labels';
import { RowEditDialog } from './RowEditDialog';
import { SubmitReview } from './SubmitReview';

const emptyRow: PaymentData = {
  amount: '',
  description: '',
  beneficiaryType: 'individual',
  beneficiaryName: '',
  beneficiaryEmail: '',
  beneficiaryCountryCode: '',
};

export interface BatchScreenProps {
  batch: Batch;
  /** The account the batch is paid from, with what it can spend (null while unknown). */
  account?: { accountNumber: string; available: string | null } | null;
  /** The global pay sample file (for a row that needs fixing). */
  sampleHref?: string | null;
  busyId: number | null;
  /** A refusal or failure of the last action, as text. */
  failure: string | null;
  submitting: boolean;
  /** The submit's outcome, once it answered (the one screen that says what happened). */
  outcome?: Omit<BatchOutcomeProps, 'currencyCode'> | null;
  /** `row` null: a new row. */
  onSaveRow: (row: PaymentRow | null, data: PaymentData, feeShare: FeeShare) => Promise<unknown>;
  onRemove: (row: PaymentRow) => void;
  onRestore: (row: PaymentRow) => void;
  onFeeSide: (row: PaymentRow, feeShare: FeeShare) => void;
  onForbid: (row: PaymentRow, method: string, forbidden: boolean) => void;
  /** Sends the reviewed batch; resolves once it answered (refused or not). */
  onSubmit: () => Promise<unknown> | undefined;
  onCancel: () => void;
}

const statusTone = { draft: 'neutral', waiting: 'warning', submitted: 'success', canceled: 'danger' } as const;

/** transfer/external/global-summary: a global pay batch, its summary and its rows (payments.md 2, 4). */
export function BatchScreen({
  batch,
  account = null,
  sampleHref = null,
  busyId,
  failure,
  submitting,
  outcome = null,
  onSaveRow,
  ...actions
}: BatchScreenProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const [editing, setEditing] = useState<PaymentRow | 'new' | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const editable = batch.status === 'draft' && !outcome;
  const bad = batch.payments.filter((row) => !row.removed && Object.keys(row.problems).length > 0).length;
  const { summary } = batch;
  const currencyCode = summary.currencyCode ?? '';
  const review = batchReview(batch.payments, summary.estimatedTotal, account?.available ?? null);
  const fact = (label: string, value: string, testId?: string) => (
    <div className={layout.fact}>
      <dt className={layout.factLabel}>{label}</dt>
      <dd className={layout.factValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 className={layout.title}>{batch.batchName}</h1>
        <StatusBadge tone={statusTone[batch.status]}>{i18n._(batchStatusLabels[batch.status])}</StatusBadge>
      </header>
      {outcome ? <BatchOutcome {...outcome} currencyCode={currencyCode} /> : null}
      <section className={layout.section} aria-label={t`Summary`}>
        <p role="status" className={layout.muted}>
          {i18n._(batchStatusLabels[batch.status])}
          {bad > 0
            ? ` · ${plural(bad, { one: '# payment needs fixing before you submit', other: '# payments need fixing before you submit' })}`
            : ''}
        </p>
        <dl className={layout.facts}>
          {fact(t`Payments`, i18n.number(summary.count))}
          {fact(t`From account`, account?.accountNumber ?? '—')}
          {fact(t`Estimated total`, money(summary.estimatedTotal, currencyCode), 'batch-estimated-total')}
          {fact(t`Largest fee`, money(summary.maximumTrxFee, currencyCode))}
        </dl>
      </section>
      <BatchProblems payments={batch.payments} sampleHref={sampleHref} editable={editable} onEdit={setEditing} />
      {failure && !reviewing ? (
        <p role="alert" className={layout.message}>
          {failure}
        </p>
      ) : null}
      <section className={layout.section} aria-labelledby="batch-payments-title">
        <h2 id="batch-payments-title" className={layout.subtitle}>
          <Trans>Payments</Trans>
        </h2>
        <BatchTable
          payments={batch.payments}
          currencyCode={currencyCode}
          editable={editable}
          busyId={busyId}
          onEdit={setEditing}
          {...actions}
        />
        {editable ? (
          <div className={layout.actions}>
            <Button onPress={() => setReviewing(true)} isDisabled={bad > 0 || summary.count === 0}>
              <Trans>Review and submit</Trans>
            </Button>
            <Button variant="secondary" onPress={() => setEditing('new')}>
              <Trans>Add a payment</Trans>
            </Button>
            <Button variant="secondary" onPress={actions.onCancel}>
              <Trans>Cancel the batch</Trans>
            </Button>
          </div>
        ) : null}
      </section>
      {reviewing && editable ? (
        <SubmitReview
          batchName={batch.batchName}
          account={account}
          currencyCode={currencyCode}
          review={review}
          submitting={submitting}
          failure={failure}
          onConfirm={() => void actions.onSubmit()}
          onClose={() => setReviewing(false)}
        />
      ) : null}
      {editing ? (
        <RowEditDialog
          title={editing === 'new' ? t`Add a payment` : t`Edit the payment`}
          initial={editing === 'new' ? emptyRow : { ...emptyRow, ...editing.paymentData }}
          feeShare={editing === 'new' ? 'sender' : editing.feeShare}
          onClose={() => setEditing(null)}
          onSave={async (data, feeShare) => {
            await onSaveRow(editing === 'new' ? null : editing, data, feeShare);
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
