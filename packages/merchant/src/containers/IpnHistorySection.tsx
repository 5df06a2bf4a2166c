import { Trans, useLingui } from '@lingui/react/macro';
import { LoadableView, pageLayout, toLoadable } from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import { Button, Dialog } from '@paydeck/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { confirmIpn, fetchIpnMessage, fetchIpnPage } from '../api/commerce';
import type { IpnMessage } from '../api/commerce-schemas';
import { merchantKeys } from '../api/keys';
import * as styles from '../components/merchant.css';
import { IpnHistoryScreen } from '../components/IpnHistoryScreen';
import { IPN_PAGE, showLoadMore } from '../model/paging';
import { useMerchantCustomer } from './customer';
import { useActions } from './useActions';

const ResponsePopup = lazy(() => import('./MerchantPopups').then((m) => ({ default: m.ResponsePopup })));

/** The message as sent, indented when it is JSON. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** ipn/history: pages of 25 added by "Load more", a message's detail and its confirmation. */
export function IpnHistorySection() {
  const { t, i18n } = useLingui();
  // confirming a message is full access's (with the IPN settings)
  const { can } = useCompanyRights();
  const customerId = useMerchantCustomer();
  const [opened, setOpened] = useState<IpnMessage | null>(null);
  const actions = useActions((text) => <p className={pageLayout.message}>{text}</p>);
  const pages = useInfiniteQuery({
    queryKey: merchantKeys.list('ipn', customerId),
    queryFn: ({ pageParam, signal }) => fetchIpnPage(api, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (showLoadMore(IPN_PAGE, all.length, last.total) ? all.length + 1 : undefined),
  });
  const detail = useQuery({
    queryKey: merchantKeys.list('ipnMessage', customerId, { id: opened?.id }),
    queryFn: ({ signal }) => fetchIpnMessage(api, opened?.id ?? 0, signal),
    enabled: opened !== null,
  });
  const messages = toLoadable({ ...pages, data: pages.data?.pages.flatMap((page) => page.messages) }, i18n);
  return (
    <>
      <IpnHistoryScreen
        messages={messages}
        canLoadMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
        onOpen={(message) => {
          actions.fresh();
          setOpened(message);
        }}
        onRetry={() => void pages.refetch()}
        notice={actions.message}
      />
      {opened && (
        <Dialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setOpened(null)}
          title={t`Message ${opened.id}`}
          actions={(close) =>
            detail.data && !detail.data.confirmed && can('manage') ? (
              <Button
                onPress={() =>
                  void actions
                    .run(
                      { id: opened.id },
                      (key) => confirmIpn(api, opened.id, key),
                      t`Message ${opened.id} confirmed.`,
                    )
                    .then((done) => done && close())
                }
              >
                <Trans>Confirm</Trans>
              </Button>
            ) : null
          }
        >
          <LoadableView value={toLoadable(detail, i18n)} label={t`Loading the message`}>
            {(message) => <pre className={styles.detail}>{pretty(message.body)}</pre>}
          </LoadableView>
        </Dialog>
      )}
      <Suspense fallback={null}>
        {actions.refusal !== undefined && (
          <ResponsePopup isOpen answer={actions.refusal} onOpenChange={(isOpen) => !isOpen && actions.closeRefusal()} />
        )}
      </Suspense>
    </>
  );
}
