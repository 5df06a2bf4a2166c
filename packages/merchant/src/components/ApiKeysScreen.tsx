import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, type TableColumn } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { AllowedIp, ApiKey } from '../api/schemas';
import * as styles from './merchant.css';

export interface ApiKeysScreenProps {
  apiKeys: Loadable<readonly ApiKey[]>;
  allowedIps: Loadable<readonly AllowedIp[]>;
  onCreateKey: () => void;
  onEditKey: (key: ApiKey) => void;
  onDeleteKey: (key: ApiKey) => void;
  onAddIp: () => void;
  onEditIp: (ip: AllowedIp) => void;
  onDeleteIp: (ip: AllowedIp) => void;
  onRetry: () => void;
  notice?: ReactNode;
}

function RowActions(props: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.actions}>
      <Button size="small" variant="secondary" onPress={props.onEdit}>
        {t`Edit ${props.name}`}
      </Button>
      <Button size="small" variant="secondary" onPress={props.onDelete}>
        {t`Delete ${props.name}`}
      </Button>
    </div>
  );
}

/** internal/api_key: the API keys (the key itself is never listed) and the allowed IP ranges. */
export function ApiKeysScreen(props: ApiKeysScreenProps) {
  const { t, i18n } = useLingui();
  const status = (enabled: boolean) => (enabled ? t`Enabled` : t`Disabled`);
  const keyColumns: TableColumn<ApiKey>[] = [
    { id: 'name', header: t`Name`, cell: (row) => row.name, isRowHeader: true },
    { id: 'prefix', header: t`Key starts with`, noWrap: true, cell: (row) => `${row.keyPrefix}…` },
    {
      id: 'created',
      header: t`Created`,
      noWrap: true,
      cell: (row) => i18n.date(row.createdAt, { dateStyle: 'medium' }),
    },
    { id: 'enabled', header: t`Status`, cell: (row) => status(row.enabled) },
    {
      id: 'actions',
      header: t`Actions`,
      phone: 'actions',
      cell: (row) => (
        <RowActions name={row.name} onEdit={() => props.onEditKey(row)} onDelete={() => props.onDeleteKey(row)} />
      ),
    },
  ];
  const ipColumns: TableColumn<AllowedIp>[] = [
    { id: 'name', header: t`Name`, cell: (row) => row.name, isRowHeader: true },
    {
      id: 'range',
      header: t`Range`,
      cell: (row) => (row.ipFrom === row.ipTo ? row.ipFrom : `${row.ipFrom} – ${row.ipTo}`),
    },
    { id: 'enabled', header: t`Status`, cell: (row) => status(row.enabled) },
    {
      id: 'actions',
      header: t`Actions`,
      phone: 'actions',
      cell: (row) => (
        <RowActions name={row.name} onEdit={() => props.onEditIp(row)} onDelete={() => props.onDeleteIp(row)} />
      ),
    },
  ];
  return (
    <>
      {props.notice}
      <div className={pageLayout.actions}>
        <Button onPress={props.onCreateKey}>
          <Trans>Create an API key</Trans>
        </Button>
      </div>
      <LoadableView value={props.apiKeys} label={t`Loading the API keys`} onRetry={props.onRetry}>
        {(keys) =>
          keys.length === 0 ? (
            <p className={pageLayout.muted}>
              <Trans>No API keys yet.</Trans>
            </p>
          ) : (
            <DataTable label={t`API keys`} columns={keyColumns} rows={keys} rowKey={(row) => row.id} />
          )
        }
      </LoadableView>
      <section className={styles.part} aria-labelledby="allowed-ips">
        <h3 id="allowed-ips" className={styles.partTitle}>
          <Trans>Allowed IPs</Trans>
        </h3>
        <p className={pageLayout.muted}>
          <Trans>API calls are accepted from these ranges only (none: from anywhere).</Trans>
        </p>
        <div className={pageLayout.actions}>
          <Button variant="secondary" onPress={props.onAddIp}>
            <Trans>Add an allowed IP range</Trans>
          </Button>
        </div>
        <LoadableView value={props.allowedIps} label={t`Loading the allowed IPs`} onRetry={props.onRetry}>
          {(ips) =>
            ips.length === 0 ? (
              <p className={pageLayout.muted}>
                <Trans>No ranges: calls are accepted from anywhere.</Trans>
              </p>
            ) : (
              <DataTable label={t`Allowed IPs`} columns={ipColumns} rows={ips} rowKey={(row) => row.id} />
            )
          }
        </LoadableView>
      </section>
    </>
  );
}
