import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link, ListOption, Select, Tab, TabList, TabPanel, Tabs, useViewFlags } from '@paydeck/ui';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { Account } from '../../api/accounts';
import {
  type AuthorizationPage,
  type HistoryPage,
  type Transaction,
  type TransactionType,
  transactionStatuses,
} from '../../api/history';
import { activeFilterCount, type HistorySearch, type HistoryView, historyViews } from '../../model/history-search';
import * as layout from '../common/layout.css';
import { Failure, type Loadable } from '../common/Loadable';
import { AuthorizationsTable } from './AuthorizationsTable';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';
import * as styles from './history.css';

export interface HistoryScreenProps {
  search: HistorySearch;
  /** The accounts to choose from (closed ones included: their history stays readable). */
  accounts: readonly Account[];
  types: readonly TransactionType[];
  page: Loadable<HistoryPage>;
  /** The authorisation list of the view, when the view is one. */
  authorizations: Loadable<AuthorizationPage> | null;
  /** Settlement accounts see debit-card authorisations (payments.md 6). */
  canDebitCard: boolean;
  typeName: (row: Transaction) => string;
  /** The address of a row's details (the sheet over this list, its filters kept). */
  rowHref: (row: Transaction) => string;
  onSearchChange: (search: HistorySearch) => void;
  onExport: () => void;
  exporting: boolean;
  exportError?: string | null | undefined;
  onRetry: () => void;
}

const ALL_ACCOUNTS = 'all';

/** /history: transactions with every filter, 20 a page, counts, CSV export; card authorisations. */
export function HistoryScreen(props: HistoryScreenProps) {
  const { t } = useLingui();
  const { search, onSearchChange } = props;
  const view: HistoryView = search.view ?? 'transactions';
  const views = historyViews.filter((v) => v !== 'debit-card' || props.canDebitCard);
  const set = (change: Partial<HistorySearch>) => onSearchChange({ ...search, page: undefined, ...change });
  const data = props.page.kind === 'ready' ? props.page.data : null;
  // Below 871 px the filters fold behind a button, so the transactions come first.
  const { md: wide } = useViewFlags();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(search);

  const accountSelect = (allowAll: boolean) => (
    <Select
      label={t`Account`}
      items={[
        ...(allowAll ? [{ id: ALL_ACCOUNTS, name: t`All accounts` }] : []),
        ...props.accounts.map((account) => ({
          id: String(account.accountId),
          name: `${account.currencyCode} · ${account.accountNumber}`,
        })),
      ]}
      selectedKey={search.accountId === undefined ? (allowAll ? ALL_ACCOUNTS : null) : String(search.accountId)}
      onSelectionChange={(key) => set({ accountId: key === ALL_ACCOUNTS || key === null ? undefined : Number(key) })}
    >
      {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
    </Select>
  );

  return (
    <div className={layout.page}>
      <div className={layout.pageHeader}>
        <h1 className={layout.title}>
          <Trans>History</Trans>
        </h1>
        <div className={styles.toolbar}>
          <Link href="/history/batch-transfers">
            <Trans>Batch transfers</Trans>
          </Link>
          <Link href="/statements">
            <Trans>Statements</Trans>
          </Link>
        </div>
      </div>
      <Tabs
        selectedKey={view}
        onSelectionChange={(key) => onSearchChange({ view: key as HistoryView, accountId: search.accountId })}
      >
        <TabList aria-label={t`History views`}>
          {views.map((id) => (
            <Tab key={id} id={id}>
              {id === 'transactions'
                ? t`Transactions`
                : id === 'authorizations'
                  ? t`Card authorisations`
                  : t`Debit card authorisations`}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="transactions">
          <div className={layout.list}>
            <section className={layout.section} aria-label={t`Filters`}>
              <div className={layout.fieldRow}>{accountSelect(true)}</div>
              {!wide && (
                <div>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-expanded={filtersOpen}
                    aria-controls="history-filters"
                    onPress={() => setFiltersOpen(!filtersOpen)}
                  >
                    {filterCount > 0 ? t`Filters (${filterCount})` : t`Filters`}
                  </Button>
                </div>
              )}
              {(wide || filtersOpen) && (
                <div id="history-filters">
                  <HistoryFilters
                    key={JSON.stringify([
                      search.keyword,
                      search.type,
                      search.direction,
                      search.status,
                      search.from,
                      search.to,
                      search.min,
                      search.max,
                      search.email,
                    ])}
                    value={search}
                    types={props.types}
                    onApply={(fields) => onSearchChange({ view: search.view, accountId: search.accountId, ...fields })}
                  />
                </div>
              )}
            </section>
            <section className={layout.section} aria-labelledby="transactions-title">
              <div className={layout.sectionHeader}>
                <h2 id="transactions-title" className={layout.subtitle}>
                  <Trans>Transactions</Trans>
                </h2>
                <Button
                  variant="secondary"
                  size="small"
                  onPress={props.onExport}
                  isLoading={props.exporting}
                  isDisabled={!data || data.results === 0}
                >
                  <Trans>Export CSV</Trans>
                </Button>
              </div>
              {props.exportError && <Failure message={props.exportError} />}
              {data && (
                <div className={styles.counts}>
                  <ToggleButton
                    className={styles.countButton}
                    isSelected={search.status === transactionStatuses.processing}
                    onChange={(on) => set({ status: on ? transactionStatuses.processing : undefined })}
                  >
                    <Trans>
                      Processing <span className={styles.countNumber}>{data.processingCount}</span>
                    </Trans>
                  </ToggleButton>
                  <ToggleButton
                    className={styles.countButton}
                    isSelected={search.status === transactionStatuses.rejected}
                    onChange={(on) => set({ status: on ? transactionStatuses.rejected : undefined })}
                  >
                    <Trans>
                      Rejected <span className={styles.countNumber}>{data.rejectedCount}</span>
                    </Trans>
                  </ToggleButton>
                </div>
              )}
              {props.page.kind === 'failed' ? (
                <Failure message={props.page.message} onRetry={props.onRetry} />
              ) : (
                <HistoryTable
                  page={data}
                  isLoading={props.page.kind === 'loading'}
                  pageNumber={search.page ?? 1}
                  onPageChange={(page) => onSearchChange({ ...search, page })}
                  typeName={props.typeName}
                  rowHref={props.rowHref}
                />
              )}
            </section>
          </div>
        </TabPanel>
        {(['authorizations', 'debit-card'] as const)
          .filter((id) => views.includes(id))
          .map((id) => (
            <TabPanel key={id} id={id}>
              <section
                className={layout.section}
                aria-label={id === 'authorizations' ? t`Card authorisations` : t`Debit card authorisations`}
              >
                <div className={layout.fieldRow}>{accountSelect(false)}</div>
                {search.accountId === undefined ? (
                  <p className={layout.muted}>
                    <Trans>Choose an account to see its card authorisations.</Trans>
                  </p>
                ) : props.authorizations?.kind === 'failed' ? (
                  <Failure message={props.authorizations.message} onRetry={props.onRetry} />
                ) : (
                  <AuthorizationsTable
                    label={id === 'authorizations' ? t`Card authorisations` : t`Debit card authorisations`}
                    page={props.authorizations?.kind === 'ready' ? props.authorizations.data : null}
                    isLoading={props.authorizations?.kind !== 'ready'}
                    pageNumber={search.page ?? 1}
                    onPageChange={(page) => onSearchChange({ ...search, page })}
                  />
                )}
              </section>
            </TabPanel>
          ))}
      </Tabs>
    </div>
  );
}
