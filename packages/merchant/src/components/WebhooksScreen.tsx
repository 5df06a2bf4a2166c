import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, EmptyState, type TableColumn } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Webhook } from '../api/schemas';
import { RequestLog, type RequestLogProps } from './RequestLog';

export interface WebhooksScreenProps {
  webhooks: Loadable<readonly Webhook[]>;
  log: RequestLogProps;
  onCreate: () => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  onPing: (webhook: Webhook) => void;
  pinging: number | null;
  onRetry: () => void;
  notice?: ReactNode;
}

/** internal/webhook_log: the merchant's webhooks (create, edit, delete, ping) and the request log. */
export function WebhooksScreen(props: WebhooksScreenProps) {
  const { t } = useLingui();
  const columns: TableColumn<Webhook>[] = [
    { id: 'name', header: t`Name`, cell: (row) => row.name, isRowHeader: true },
    { id: 'url', header: t`Address`, cell: (row) => row.url },
    { id: 'enabled', header: t`Status`, cell: (row) => (row.enabled ? t`Enabled` : t`Disabled`) },
    {
      id: 'actions',
      header: t`Actions`,
      phone: 'actions',
      cell: (row) => (
        <div className={pageLayout.actions}>
          <Button
            size="small"
            variant="secondary"
            isLoading={props.pinging === row.id}
            onPress={() => props.onPing(row)}
          >
            {t`Ping ${row.name}`}
          </Button>
          <Button size="small" variant="secondary" onPress={() => props.onEdit(row)}>
            {t`Edit ${row.name}`}
          </Button>
          <Button size="small" variant="secondary" onPress={() => props.onDelete(row)}>
            {t`Delete ${row.name}`}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      {props.notice}
      <div className={pageLayout.actions}>
        <Button onPress={props.onCreate}>
          <Trans>Add a webhook</Trans>
        </Button>
      </div>
      <LoadableView value={props.webhooks} label={t`Loading the webhooks`} onRetry={props.onRetry}>
        {(webhooks) =>
          webhooks.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t`No webhooks yet`}
              description={t`Add an address and we send your events to it, signed with your secret.`}
            />
          ) : (
            <DataTable label={t`Webhooks`} columns={columns} rows={webhooks} rowKey={(row) => row.id} />
          )
        }
      </LoadableView>
      <RequestLog {...props.log} />
    </>
  );
}
