import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { RequestsBadgeLink } from '../../components/company-requests/RequestsBadgeLink';
import { REQUESTS_PATH } from '../../components/company-requests/search';
import { requestCountQuery } from './queries';
import { useRequestEvents } from './useRequestEvents';

/** The header's badge: the count (businessNotificationsCount), kept current by the realtime events. */
export function RequestsBadgeContainer() {
  const navigate = useNavigate();
  const count = useQuery(requestCountQuery());
  useRequestEvents(true);
  return (
    <RequestsBadgeLink
      count={count.data ?? null}
      href={REQUESTS_PATH}
      onNavigate={() => void navigate({ to: REQUESTS_PATH })}
    />
  );
}
