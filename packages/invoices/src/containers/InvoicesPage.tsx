import { lazyScreen } from '@paydeck/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { openPaymentAccounts, PageFrame, pageLayout, ScreenLoading, toLoadable, useAccounts } from '@paydeck/accounts';
import { activeBrand } from '@paydeck/brand-config/active';
import { api, realtime, useCompanyRights } from '@paydeck/auth';
import type { ServerAnswer } from '@paydeck/ui';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { fetchInvoice, fetchInvoices } from '../api/invoices';
import { invoiceKeys } from '../api/keys';
import type { Invoice } from '../api/schemas';
import type { InvoiceAction } from '../model/invoice-rules';
import { invoiceListFilter, invoicesHref, listOf, parseInvoiceSearch, withList } from '../model/search';
import type { Popup } from './InvoicePopups';
import { localToday, responseAnswer } from './response-answer';
import { loadApprovalPopup, usePay } from './usePay';

const InvoicesScreen = lazyScreen(() => import('../components/InvoicesScreen').then((m) => m.InvoicesScreen));
void InvoicesScreen.preload();
const ApprovalPopup = lazy(loadApprovalPopup);
// The popups (dialogs, forms, the response popup) are asked for when one opens: the list's route stays light.
const loadPopups = () => import('./InvoicePopups');
const InvoicePopups = lazy(() => loadPopups().then((m) => ({ default: m.InvoicePopups })));
const ResponsePopup = lazy(() => loadPopups().then((m) => ({ default: m.ResponsePopup })));
const PaidDetails = lazy(() => loadPopups().then((m) => ({ default: m.PaidDetails })));

const listQuery = (search: ReturnType<typeof parseInvoiceSearch>) => {
  const list = listOf(search);
  const filter = invoiceListFilter(search);
  return {
    queryKey: invoiceKeys.list(list, filter),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchInvoices(api, list, filter, signal),
  };
};

/**
 * The route's loader: starts the list's request beside the screen's code and waits for that code, so the screen
 * draws at once (not after a skeleton React holds for at least 300 ms once shown; accounts' lazyScreen).
 */
export function loadInvoicesPage(queryClient: QueryClient, rawSearch: Record<string, unknown>): Promise<unknown> {
  void queryClient.prefetchQuery(listQuery(parseInvoiceSearch(rawSearch)));
  return InvoicesScreen.preload();
}

/** transfer/invoices: the lists by the address's search, the popups, paying through transfers' approval flow. */
export function InvoicesPage({ rawSearch }: { rawSearch: Record<string, unknown> }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const search = parseInvoiceSearch(rawSearch);
  const list = listOf(search);
  const invoices = useQuery(listQuery(search));
  const accounts = useAccounts();
  const payable = openPaymentAccounts(accounts.data ?? []);
  const currencies = [...new Set(payable.map((account) => account.currencyCode))];
  const today = localToday();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [refusal, setRefusal] = useState<ServerAnswer | null | undefined>(undefined);
  const [notice, setNotice] = useState<ReactNode>(null);
  const payment = usePay();
  const { can } = useCompanyRights();
  const viewed = popup?.kind === 'view' ? popup.invoice : null;
  const view = useQuery({
    queryKey: invoiceKeys.one(viewed?.id ?? 0, list),
    queryFn: ({ signal }) => fetchInvoice(api, viewed?.id ?? 0, list, signal, activeBrand.id),
    enabled: viewed !== null,
    staleTime: 0,
  });

  // A new invoice, a rejection or a booked payment arrives by the realtime channel: the lists follow.
  useEffect(() => {
    realtime.start();
    return realtime.subscribe(
      () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ['notification', 'transaction'],
    );
  }, [queryClient]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  const announce = (text: string) =>
    setNotice(
      <p className={pageLayout.message} key={Date.now()}>
        {text}
      </p>,
    );
  const onAction = (action: InvoiceAction, invoice: Invoice) => {
    setNotice(null);
    if (action === 'pay') payment.restart();
    setPopup({ kind: action, invoice });
  };

  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the invoices`} />}>
        <InvoicesScreen
          search={search}
          list={toLoadable(invoices, i18n)}
          today={today}
          onSearchChange={(next) => void router.navigate({ href: invoicesHref(next) })}
          onAction={onAction}
          onCreate={() => {
            void loadPopups();
            setPopup({ kind: 'create' });
          }}
          onFund={() => setPopup({ kind: 'fund' })}
          onRetry={() => void invoices.refetch()}
          notice={notice}
          canChange={can('initiate')}
        />
      </Suspense>
      <Suspense fallback={null}>
        {popup && (
          <InvoicePopups
            popup={popup}
            currencies={currencies}
            payable={payable}
            today={today}
            view={toLoadable(view, i18n)}
            onRetryView={() => void view.refetch()}
            payment={payment}
            onClose={() => setPopup(null)}
            onCreated={(email) => {
              setPopup(null);
              refresh();
              announce(t`Your invoice was sent to ${email}.`);
              void router.navigate({ href: invoicesHref(withList('sent')) });
            }}
            onRejected={() => {
              setPopup(null);
              refresh();
              announce(t`The invoice was rejected. Its sender sees your note.`);
            }}
            onPaid={() => setPopup(null)}
            onRefused={(error) => setRefusal(responseAnswer(error))}
          />
        )}
        {refusal !== undefined && (
          <ResponsePopup isOpen answer={refusal} onOpenChange={(open) => !open && setRefusal(undefined)} />
        )}
      </Suspense>
      {payment.submitResult && (
        <Suspense fallback={null}>
          <ApprovalPopup
            submitResult={payment.submitResult}
            details={
              payment.paid && <PaidDetails invoice={payment.paid} transactionId={payment.submitResult.transactionId} />
            }
            onDone={(outcome) => {
              payment.settle();
              // "Successfully submitted" with what was paid was the outcome: the page adds no second one.
              if (outcome === 'waiting')
                setNotice(
                  <p className={pageLayout.message}>
                    <Trans>Your payment waits for approval. Its money is held until then.</Trans>
                  </p>,
                );
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
