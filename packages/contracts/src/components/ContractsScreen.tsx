import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { DataTable, EmptyState, Link, ListOption, Select, StatusBadge, type TableColumn, TextField } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Contract, ContractList } from '../api/schemas';
import { type ContractStatus, contractStatuses } from '../model/contract-actions';
import { type ContractSearch, orderByValues } from '../model/search';
import * as styles from './contracts.css';
import { groupLabel, orderLabel, statusLabel, statusTone } from './labels';
import { sharePercent } from './share-percent';

export interface ContractsScreenProps {
  search: Required<ContractSearch>;
  list: Loadable<ContractList>;
  onSearchChange: (search: Required<ContractSearch>) => void;
  onRetry: () => void;
  notice?: ReactNode;
  /** The company right lets the person propose contracts (auth's `can('manage')`: full access). */
  canCreate?: boolean;
}

const metaKeys = ['total', 'requests', 'pending', 'active', 'ended', 'pay', 'receive'] as const;

/** revenue-split: the contracts with their counts, filters and order (the whole list in one page). */
export function ContractsScreen({
  search,
  list,
  onSearchChange,
  onRetry,
  notice,
  canCreate = true,
}: ContractsScreenProps) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<ContractSearch>) => onSearchChange({ ...search, ...change });
  const columns: TableColumn<Contract>[] = [
    {
      id: 'company',
      header: t`Company`,
      isRowHeader: true,
      cell: (c) => (
        <Link href={`/revenue-split/${c.id}`}>
          {c.company.title} · #{c.id}
        </Link>
      ),
    },
    {
      id: 'counterparty',
      header: t`Counterparty`,
      cell: (c) => (
        <span className={styles.stacked}>
          <span>{counterparty(c).name}</span>
          <span className={styles.muted}>{c.direction === 'PAY' ? t`You pay` : t`You receive`}</span>
        </span>
      ),
    },
    {
      id: 'share',
      header: t`Share`,
      align: 'end',
      noWrap: true,
      cell: (c) => sharePercent(i18n, c.percentage),
    },
    {
      id: 'from',
      header: t`Active from`,
      noWrap: true,
      cell: (c) => i18n.date(c.activeFrom, { dateStyle: 'medium', timeZone: 'UTC' }),
    },
    {
      id: 'status',
      header: t`Status`,
      phone: 'aside',
      cell: (c) => <StatusBadge tone={statusTone[c.status]}>{i18n._(statusLabel[c.status])}</StatusBadge>,
    },
  ];
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Revenue-split contracts</Trans>
        </h1>
        {canCreate && (
          <div className={styles.headerActions}>
            <Link href="/revenue-split/new">
              <Trans>New contract</Trans>
            </Link>
          </div>
        )}
      </header>
      <div role="status">{notice}</div>
      {list.kind === 'ready' && (
        <ul className={styles.counts} aria-label={t`Your contracts`}>
          {metaKeys.map((key) => (
            <li key={key} className={styles.count}>
              <span>{i18n._(groupLabel[key])}</span>
              <span className={styles.countValue}>{list.data.meta[key]}</span>
            </li>
          ))}
        </ul>
      )}
      <search className={styles.fieldRow} aria-label={t`Filter the contracts`}>
        <Select
          label={t`Status`}
          selectedKey={search.statuses[0] ?? 'all'}
          onSelectionChange={(key) => set({ statuses: key === 'all' || key == null ? [] : [key as ContractStatus] })}
        >
          {[
            <ListOption key="all" id="all">
              {t`All statuses`}
            </ListOption>,
            ...contractStatuses.map((status) => (
              <ListOption key={status} id={status}>
                {i18n._(statusLabel[status])}
              </ListOption>
            )),
          ]}
        </Select>
        <TextField
          label={t`Company name`}
          value={search.companyName}
          onChange={(companyName) => set({ companyName })}
        />
        <TextField
          label={t`Counterparty name`}
          value={search.counterpartyName}
          onChange={(counterpartyName) => set({ counterpartyName })}
        />
        <Select
          label={t`Order by`}
          selectedKey={search.orderBy}
          onSelectionChange={(key) => key && set({ orderBy: key as (typeof orderByValues)[number] })}
        >
          {orderByValues.map((value) => (
            <ListOption key={value} id={value}>
              {i18n._(orderLabel[value])}
            </ListOption>
          ))}
        </Select>
        <Select
          label={t`Direction`}
          selectedKey={search.orderDir}
          onSelectionChange={(key) => key && set({ orderDir: key as 'ASC' | 'DESC' })}
        >
          <ListOption id="DESC">{t`Descending`}</ListOption>
          <ListOption id="ASC">{t`Ascending`}</ListOption>
        </Select>
      </search>
      <LoadableView value={list} label={t`Loading the contracts`} onRetry={onRetry}>
        {(data) => (
          <DataTable
            label={t`Contracts`}
            columns={columns}
            rows={data.data}
            rowKey={(c) => c.id}
            empty={<EmptyState title={t`No contracts match`} />}
          />
        )}
      </LoadableView>
    </div>
  );
}

export const counterparty = (c: Contract) => (c.direction === 'PAY' ? c.beneficiary : c.sender);
