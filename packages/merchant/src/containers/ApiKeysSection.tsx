import { useLingui } from '@lingui/react/macro';
import { pageLayout, toLoadable } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import type { ServerAnswer } from '@paydeck/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import {
  createApiKey,
  deleteItem,
  fetchAllowedIps,
  fetchApiKeys,
  type Resource,
  saveAllowedIp,
  updateApiKey,
} from '../api/internal';
import { merchantKeys } from '../api/keys';
import type { AllowedIp, ApiKey } from '../api/schemas';
import { ApiKeysScreen } from '../components/ApiKeysScreen';
import { useMerchantCustomer } from './customer';
import { responseAnswer } from './response-answer';

const loadPopups = () => import('./MerchantPopups');
const ApiKeyPopup = lazy(() => loadPopups().then((m) => ({ default: m.ApiKeyPopup })));
const AllowedIpPopup = lazy(() => loadPopups().then((m) => ({ default: m.AllowedIpPopup })));
const ConfirmDelete = lazy(() => loadPopups().then((m) => ({ default: m.ConfirmDelete })));
const ShownOnce = lazy(() => loadPopups().then((m) => ({ default: m.ShownOnce })));
const ResponsePopup = lazy(() => loadPopups().then((m) => ({ default: m.ResponsePopup })));

type Popup =
  | { kind: 'key'; item: ApiKey | null }
  | { kind: 'ip'; item: AllowedIp | null }
  | { kind: 'delete'; resource: Resource; id: number; name: string }
  | { kind: 'created'; key: string };

/** internal/api_key (right 2): API keys (shown once at creation) and allowed IP ranges. */
export function ApiKeysSection() {
  const { t, i18n } = useLingui();
  const customerId = useMerchantCustomer();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [refusal, setRefusal] = useState<ServerAnswer | null | undefined>(undefined);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [submission, setSubmission] = useState(createSubmission);
  const apiKeys = useQuery({
    queryKey: merchantKeys.list('apiKeys', customerId),
    queryFn: ({ signal }) => fetchApiKeys(api, customerId, signal),
  });
  const allowedIps = useQuery({
    queryKey: merchantKeys.list('allowedIps', customerId),
    queryFn: ({ signal }) => fetchAllowedIps(api, customerId, signal),
  });
  const open = (next: Popup) => {
    void loadPopups();
    setSubmission(createSubmission());
    setNotice(null);
    setPopup(next);
  };
  const done = (text: string, next: Popup | null = null) => {
    setPopup(next);
    void queryClient.invalidateQueries({ queryKey: merchantKeys.all });
    setNotice(<p className={pageLayout.message}>{text}</p>);
  };
  const attempt = async (work: (key: string) => Promise<unknown>, payload: object, after: () => void) => {
    try {
      await submission.submit(payload, (_payload, key) => work(key));
      after();
    } catch (error) {
      if (popup?.kind === 'delete') setPopup(null);
      setRefusal(responseAnswer(error));
    }
  };

  return (
    <>
      <ApiKeysScreen
        apiKeys={toLoadable(apiKeys, i18n)}
        allowedIps={toLoadable(allowedIps, i18n)}
        onCreateKey={() => open({ kind: 'key', item: null })}
        onEditKey={(item) => open({ kind: 'key', item })}
        onDeleteKey={(item) => open({ kind: 'delete', resource: 'apikey', id: item.id, name: item.name })}
        onAddIp={() => open({ kind: 'ip', item: null })}
        onEditIp={(item) => open({ kind: 'ip', item })}
        onDeleteIp={(item) => open({ kind: 'delete', resource: 'allowedip', id: item.id, name: item.name })}
        onRetry={() => {
          void apiKeys.refetch();
          void allowedIps.refetch();
        }}
        notice={notice}
      />
      <Suspense fallback={null}>
        {popup?.kind === 'key' && (
          <ApiKeyPopup
            item={popup.item}
            onClose={() => setPopup(null)}
            onSubmit={(input) => {
              const { item } = popup;
              if (item)
                return attempt(
                  (key) => updateApiKey(api, customerId, item.id, input, key),
                  input,
                  () => done(t`The API key ${input.name} was saved.`),
                );
              let made = '';
              return attempt(
                async (key) => {
                  made = (await createApiKey(api, customerId, input, key)).key;
                },
                input,
                () => done(t`The API key ${input.name} was created.`, { kind: 'created', key: made }),
              );
            }}
          />
        )}
        {popup?.kind === 'ip' && (
          <AllowedIpPopup
            item={popup.item}
            onClose={() => setPopup(null)}
            onSubmit={(input) =>
              attempt(
                (key) => saveAllowedIp(api, customerId, input, key, popup.item?.id),
                input,
                () => done(t`The allowed IP range ${input.name} was saved.`),
              )
            }
          />
        )}
        {popup?.kind === 'delete' && (
          <ConfirmDelete
            name={popup.name}
            onClose={() => setPopup(null)}
            onConfirm={() =>
              attempt(
                (key) => deleteItem(api, popup.resource, customerId, popup.id, key),
                { id: popup.id },
                () => done(t`${popup.name} was deleted.`),
              )
            }
          />
        )}
        {popup?.kind === 'created' && (
          <ShownOnce title={t`Your new API key`} value={popup.key} onClose={() => setPopup(null)} />
        )}
        {refusal !== undefined && (
          <ResponsePopup isOpen answer={refusal} onOpenChange={(isOpen) => !isOpen && setRefusal(undefined)} />
        )}
      </Suspense>
    </>
  );
}
