import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@paydeck/i18n';
import { Button, DataTable, Dialog, type TableColumn } from '@paydeck/ui';
import { useState } from 'react';
import type { MassTransactionRequest } from '../../api/company-requests';
import * as styles from './requests.css';

export interface MassRequestsProps {
  batches: readonly MassTransactionRequest[];
  /** The creator's name by user id (the business user list). */
  creatorName: (userId: number) => string;
  /** The batch whose decision is on its way. */
  deciding: number | null;
  /** Called after the approver confirmed the review. */
  onApprove: (batchId: number) => void;
  /** Called after the approver confirmed the review. */
  onDecline: (batchId: number) => void;
}

/**
 * Mass (batch) requests (payments.md 4, 7): each batch approved or declined as a whole, after a review of its
 * count of payments, total and creator.
 */
export function MassRequests({ batches, creatorName, deciding, onApprove, onDecline }: MassRequestsProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<{ batch: MassTransactionRequest; declined: boolean } | null>(null);
  const columns: TableColumn<MassTransactionRequest>[] = [
    {
      id: 'batch',
      header: t`Batch`,
      isRowHeader: true,
      cell: (batch) => {
        const { batchId, rows } = batch;
        return (
          <span className={styles.stacked}>
            <span>{t`Batch ${batchId}`}</span>
            <span className={styles.muted}>{plural(rows, { one: '# payment', other: '# payments' })}</span>
          </span>
        );
      },
    },
    {
      id: 'created',
      header: t`Created`,
      noWrap: true,
      cell: (batch) => formatDate(batch.created, i18n.locale, 'dateTime'),
    },
    { id: 'by', header: t`Created by`, cell: (batch) => creatorName(batch.createdBy) },
    {
      id: 'total',
      header: t`Total`,
      align: 'end',
      noWrap: true,
      phone: 'aside',
      cell: (batch) => formatMoney(batch.total, batch.currencyCode, i18n.locale),
    },
    {
      id: 'decide',
      header: t`Decision`,
      phone: 'actions',
      cell: (batch) => {
        const { batchId } = batch;
        return (
          <span className={styles.actions}>
            <Button
              size="small"
              onPress={() => setConfirming({ batch, declined: false })}
              isDisabled={deciding !== null}
              isLoading={deciding === batchId}
              aria-label={t`Approve batch ${batchId}`}
            >
              <Trans>Approve</Trans>
            </Button>
            <Button
              size="small"
              variant="danger"
              onPress={() => setConfirming({ batch, declined: true })}
              isDisabled={deciding !== null}
              aria-label={t`Decline batch ${batchId}`}
            >
              <Trans>Decline</Trans>
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <section className={styles.filters} aria-labelledby="mass-requests-title">
      <h2 id="mass-requests-title" className={styles.sectionTitle}>
        <Trans>Batch requests</Trans>
      </h2>
      <DataTable label={t`Batch requests`} columns={columns} rows={batches} rowKey={(batch) => batch.batchId} />
      {confirming && (
        <BatchReview
          {...confirming}
          creator={creatorName(confirming.batch.createdBy)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            (confirming.declined ? onDecline : onApprove)(confirming.batch.batchId);
          }}
        />
      )}
    </section>
  );
}

function BatchReview({
  batch,
  declined,
  creator,
  onConfirm,
  onCancel,
}: {
  batch: MassTransactionRequest;
  declined: boolean;
  creator: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const { batchId } = batch;
  const total = formatMoney(batch.total, batch.currencyCode, i18n.locale);
  const created = formatDate(batch.created, i18n.locale, 'dateTime');
  return (
    <Dialog
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      title={declined ? t`Decline batch ${batchId}?` : t`Approve batch ${batchId}?`}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Keep it waiting</Trans>
          </Button>
          <Button
            variant={declined ? 'danger' : 'primary'}
            autoFocus
            onPress={() => {
              close();
              onConfirm();
            }}
          >
            {declined ? <Trans>Decline</Trans> : <Trans>Approve</Trans>}
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Payments`}</dt>
          <dd className={styles.definition}>{batch.rows}</dd>
          <dt className={styles.term}>{t`Total`}</dt>
          <dd className={styles.definition}>{total}</dd>
          <dt className={styles.term}>{t`Created by`}</dt>
          <dd className={styles.definition}>{creator}</dd>
          <dt className={styles.term}>{t`Created`}</dt>
          <dd className={styles.definition}>{created}</dd>
        </dl>
        <p>
          {declined ? (
            <Trans>None of the batch's payments will be made.</Trans>
          ) : (
            <Trans>Every payment of the batch is made as soon as you approve.</Trans>
          )}
        </p>
      </div>
    </Dialog>
  );
}
