import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { Button, EmptyState, Pagination } from '@paydeck/ui';
import { useState } from 'react';
import { REQUEST_PAGE_SIZE, type RequestList } from '../../api/company-requests';
import { DecisionBar, type Deciding } from './DecisionBar';
import { DecisionReview } from './DecisionReview';
import { MassRequests } from './MassRequests';
import { DecisionOutcome, type Outcome } from './DecisionOutcome';
import { type Creator, RequestsFilters } from './RequestsFilters';
import { RequestDetailsDialog } from './RequestDetailsDialog';
import { rowsOf } from './request-review';
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
  /** Approve (declined false) or decline these requests: called once the approver confirmed the review. */
  onDecide: (transactionIds: number[], declined: boolean) => void;
  /** The batch (mass request) whose decision is on its way. */
  batchDeciding?: number | null;
  onBatchDecision?: (batchId: number, declined: boolean) => void;
  onRetry: () => void;
}

/**
 * transfer/requests: the company's transfers waiting for an approver, 50 a page, with whom each pays; a request
 * opens into its details; one or many are decided at once, each decision after a review of what it decides.
 */
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
  const [opened, setOpened] = useState<number | null>(null);
  const [review, setReview] = useState<{ ids: number[]; declined: boolean } | null>(null);
  // Only requests still listed: one decided meanwhile (by another approver) leaves the review and the details.
  const openedRow = items.find((row) => row.transactionId === opened);
  const reviewed = review ? rowsOf(items, new Set(review.ids)) : [];
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
        onApprove={() => setReview({ ids: [...selected], declined: false })}
        onDecline={() => setReview({ ids: [...selected], declined: true })}
        onClear={() => props.onSelectionChange(new Set())}
      />
      <RequestsTable
        rows={items}
        typeName={props.typeName}
        selected={selected}
        onSelectionChange={props.onSelectionChange}
        isDisabled={props.deciding !== null}
        onOpen={setOpened}
      />
      <Pagination
        page={search.page ?? 1}
        pageSize={REQUEST_PAGE_SIZE}
        total={total}
        onPageChange={(page) => props.onSearchChange({ ...search, page })}
      />
      {mass}
      {openedRow && (
        <RequestDetailsDialog
          request={openedRow}
          typeName={props.typeName}
          isDisabled={props.deciding !== null}
          onClose={() => setOpened(null)}
          onDecide={(declined) => {
            setOpened(null);
            setReview({ ids: [openedRow.transactionId], declined });
          }}
        />
      )}
      {reviewed.length > 0 && review && (
        <DecisionReview
          rows={reviewed}
          declined={review.declined}
          typeName={props.typeName}
          onCancel={() => setReview(null)}
          onConfirm={() => {
            setReview(null);
            props.onDecide(
              reviewed.map((row) => row.transactionId),
              review.declined,
            );
          }}
        />
      )}
    </>
  );
}
