import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@paydeck/ui';
import { useState } from 'react';
import type { Batch, FeeShare, PaymentRow } from '../../api/global-pay';
import type { PaymentData } from '../../model/mass-row';
import { BatchTable } from './BatchTable';
import * as styles from './global-pay.css';
import { batchStatusLabels } from './labels';
import { RowEditDialog } from './RowEditDialog';

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
  busyId: number | null;
  /** A refusal or failure of the last action, as text. */
  failure: string | null;
  submitting: boolean;
  /** `row` null: a new row. */
  onSaveRow: (row: PaymentRow | null, data: PaymentData, feeShare: FeeShare) => Promise<unknown>;
  onRemove: (row: PaymentRow) => void;
  onRestore: (row: PaymentRow) => void;
  onFeeSide: (row: PaymentRow, feeShare: FeeShare) => void;
  onForbid: (row: PaymentRow, method: string, forbidden: boolean) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** transfer/external/global-summary: a global pay batch, its summary and its rows (payments.md 2, 4). */
export function BatchScreen({ batch, busyId, failure, submitting, onSaveRow, ...actions }: BatchScreenProps) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<PaymentRow | 'new' | null>(null);
  const editable = batch.status === 'draft';
  const bad = batch.payments.filter((row) => !row.removed && Object.keys(row.problems).length > 0).length;
  const { summary } = batch;
  return (
    <section className={styles.screen} aria-labelledby="batch-title">
      <h1 id="batch-title">{batch.batchName}</h1>
      <p role="status">
        {i18n._(batchStatusLabels[batch.status])}
        {bad > 0 ? ` · ${t`${bad} payments need fixing before you submit`}` : ''}
      </p>
      <dl className={styles.summary} aria-label={t`Summary`}>
        <div>
          <dt className={styles.term}>{t`Payments`}</dt>
          <dd className={styles.value}>{summary.count}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t`Estimated total`}</dt>
          <dd className={styles.value}>
            {summary.estimatedTotal} {summary.currencyCode}
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{t`Largest fee`}</dt>
          <dd className={styles.value}>
            {summary.maximumTrxFee} {summary.currencyCode}
          </dd>
        </div>
      </dl>
      {failure ? (
        <p role="alert" className={styles.problem}>
          {failure}
        </p>
      ) : null}
      <BatchTable payments={batch.payments} editable={editable} busyId={busyId} onEdit={setEditing} {...actions} />
      {editable ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setEditing('new')}>
            <Trans>Add a payment</Trans>
          </Button>
          <Button onPress={actions.onSubmit} isLoading={submitting} isDisabled={bad > 0 || summary.count === 0}>
            <Trans>Submit the batch</Trans>
          </Button>
          <Button variant="secondary" onPress={actions.onCancel}>
            <Trans>Cancel the batch</Trans>
          </Button>
        </div>
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
    </section>
  );
}
