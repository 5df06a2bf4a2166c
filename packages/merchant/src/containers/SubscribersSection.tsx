import { Trans, useLingui } from '@lingui/react/macro';
import { LoadableView, Money, pageLayout, toLoadable } from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import { Dialog } from '@paydeck/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { cancelSubscription, fetchInstallments, fetchSubscribers } from '../api/commerce';
import type { Subscription } from '../api/commerce-schemas';
import { merchantKeys } from '../api/keys';
import { SubscribersScreen } from '../components/SubscribersScreen';
import { useMerchantCustomer } from './customer';
import { useActions } from './useActions';

const loadPopups = () => import('./MerchantPopups');
const ConfirmAction = lazy(() => loadPopups().then((m) => ({ default: m.ConfirmAction })));
const ResponsePopup = lazy(() => loadPopups().then((m) => ({ default: m.ResponsePopup })));

type Popup = { kind: 'cancel' | 'installments'; subscription: Subscription };

/** accounts/subscribers: the list by pages of 50, cancel, installments. */
export function SubscribersSection() {
  const { t, i18n } = useLingui();
  const { can } = useCompanyRights();
  const customerId = useMerchantCustomer();
  const [pageNumber, setPageNumber] = useState(1);
  const [popup, setPopup] = useState<Popup | null>(null);
  const actions = useActions((text) => <p className={pageLayout.message}>{text}</p>);
  const page = useQuery({
    queryKey: merchantKeys.list('subscribers', customerId, { pageNumber }),
    queryFn: ({ signal }) => fetchSubscribers(api, pageNumber, signal),
    placeholderData: keepPreviousData,
  });
  const shown = popup?.kind === 'installments' ? popup.subscription.subscriptionId : 0;
  const installments = useQuery({
    queryKey: merchantKeys.list('installments', customerId, { shown }),
    queryFn: ({ signal }) => fetchInstallments(api, shown, signal),
    enabled: shown > 0,
  });
  return (
    <>
      <SubscribersScreen
        canChange={can('initiate')}
        page={toLoadable(page, i18n)}
        pageNumber={pageNumber}
        onPage={setPageNumber}
        onCancel={(subscription) => {
          actions.fresh();
          setPopup({ kind: 'cancel', subscription });
        }}
        onInstallments={(subscription) => setPopup({ kind: 'installments', subscription })}
        onRetry={() => void page.refetch()}
        notice={actions.message}
      />
      {popup?.kind === 'installments' && (
        <Dialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setPopup(null)}
          title={t`Installments of ${popup.subscription.subscriberEmail}`}
        >
          <LoadableView value={toLoadable(installments, i18n)} label={t`Loading the installments`}>
            {(list) => (
              <ol className={pageLayout.list}>
                {list.map((item) => (
                  <li key={item.number}>
                    {i18n.date(item.dueDate, { dateStyle: 'medium' })} ·{' '}
                    <Money amount={item.amount} currency={popup.subscription.currencyCode} /> ·{' '}
                    {item.paid ? <Trans>paid</Trans> : <Trans>due</Trans>}
                  </li>
                ))}
              </ol>
            )}
          </LoadableView>
        </Dialog>
      )}
      <Suspense fallback={null}>
        {popup?.kind === 'cancel' && (
          <ConfirmAction
            title={t`Cancel the subscription of ${popup.subscription.subscriberEmail}?`}
            confirmLabel={t`Cancel the subscription`}
            onClose={() => setPopup(null)}
            onConfirm={async () => {
              const { subscription } = popup;
              setPopup(null);
              await actions.run(
                { subscriptionId: subscription.subscriptionId },
                (key) => cancelSubscription(api, subscription.subscriptionId, key),
                t`The subscription of ${subscription.subscriberEmail} was canceled.`,
              );
            }}
          />
        )}
        {actions.refusal !== undefined && (
          <ResponsePopup isOpen answer={actions.refusal} onOpenChange={(isOpen) => !isOpen && actions.closeRefusal()} />
        )}
      </Suspense>
    </>
  );
}
