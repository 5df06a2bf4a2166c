import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@paydeck/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authKeys } from '../../api/keys';
import { fetchLoginHistory } from '../../api/security';
import { type DateRange, LoginHistorySection } from '../../components/settings/LoginHistorySection';
import { api } from '../../session/clients';
import { useFailureText } from '../errors';
import { toLoadable } from './loadable';

/** Login history with its date filter and pages of 20. */
export function LoginHistoryPanel() {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  const [range, setRange] = useState<DateRange>({});
  const [page, setPage] = useState(1);
  const filter = { ...range, pageNumber: page };
  const history = useQuery({
    queryKey: authKeys.loginHistory(filter),
    queryFn: ({ signal }) => fetchLoginHistory(api, filter, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <LoginHistorySection
      history={toLoadable(history, failureText)}
      range={range}
      onRangeChange={(next) => {
        setRange(next);
        setPage(1);
      }}
      page={page}
      onPageChange={setPage}
      formatDateTime={(iso) => formatDate(iso, i18n.locale, 'dateTime')}
      onRetry={() => void history.refetch()}
    />
  );
}
