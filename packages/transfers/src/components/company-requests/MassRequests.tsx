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
  onApprove: (batchId: number) => void;
  /** Called after the approver confirmed. */
  onDecline: (batchId: number) => void;
}

/** Mass (batch) requests (payments.md 4, 7): each batch approved or declined as a whole. */
export function MassRequests({ batches, creatorName, deciding, onApprove, onDecline }: MassRequestsProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState<MassTransactionRequest | null>(null);
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
    { id: 'created', header: t`Created`, cell: (batch) => formatDate(batch.created, i18n.locale, 'dateTime') },
    { id: 'by', header: t`Created by`, cell: (batch) => creatorName(batch.createdBy) },
    {
      id: 'total',
      header: t`Total`,
      align: 'end',
      cell: (batch) => formatMoney(batch.total, batch.currencyCode, i18n.locale),
    },
    {
      id: 'decide',
      header: t`Decision`,
      cell: (batch) => {
        const { batchId } = batch;
        return (
          <span className={styles.actions}>
            <Button
              size="small"
              onPress={() => onApprove(batchId)}
              isDisabled={deciding !== null}
              isLoading={deciding === batchId}
              aria-label={t`Approve batch ${batchId}`}
            >
              <Trans>Approve</Trans>
            </Button>
            <Button
              size="small"
              variant="danger"
              onPress={() => setConfirming(batch)}
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
  const confirmingId = confirming?.batchId;
  return (
    <section className={styles.filters} aria-labelledby="mass-requests-title">
      <h2 id="mass-requests-title" className={styles.sectionTitle}>
        <Trans>Batch requests</Trans>
      </h2>
      <DataTable label={t`Batch requests`} columns={columns} rows={batches} rowKey={(batch) => batch.batchId} />
      <Dialog
        role="alertdialog"
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t`Decline batch ${confirmingId}?`}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              <Trans>Keep it waiting</Trans>
            </Button>
            <Button
              variant="danger"
              onPress={() => {
                const batch = confirming;
                close();
                if (batch) onDecline(batch.batchId);
              }}
            >
              <Trans>Decline</Trans>
            </Button>
          </>
        )}
      >
        <p>
          <Trans>None of the batch's payments will be made.</Trans>
        </p>
      </Dialog>
    </section>
  );
}
