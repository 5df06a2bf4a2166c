import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, EmptyState, Pagination } from '@paydeck/ui';
import { REQUEST_PAGE_SIZE, type RequestList } from '../../api/company-requests';
import { DecisionBar, type Deciding } from './DecisionBar';
import { MassRequests } from './MassRequests';
import { DecisionOutcome, type Outcome } from './DecisionOutcome';
import { type Creator, RequestsFilters } from './RequestsFilters';
import { RequestsTable } from './RequestsTable';
import { hasFilters, type RequestsSearch } from './search';

export interface RequestsScreenProps {
  /** Rights 2 and 4 decide (payments.md 6); anyone else is told so. */
  access: 'allowed' | 'denied';
  search: RequestsSearch;
  list: Loadable<RequestList>;
  types: readonly { id: number; name: string }[];
  creators: readonly Creator[];
  selected: ReadonlySet<number>;
  onSelectionChange: (selected: Set<number>) => void;
  onSearchChange: (search: RequestsSearch) => void;
  deciding: Deciding;
  outcome: Outcome | null;
  onApprove: () => void;
  onDecline: () => void;
  /** The batch (mass request) whose decision is on its way. */
  batchDeciding?: number | null;
  onBatchDecision?: (batchId: number, declined: boolean) => void;
  onRetry: () => void;
}

/** transfer/requests: the company's transfers waiting for an approver, 50 a page, decided one or many at once. */
export function RequestsScreen(props: RequestsScreenProps) {
  const { t } = useLingui();
  const { search, list, types } = props;
  const typeName = (id: number) => types.find((type) => type.id === id)?.name ?? t`Type ${id}`;
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Transaction requests</Trans>
        </h1>
      </header>
      {props.access === 'denied' ? (
        <section className={pageLayout.section}>
          <EmptyState
            title={t`You cannot decide transaction requests`}
            description={t`Only company users with full access or the right to confirm see and decide the company's transaction requests. Ask the company's administrator if you need it.`}
          />
        </section>
      ) : (
        <>
          <section className={pageLayout.section} aria-label={t`Filters`}>
            <RequestsFilters
              key={JSON.stringify(search)}
              value={search}
              types={types}
              creators={props.creators}
              onApply={props.onSearchChange}
            />
          </section>
          <div role="status">
            {props.outcome && props.outcome.kind !== 'failed' && <DecisionOutcome outcome={props.outcome} />}
          </div>
          {props.outcome?.kind === 'failed' && <DecisionOutcome outcome={props.outcome} />}
          <LoadableView value={list} label={t`Loading the requests`} onRetry={props.onRetry}>
            {(data) => <RequestsList {...props} data={data} typeName={typeName} />}
          </LoadableView>
        </>
      )}
    </div>
  );
}

function RequestsList(props: RequestsScreenProps & { data: RequestList; typeName: (id: number) => string }) {
  const { t } = useLingui();
  const { data, search, selected } = props;
  const { items, total } = data.transactionRequestList;
  const batches = data.massTransactionRequestList.items;
  const creatorName = (userId: number) =>
    props.creators.find((creator) => creator.userId === userId)?.name ?? t`User ${userId}`;
  const mass = batches.length > 0 && (
    <MassRequests
      batches={batches}
      creatorName={creatorName}
      deciding={props.batchDeciding ?? null}
      onApprove={(batchId) => props.onBatchDecision?.(batchId, false)}
      onDecline={(batchId) => props.onBatchDecision?.(batchId, true)}
    />
  );
  if (items.length === 0 && mass) return mass;
  if (items.length === 0) {
    const filtered = hasFilters(search);
    return (
      <section className={pageLayout.section}>
        <EmptyState
          title={filtered ? t`No requests match these filters` : t`No requests are waiting`}
          description={
            filtered
              ? t`Change or clear the filters to see other requests.`
              : t`When a company user creates a transfer that needs approval, it appears here at once.`
          }
          action={
            filtered ? (
              <Button variant="secondary" onPress={() => props.onSearchChange({})}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : undefined
          }
        />
      </section>
    );
  }
  return (
    <>
      <DecisionBar
        count={selected.size}
        deciding={props.deciding}
        onApprove={props.onApprove}
        onDecline={props.onDecline}
        onClear={() => props.onSelectionChange(new Set())}
      />
      <RequestsTable
        rows={items}
        typeName={props.typeName}
        selected={selected}
        onSelectionChange={props.onSelectionChange}
        isDisabled={props.deciding !== null}
      />
      <Pagination
        page={search.page ?? 1}
        pageSize={REQUEST_PAGE_SIZE}
        total={total}
        onPageChange={(page) => props.onSearchChange({ ...search, page })}
      />
      {mass}
    </>
  );
}
