// The p2p page's queries, bound to the session's api client: each asked only when the model allows it
// (an invalid e-mail is never sent to the payee check; the fee only for an amount greater than 0).
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import { checkPayee, fetchBeneficiaries, fetchP2pFee, fetchRecentTransfers } from '../../api/p2p';
import { transferKeys } from '../../api/keys';
import type { p2pFeeRequest } from '../../model/preconditions';

/** Recent p2p transfers shown beside the form (payments.md 9). */
export const RECENT_P2P = 3;

export const beneficiariesQuery = () =>
  queryOptions({ queryKey: transferKeys.beneficiaries(), queryFn: ({ signal }) => fetchBeneficiaries(api, signal) });

export const recentP2pQuery = () =>
  queryOptions({
    queryKey: transferKeys.recent('p2p'),
    queryFn: ({ signal }) => fetchRecentTransfers(api, { type: 'p2p', limit: RECENT_P2P }, signal),
  });

/** The payee check of a checkable e-mail (model's `checkableEmail`); null disables it. */
export const payeeQuery = (email: string | null) =>
  queryOptions({
    queryKey: transferKeys.payee(email ?? ''),
    queryFn: ({ signal }) => checkPayee(api, email as string, signal),
    enabled: email !== null,
    staleTime: 60_000,
  });

export const p2pFeeQuery = (payload: ReturnType<typeof p2pFeeRequest>) =>
  queryOptions({
    queryKey: transferKeys.p2pFee(payload ?? {}),
    queryFn: ({ signal }) => fetchP2pFee(api, payload as NonNullable<typeof payload>, signal),
    enabled: payload !== null,
    staleTime: 60_000,
  });
