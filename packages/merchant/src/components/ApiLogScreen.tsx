import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, LazyDateField, ListOption, Select, type TableColumn } from '@paydeck/ui';
import { useState } from 'react';
import type { ApiRequestFilter } from '../api/internal';
import type { ApiKey, ApiRequest } from '../api/schemas';
import * as styles from './merchant.css';

export interface ApiLogScreenProps {
  apiKeys: readonly ApiKey[];
  requests: Loadable<readonly ApiRequest[]>;
  filter: ApiRequestFilter;
  onFilter: (filter: ApiRequestFilter) => void;
  onRetry: () => void;
}

const ALL = 'all';

/** internal/api_log: the calls made with the merchant's API keys, filtered by key and dates. */
export function ApiLogScreen(props: ApiLogScreenProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(props.filter);
  const keyName = (id: number) => props.apiKeys.find((key) => key.id === id)?.name ?? `#${id}`;
  const columns: TableColumn<ApiRequest>[] = [
    {
      id: 'at',
      header: t`Time`,
      noWrap: true,
      cell: (row) => i18n.date(row.createdAt, { dateStyle: 'short', timeStyle: 'medium' }),
    },
    { id: 'call', header: t`Call`, cell: (row) => `${row.method} ${row.path}`, isRowHeader: true },
    { id: 'key', header: t`API key`, cell: (row) => keyName(row.apiKeyId) },
    { id: 'status', header: t`Result`, noWrap: true, phone: 'aside', cell: (row) => `HTTP ${row.statusCode}` },
    { id: 'ip', header: t`From`, cell: (row) => row.ip },
  ];
  return (
    <>
      <form
        className={styles.filters}
        aria-label={t`Filter the API log`}
        onSubmit={(event) => {
          event.preventDefault();
          props.onFilter(draft);
        }}
      >
        <Select
          label={t`API key`}
          selectedKey={draft.apiKeyId ? String(draft.apiKeyId) : ALL}
          onSelectionChange={(key) => setDraft({ ...draft, apiKeyId: key === ALL ? undefined : Number(key) })}
        >
          {[
            <ListOption key={ALL} id={ALL}>
              {t`All keys`}
            </ListOption>,
            ...props.apiKeys.map((key) => (
              <ListOption key={key.id} id={String(key.id)}>
                {key.name}
              </ListOption>
            )),
          ]}
        </Select>
        <LazyDateField
          label={t`From`}
          value={draft.fromDate ?? ''}
          onChange={(fromDate) => setDraft({ ...draft, fromDate: fromDate || undefined })}
        />
        <LazyDateField
          label={t`To`}
          value={draft.toDate ?? ''}
          onChange={(toDate) => setDraft({ ...draft, toDate: toDate || undefined })}
        />
        <Button type="submit" variant="secondary">
          <Trans>Apply</Trans>
        </Button>
      </form>
      <LoadableView value={props.requests} label={t`Loading the API log`} onRetry={props.onRetry}>
        {(requests) =>
          requests.length === 0 ? (
            <p className={pageLayout.muted}>
              <Trans>No calls match.</Trans>
            </p>
          ) : (
            <DataTable label={t`API log`} columns={columns} rows={requests} rowKey={(row) => row.id} />
          )
        }
      </LoadableView>
    </>
  );
}
