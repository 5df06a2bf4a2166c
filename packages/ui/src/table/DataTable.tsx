import type { ReactNode } from 'react';
import { Cell, Column, type Key, Row, type SortDescriptor, Table, TableBody, TableHeader } from 'react-aria-components';
import { cx } from '../cx';
import { Skeleton } from '../skeleton/Skeleton';
import { defaultPageSize } from './paging';
import { Pagination } from './Pagination';
import * as styles from './table.css';

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names a row for screen readers (one per table; the first column by default). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** "end" for amounts and numbers. */
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<T>[];
  /** The rows of the current page (the server pages; use pageSlice for a list held on the client). */
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The current page, 1-based. Without onPageChange no pagination is shown. */
  page?: number;
  pageSize?: number;
  /** All rows over all pages. */
  total?: number;
  onPageChange?: (page: number) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  isLoading?: boolean;
  /** Shown in the body when there are no rows (e.g. an EmptyState). */
  empty?: ReactNode;
  /**
   * Rows that open something: a row is a link to this address (a click anywhere on it, or Enter on the focused
   * row, navigates through the app's router). Its cells' own links and buttons keep working.
   */
  rowHref?: (row: T) => string;
}

const loadingRows = 3;

/** An accessible data table (grid keyboard navigation, sortable headers) with paging under it. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  page = 1,
  pageSize = defaultPageSize,
  total,
  onPageChange,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  empty,
  rowHref,
}: DataTableProps<T>) {
  const rowHeader = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;
  const alignOf = (column: TableColumn<T>) => (column.align === 'end' ? styles.endAligned : undefined);
  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller} aria-busy={isLoading || undefined}>
        <Table aria-label={label} sortDescriptor={sortDescriptor} onSortChange={onSortChange} className={styles.table}>
          <TableHeader>
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.id === rowHeader}
                allowsSorting={column.allowsSorting}
                className={cx(styles.column, alignOf(column))}
              >
                {({ allowsSorting, sortDirection }) => (
                  <>
                    {column.header}
                    {allowsSorting && (
                      <span aria-hidden="true" className={styles.sortMark}>
                        {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                      </span>
                    )}
                  </>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody renderEmptyState={() => (isLoading ? null : empty)}>
            {isLoading
              ? Array.from({ length: loadingRows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place
                  <Row key={`loading-${i}`} id={`loading-${i}`} className={styles.row}>
                    {columns.map((column) => (
                      <Cell key={column.id} className={styles.cell}>
                        <Skeleton width="80%" />
                      </Cell>
                    ))}
                  </Row>
                ))
              : rows.map((row) => {
                  const key = rowKey(row);
                  return (
                    <Row key={key} id={key} href={rowHref?.(row)} className={styles.row}>
                      {columns.map((column) => (
                        <Cell key={column.id} className={cx(styles.cell, alignOf(column))}>
                          {column.cell(row)}
                        </Cell>
                      ))}
                    </Row>
                  );
                })}
          </TableBody>
        </Table>
      </div>
      {onPageChange && total !== undefined && !isLoading && (
        <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
      )}
    </div>
  );
}
