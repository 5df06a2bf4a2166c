import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, DataTable, LazyDateField, type TableColumn, TextField } from '@paydeck/ui';
import { useState } from 'react';
import type { WebhookRequestFilter } from '../api/internal';
import type { WebhookRequest } from '../api/schemas';
import * as styles from './merchant.css';

export interface RequestLogProps {
  requests: Loadable<readonly WebhookRequest[]>;
  filter: WebhookRequestFilter;
  onFilter: (filter: WebhookRequestFilter) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

/** The webhook request log: every delivery attempt, newest first, 20 at a time by cursor ("Show more"). */
export function RequestLog(props: RequestLogProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(props.filter);
  const columns: TableColumn<WebhookRequest>[] = [
    {
      id: 'at',
      header: t`Sent`,
      noWrap: true,
      cell: (row) => i18n.date(row.createdAt, { dateStyle: 'short', timeStyle: 'medium' }),
    },
    { id: 'event', header: t`Event`, cell: (row) => row.event, isRowHeader: true },
    { id: 'url', header: t`Address`, cell: (row) => row.url },
    { id: 'attempt', header: t`Attempt`, cell: (row) => row.attempt, align: 'end' },
    {
      id: 'result',
      header: t`Result`,
      phone: 'aside',
      cell: (row) => (row.statusCode !== null ? `HTTP ${row.statusCode}` : (row.error ?? t`No answer`)),
    },
  ];
  return (
    <section className={styles.part} aria-labelledby="webhook-log">
      <h3 id="webhook-log" className={styles.partTitle}>
        <Trans>Request log</Trans>
      </h3>
      <form
        className={styles.filters}
        aria-label={t`Filter the request log`}
        onSubmit={(event) => {
          event.preventDefault();
          props.onFilter(draft);
        }}
      >
        <TextField label={t`Search`} value={draft.query ?? ''} onChange={(query) => setDraft({ ...draft, query })} />
        <LazyDateField
          label={t`From`}
          value={draft.fromDate ?? ''}
          onChange={(fromDate) => setDraft({ ...draft, fromDate })}
        />
        <LazyDateField label={t`To`} value={draft.toDate ?? ''} onChange={(toDate) => setDraft({ ...draft, toDate })} />
        <Button type="submit" variant="secondary">
          <Trans>Apply</Trans>
        </Button>
      </form>
      <LoadableView value={props.requests} label={t`Loading the request log`} onRetry={props.onRetry}>
        {(requests) =>
          requests.length === 0 ? (
            <p className={pageLayout.muted}>
              <Trans>No requests were sent yet.</Trans>
            </p>
          ) : (
            <>
              <DataTable label={t`Request log`} columns={columns} rows={requests} rowKey={(row) => row.id} />
              {props.hasMore && (
                <Button variant="secondary" isLoading={props.loadingMore} onPress={props.onLoadMore}>
                  <Trans>Show more</Trans>
                </Button>
              )}
            </>
          )
        }
      </LoadableView>
    </section>
  );
}
