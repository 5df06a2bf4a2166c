import { type ReactNode, useRef } from 'react';
import {
  Cell,
  Column,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { Checkbox } from '../checkbox/Checkbox';
import { cx } from '../cx';
import { Skeleton } from '../skeleton/Skeleton';
import { defaultPageSize } from './paging';
import { Pagination } from './Pagination';
import { type PhonePlacement, phonePlacements } from './phone-layout';
import * as styles from './table.css';
import { useScrollEdges } from './useScrollEdges';

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names a row for screen readers (one per table; the first column by default). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** "end" for amounts and numbers. */
  align?: 'start' | 'end';
  /** Keeps the value on one line: dates, amounts, codes (a squeezed column never breaks a date over three lines). */
  noWrap?: boolean;
  /**
   * Its place in a row's card on phones, where the table is a list of cards (PhonePlacement): 'title', 'aside'
   * (beside the title: an amount, a status), 'detail' (labelled by the header; the default), 'actions' (the
   * buttons, last), 'hidden' (only where `rowHref` opens the row's details). The row header is the title by default.
   */
  phone?: PhonePlacement;
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
  /** A row opened (pressed, or Enter on it): its details in a dialog, say. With `selection`, ticking stays on the box. */
  onRowAction?: (key: Key) => void;
  /**
   * Rows to tick: a checkbox first in each (Space ticks the focused row), one in the header for every row (on
   * phones too, above the cards). Rows in `disabledKeys` can be neither ticked nor opened.
   */
  selection?: TableSelection;
}

export interface TableSelection {
  selectedKeys: 'all' | Iterable<Key>;
  onSelectionChange: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
}

const loadingRows = 3;

/**
 * An accessible data table (grid keyboard navigation, sortable headers) with paging under it. From the tablet
 * breakpoint up a table, scrolling sideways in a region named by `label` when wider than the page; below it a
 * list of cards, one per row, each with its facts and actions in view (the columns' `phone` placements). One
 * grid in both, so screen readers read the same rows and column headers at every width.
 */
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
  onRowAction,
  selection,
}: DataTableProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  const hidden = useScrollEdges(scroller);
  const rowHeader = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;
  const placements = phonePlacements(columns, rowHeader, rowHref !== undefined || onRowAction !== undefined);
  const cellClass = (column: TableColumn<T>) =>
    cx(
      styles.cell,
      column.align === 'end' && styles.endAligned,
      column.noWrap && styles.noWrap,
      styles.phoneCell[placements.get(column.id) ?? 'detail'],
    );
  const content = (column: TableColumn<T>, value: ReactNode) =>
    placements.get(column.id) === 'detail' ? (
      <>
        <span aria-hidden="true" className={styles.phoneLabel}>
          {column.header}
        </span>
        <div className={styles.phoneValue}>{value}</div>
      </>
    ) : (
      value
    );
  // On phones the header row stays in view only for what is done there: sorting, ticking every row.
  const headerInView = selection !== undefined || columns.some((column) => column.allowsSorting);
  const selectionCell = selection && (
    <Cell className={cx(styles.cell, styles.selectCell)}>
      {/* named "Select" + the row's header by react-aria */}
      <Checkbox slot="selection">{null}</Checkbox>
    </Cell>
  );
  return (
    <div className={styles.wrapper}>
      <div className={styles.edges}>
        {/* A region named like the table: where it scrolls sideways, the part of the page that does says what it is. */}
        <section ref={scroller} aria-label={label} className={styles.scroller} aria-busy={isLoading || undefined}>
          <Table
            aria-label={label}
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange}
            className={styles.table}
            onRowAction={onRowAction}
            {...(selection && {
              selectionMode: 'multiple',
              selectionBehavior: 'toggle',
              selectedKeys: selection.selectedKeys,
              onSelectionChange: selection.onSelectionChange,
              disabledKeys: selection.disabledKeys,
              disabledBehavior: 'all',
            })}
          >
            <TableHeader className={headerInView ? styles.phoneHead.inView : styles.phoneHead.hidden}>
              {selection && (
                <Column className={cx(styles.column, styles.selectColumn)}>
                  {/* react-aria names it "Select All" in the interface language */}
                  <Checkbox slot="selection">{null}</Checkbox>
                </Column>
              )}
              {columns.map((column) => (
                <Column
                  key={column.id}
                  id={column.id}
                  isRowHeader={column.id === rowHeader}
                  allowsSorting={column.allowsSorting}
                  className={cx(styles.column, column.align === 'end' && styles.endAligned)}
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
                      {selection && <Cell className={styles.cell} />}
                      {columns.map((column) => (
                        <Cell key={column.id} className={cellClass(column)}>
                          <Skeleton width="80%" />
                        </Cell>
                      ))}
                    </Row>
                  ))
                : rows.map((row) => {
                    const key = rowKey(row);
                    return (
                      <Row
                        key={key}
                        id={key}
                        href={rowHref?.(row)}
                        className={cx(styles.row, onRowAction && styles.opensRow)}
                      >
                        {selectionCell}
                        {columns.map((column) => (
                          <Cell key={column.id} className={cellClass(column)}>
                            {content(column, column.cell(row))}
                          </Cell>
                        ))}
                      </Row>
                    );
                  })}
            </TableBody>
          </Table>
        </section>
        {hidden.start && <div aria-hidden="true" data-edge="start" className={styles.edgeStart} />}
        {hidden.end && <div aria-hidden="true" data-edge="end" className={styles.edgeEnd} />}
      </div>
      {onPageChange && total !== undefined && !isLoading && (
        <Pagination page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
      )}
    </div>
  );
}
