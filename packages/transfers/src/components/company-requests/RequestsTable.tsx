import { useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@paydeck/i18n';
import { Checkbox } from '@paydeck/ui';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { TransactionRequest } from '../../api/company-requests';
import { selectionOf } from './selection';
import * as styles from './requests.css';

export interface RequestsTableProps {
  rows: readonly TransactionRequest[];
  typeName: (typeId: number) => string;
  selected: ReadonlySet<number>;
  onSelectionChange: (selected: Set<number>) => void;
  /** While a decision is sent nothing can be ticked. */
  isDisabled?: boolean;
  /** A row opened (pressed, or Enter on it): its details. Ticking stays on the checkbox and Space. */
  onOpen?: (transactionId: number) => void;
}

/**
 * The waiting requests with whom each pays and into which account, a checkbox each (Space ticks the focused row;
 * the header box ticks them all); a row opens its details. On a phone the date, type and creator columns give way.
 */
export function RequestsTable({
  rows,
  typeName,
  selected,
  onSelectionChange,
  isDisabled = false,
  onOpen,
}: RequestsTableProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={styles.scroller}>
      <Table
        aria-label={t`Transaction requests`}
        className={styles.table}
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={selected}
        onSelectionChange={(keys) => onSelectionChange(selectionOf(keys, rows))}
        disabledBehavior="all"
        disabledKeys={isDisabled ? rows.map((row) => row.transactionId) : []}
        onRowAction={onOpen && ((key) => onOpen(Number(key)))}
      >
        <TableHeader>
          <Column className={styles.column}>
            {/* react-aria names it "Select All" in the interface language */}
            <Checkbox slot="selection">{null}</Checkbox>
          </Column>
          <Column isRowHeader className={styles.column}>
            {t`Request`}
          </Column>
          <Column className={styles.column}>{t`Pays`}</Column>
          <Column className={`${styles.column} ${styles.wide}`}>{t`Created`}</Column>
          <Column className={`${styles.column} ${styles.wide}`}>{t`Type`}</Column>
          <Column className={`${styles.column} ${styles.wide}`}>{t`Created by`}</Column>
          <Column className={styles.column}>{t`Amount`}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => {
            const number = row.transactionId;
            const description = row.description.trim() || t`Transfer ${number}`;
            return (
              <Row id={row.transactionId} className={onOpen ? `${styles.row} ${styles.clickableRow}` : styles.row}>
                <Cell className={styles.cell}>
                  {/* named "Select" + the row's request (react-aria ties it to the row header) */}
                  <Checkbox slot="selection">{null}</Checkbox>
                </Cell>
                <Cell className={styles.cell}>
                  <span className={styles.stacked}>
                    <span>{description}</span>
                    <span className={styles.muted}>{t`No. ${number}`}</span>
                  </span>
                </Cell>
                <Cell className={styles.cell}>
                  <span className={styles.stacked}>
                    <span>{row.payeeName ?? t`Unknown payee`}</span>
                    {row.payeeAccount && (
                      <span className={styles.muted} data-testid="request-payee-account">
                        {row.payeeAccount}
                      </span>
                    )}
                    {row.payeeBank && <span className={styles.muted}>{row.payeeBank}</span>}
                  </span>
                </Cell>
                <Cell className={`${styles.cell} ${styles.wide}`}>
                  {formatDate(row.created, i18n.locale, 'dateTime')}
                </Cell>
                <Cell className={`${styles.cell} ${styles.wide}`}>{typeName(row.transactionType)}</Cell>
                <Cell className={`${styles.cell} ${styles.wide}`}>{row.createdByName}</Cell>
                <Cell className={styles.amount}>{formatMoney(row.total, row.currencyCode, i18n.locale)}</Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
