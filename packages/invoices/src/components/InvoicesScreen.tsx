import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, EmptyState, Pagination, Tab, TabList, TabPanel, Tabs } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Invoice, InvoiceList } from '../api/schemas';
import type { InvoiceAction, InvoiceDirection } from '../model/invoice-rules';
import {
  hasInvoiceFilters,
  INVOICE_PAGE_SIZE,
  type InvoiceSearch,
  listOf,
  withFilters,
  withList,
  withPage,
} from '../model/search';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoicesTable } from './InvoicesTable';
import * as styles from './invoices.css';

export interface InvoicesScreenProps {
  search: InvoiceSearch;
  list: Loadable<InvoiceList>;
  today: string;
  onSearchChange: (search: InvoiceSearch) => void;
  onAction: (action: InvoiceAction, invoice: Invoice) => void;
  onCreate: () => void;
  onFund: () => void;
  onRetry: () => void;
  /** What just happened ("Invoice sent", "Invoice rejected"), announced. */
  notice?: ReactNode;
  /** The company right lets the person create, fund, pay and reject (auth's `can('initiate')`); else only view. */
  canChange?: boolean;
}

/** transfer/invoices: the received and sent lists (20 a page), their filters in the address, the actions. */
export function InvoicesScreen(props: InvoicesScreenProps) {
  const { t } = useLingui();
  const list = listOf(props.search);
  const filtered = hasInvoiceFilters(props.search);
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Invoices</Trans>
        </h1>
        {props.canChange !== false && (
          <div className={styles.headerActions}>
            <Button onPress={props.onCreate}>
              <Trans>Create an invoice</Trans>
            </Button>
            <Button variant="secondary" onPress={props.onFund}>
              <Trans>Fund by invoice</Trans>
            </Button>
          </div>
        )}
      </header>
      <div role="status">{props.notice}</div>
      <Tabs selectedKey={list} onSelectionChange={(key) => props.onSearchChange(withList(key as InvoiceDirection))}>
        <TabList aria-label={t`Invoice lists`}>
          <Tab id="received">
            <Trans>Received</Trans>
          </Tab>
          <Tab id="sent">
            <Trans>Sent</Trans>
          </Tab>
        </TabList>
        <TabPanel id={list}>
          <section className={pageLayout.section} aria-label={t`Filters`}>
            <InvoiceFilters
              key={JSON.stringify(props.search)}
              list={list}
              value={props.search}
              onApply={(filters) => props.onSearchChange(withFilters(props.search, filters))}
            />
          </section>
          <LoadableView value={props.list} label={t`Loading the invoices`} onRetry={props.onRetry}>
            {(data) =>
              data.invoices.length === 0 ? (
                <section className={pageLayout.section}>
                  <EmptyState
                    title={
                      filtered
                        ? t`No invoices match these filters`
                        : list === 'received'
                          ? t`No invoices received`
                          : t`No invoices sent`
                    }
                    description={
                      filtered
                        ? t`Change or clear the filters to see other invoices.`
                        : list === 'received'
                          ? t`An invoice someone sends to your e-mail appears here.`
                          : t`Create an invoice to ask someone to pay you.`
                    }
                    action={
                      filtered ? (
                        <Button variant="secondary" onPress={() => props.onSearchChange(withList(list))}>
                          <Trans>Clear filters</Trans>
                        </Button>
                      ) : undefined
                    }
                  />
                </section>
              ) : (
                <>
                  <InvoicesTable
                    list={list}
                    invoices={data.invoices}
                    today={props.today}
                    onAction={props.onAction}
                    canChange={props.canChange !== false}
                  />
                  <Pagination
                    page={props.search.page ?? 1}
                    pageSize={INVOICE_PAGE_SIZE}
                    total={data.results}
                    onPageChange={(page) => props.onSearchChange(withPage(props.search, page))}
                  />
                </>
              )
            }
          </LoadableView>
        </TabPanel>
      </Tabs>
    </div>
  );
}
