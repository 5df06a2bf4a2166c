import { useLingui } from '@lingui/react/macro';
import { toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchReputation } from '../api/commerce';
import { merchantKeys } from '../api/keys';
import { ReputationScreen } from '../components/ReputationScreen';
import { useMerchantCustomer } from './customer';

/** security/reputation. */
export function ReputationSection() {
  const { i18n } = useLingui();
  const customerId = useMerchantCustomer();
  const [email, setEmail] = useState('');
  const result = useQuery({
    queryKey: merchantKeys.list('reputation', customerId, { email }),
    queryFn: ({ signal }) => fetchReputation(api, email, signal),
    enabled: email !== '',
  });
  return (
    <ReputationScreen
      result={email ? toLoadable(result, i18n) : null}
      onSearch={setEmail}
      onRetry={() => void result.refetch()}
    />
  );
}
