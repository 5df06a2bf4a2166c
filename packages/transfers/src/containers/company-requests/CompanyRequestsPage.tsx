import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { useAccessRight, useCompanyRights, useCustomer, useSession } from '@paydeck/auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { approveTypeOf } from '../../model/approval';
import { companyRequestActions } from '../../model/rails';
import type { CodeMode } from '../../components/approval/approval-state';
import { parseRequestsSearch, requestFilter, requestsHref } from '../../components/company-requests/search';
import { pruneSelection } from '../../components/company-requests/selection';
import { creatorsQuery, requestsQuery, transactionTypesQuery } from './queries';
import { useDecision } from './useDecision';
import { useRequestEvents } from './useRequestEvents';
import { TransfersFrame } from '../../components/section/TransfersFrame';

// The screen (react-aria's table, dialogs, selects) arrives in its own chunk, asked for as soon as this
// module runs, beside the page's data.
const loadScreen = () =>
  import('../../components/company-requests/RequestsScreen').then((m) => ({ default: m.RequestsScreen }));
void loadScreen();
const RequestsScreen = lazy(loadScreen);
// The approval popup is needed only when an approver's own mode asks for a code: its chunk comes then.
const ApproverCodePopup = lazy(() => import('./ApproverCodePopup').then((m) => ({ default: m.ApproverCodePopup })));

const codeModes: readonly string[] = ['sms', 'otp', 'approvalCode'];

/** transfer/requests: the company's waiting transaction requests for an approver (rights 2 and 4). */
export function CompanyRequestsPage({ rawSearch }: { rawSearch: Record<string, unknown> }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { customer } = useSession();
  // The company the header names, chosen on the company page or not (a business owner acts for their own).
  const accessRight = useAccessRight();
  const { can } = useCompanyRights();
  const allowed = companyRequestActions(accessRight).seeRequests && can('approve');
  const search = parseRequestsSearch(rawSearch);
  const filter = requestFilter(search);
  const list = useQuery({ ...requestsQuery(filter), enabled: allowed, placeholderData: keepPreviousData });
  const types = useQuery({ ...transactionTypesQuery(i18n.locale), enabled: allowed });
  const creators = useQuery({ ...creatorsQuery(), enabled: allowed });
  const approveMode = approveTypeOf(useCustomer().data?.transactionApproveMode ?? undefined);
  useRequestEvents(allowed);

  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const rows = list.data?.transactionRequestList.items;
  useEffect(() => {
    if (rows) setSelected((current) => pruneSelection(current, rows));
  }, [rows]);

  const [codeQueue, setCodeQueue] = useState<number[]>([]);
  const { deciding, batchDeciding, outcome, decide, decideBatch } = useDecision((decided) => {
    setSelected(new Set());
    if (approveMode && codeModes.includes(approveMode)) setCodeQueue(decided.summary.needsCode);
  });

  return (
    <PageFrame>
      <TransfersFrame current="requests">
        <Suspense fallback={<ScreenLoading label={t`Loading the requests`} />}>
          {accessRight === undefined ? (
            <ScreenLoading label={t`Loading the requests`} />
          ) : (
            <RequestsScreen
              access={allowed ? 'allowed' : 'denied'}
              search={search}
              list={toLoadable(list, i18n)}
              types={types.data ?? []}
              creators={creators.data ?? []}
              selected={selected}
              onSelectionChange={setSelected}
              onSearchChange={(next) => {
                setSelected(new Set());
                void router.navigate({ href: requestsHref(next) });
              }}
              deciding={deciding}
              outcome={outcome}
              onDecide={(ids, declined) => void decide(ids, declined)}
              batchDeciding={batchDeciding}
              onBatchDecision={(batchId, declined) => void decideBatch(batchId, declined)}
              onRetry={() => void list.refetch()}
            />
          )}
        </Suspense>
        {codeQueue[0] !== undefined && customer && (
          <Suspense fallback={null}>
            <ApproverCodePopup
              key={codeQueue[0]}
              transactionId={codeQueue[0]}
              mode={approveMode as CodeMode}
              fromEmail={customer.login}
              onDone={() => setCodeQueue((queue) => queue.slice(1))}
            />
          </Suspense>
        )}
      </TransfersFrame>
    </PageFrame>
  );
}
