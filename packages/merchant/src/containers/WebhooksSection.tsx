import { useLingui } from '@lingui/react/macro';
import { pageLayout, toLoadable } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import type { ServerAnswer } from '@paydeck/ui';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import {
  deleteItem,
  fetchWebhookRequests,
  fetchWebhooks,
  pingWebhook,
  saveWebhook,
  type WebhookRequestFilter,
} from '../api/internal';
import { merchantKeys } from '../api/keys';
import type { Webhook } from '../api/schemas';
import { WebhooksScreen } from '../components/WebhooksScreen';
import { nextCursorOf } from '../model/paging';
import { useMerchantCustomer } from './customer';
import { responseAnswer } from './response-answer';

const loadPopups = () => import('./MerchantPopups');
const WebhookPopup = lazy(() => loadPopups().then((m) => ({ default: m.WebhookPopup })));
const ConfirmDelete = lazy(() => loadPopups().then((m) => ({ default: m.ConfirmDelete })));
const ResponsePopup = lazy(() => loadPopups().then((m) => ({ default: m.ResponsePopup })));

type Popup = { kind: 'edit'; webhook: Webhook | null } | { kind: 'delete'; webhook: Webhook };

/** internal/webhook_log (right 2): webhooks, ping, and the request log by cursor. */
export function WebhooksSection() {
  const { t, i18n } = useLingui();
  const customerId = useMerchantCustomer();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<WebhookRequestFilter>({});
  const [popup, setPopup] = useState<Popup | null>(null);
  const [refusal, setRefusal] = useState<ServerAnswer | null | undefined>(undefined);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [pinging, setPinging] = useState<number | null>(null);
  const [submission, setSubmission] = useState(createSubmission);
  const webhooks = useQuery({
    queryKey: merchantKeys.list('webhooks', customerId),
    queryFn: ({ signal }) => fetchWebhooks(api, customerId, signal),
  });
  const log = useInfiniteQuery({
    queryKey: merchantKeys.list('webhookRequests', customerId, filter),
    queryFn: ({ pageParam, signal }) => fetchWebhookRequests(api, customerId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });
  const requests = toLoadable({ ...log, data: log.data?.pages.flatMap((page) => page.requests) }, i18n);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
  const open = (next: Popup | null) => {
    void loadPopups();
    setSubmission(createSubmission());
    setNotice(null);
    setPopup(next);
  };
  const announce = (text: string) => setNotice(<p className={pageLayout.message}>{text}</p>);
  const refused = (error: unknown) => setRefusal(responseAnswer(error));

  const ping = async (webhook: Webhook) => {
    setPinging(webhook.id);
    setNotice(null);
    try {
      const result = await pingWebhook(api, customerId, webhook.url);
      const status = result.statusCode === null ? t`no answer` : `HTTP ${result.statusCode}`;
      announce(result.delivered ? t`Ping delivered (${status}).` : t`Ping failed (${status}); it will be retried.`);
    } catch (error) {
      refused(error);
    } finally {
      setPinging(null);
      refresh();
    }
  };

  return (
    <>
      <WebhooksScreen
        webhooks={toLoadable(webhooks, i18n)}
        log={{
          requests,
          filter,
          onFilter: setFilter,
          hasMore: log.hasNextPage,
          loadingMore: log.isFetchingNextPage,
          onLoadMore: () => void log.fetchNextPage(),
          onRetry: () => void log.refetch(),
        }}
        onCreate={() => open({ kind: 'edit', webhook: null })}
        onEdit={(webhook) => open({ kind: 'edit', webhook })}
        onDelete={(webhook) => open({ kind: 'delete', webhook })}
        onPing={(webhook) => void ping(webhook)}
        pinging={pinging}
        onRetry={() => void webhooks.refetch()}
        notice={notice}
      />
      <Suspense fallback={null}>
        {popup?.kind === 'edit' && (
          <WebhookPopup
            item={popup.webhook}
            onClose={() => setPopup(null)}
            onSubmit={async (input) => {
              try {
                await submission.submit(input, (_payload, key) =>
                  saveWebhook(api, customerId, input, key, popup.webhook?.id),
                );
                setPopup(null);
                refresh();
                announce(
                  popup.webhook ? t`The webhook ${input.name} was saved.` : t`The webhook ${input.name} was added.`,
                );
              } catch (error) {
                refused(error);
              }
            }}
          />
        )}
        {popup?.kind === 'delete' && (
          <ConfirmDelete
            name={popup.webhook.name}
            onClose={() => setPopup(null)}
            onConfirm={async () => {
              try {
                await submission.submit({ id: popup.webhook.id }, (_payload, key) =>
                  deleteItem(api, 'webhook', customerId, popup.webhook.id, key),
                );
                setPopup(null);
                refresh();
                announce(t`The webhook ${popup.webhook.name} was deleted.`);
              } catch (error) {
                setPopup(null);
                refused(error);
              }
            }}
          />
        )}
        {refusal !== undefined && (
          <ResponsePopup isOpen answer={refusal} onOpenChange={(isOpen) => !isOpen && setRefusal(undefined)} />
        )}
      </Suspense>
    </>
  );
}
