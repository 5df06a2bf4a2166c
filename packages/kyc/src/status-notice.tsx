// `@paydeck/kyc/status-notice`: the account notice as the shell places it in accounts' slot (home, the transfers and
// card pages), loaded apart from the kyc screens. Its words (the kyc catalog) load only when there is something to say.
import { loadCatalogs } from '@paydeck/i18n';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { kycCustomerInfoQuery } from './containers/queries';
import { today } from './containers/today';
import { accountNotice, type NoticePlace } from './model/account-notice';

export type { NoticePlace } from './model/account-notice';

const AccountNotice = lazy(async () => {
  const [screen] = await Promise.all([import('./components/status/AccountNotice'), loadCatalogs(['kyc'])]);
  return { default: screen.AccountNotice };
});

/** Read again at most once a minute while moving between pages (any kyc change invalidates it at once). */
const NOTICE_STALE_MS = 60_000;

/** The notice for `place`, or nothing: while loading, when the answer fails, and when there is nothing to tell. */
export function AccountStatusNotice({ place, className }: { place: NoticePlace; className?: string }) {
  const info = useQuery({ ...kycCustomerInfoQuery(), staleTime: NOTICE_STALE_MS });
  const notice = info.data ? accountNotice(info.data, today(), place) : null;
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <AccountNotice notice={notice} compact={place !== 'home'} className={className} />
    </Suspense>
  );
}
