import { useLingui } from '@lingui/react/macro';
import { toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiRequestFilter, fetchApiKeys, fetchApiRequests } from '../api/internal';
import { merchantKeys } from '../api/keys';
import { ApiLogScreen } from '../components/ApiLogScreen';
import { useMerchantCustomer } from './customer';

/** internal/api_log (right 2): the API request log with its filters. */
export function ApiLogSection() {
  const { i18n } = useLingui();
  const customerId = useMerchantCustomer();
  const [filter, setFilter] = useState<ApiRequestFilter>({});
  const apiKeys = useQuery({
    queryKey: merchantKeys.list('apiKeys', customerId),
    queryFn: ({ signal }) => fetchApiKeys(api, customerId, signal),
  });
  const requests = useQuery({
    queryKey: merchantKeys.list('apiRequests', customerId, filter),
    queryFn: ({ signal }) => fetchApiRequests(api, customerId, filter, signal),
  });
  return (
    <ApiLogScreen
      apiKeys={apiKeys.data ?? []}
      requests={toLoadable(requests, i18n)}
      filter={filter}
      onFilter={setFilter}
      onRetry={() => void requests.refetch()}
    />
  );
}
