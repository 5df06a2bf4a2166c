// Person to person (payments.md 7; WIRE.md "Person to person"): beneficiaries, the payee check, the
// fee, the transfer, and the recent transfers. Callers send an e-mail only after the model's
// `checkableEmail` and a fee only after `p2pFeeRequest`.
import { type Caller, Id, Instant, Money } from '@paydeck/accounts/api';
import * as v from 'valibot';
import type { p2pFeeRequest } from '../model/preconditions';
import { CurrencyCode, type Fee, FeeSchema, SubmitResultSchema, type SubmitResult } from './schemas';

export const BeneficiarySchema = v.object({
  email: v.string(),
  name: v.string(),
  lastTransferAt: v.optional(v.nullable(Instant), null),
});
export type Beneficiary = v.InferOutput<typeof BeneficiarySchema>;
const BeneficiariesAnswer = v.object({ beneficiaries: v.array(BeneficiarySchema) });

export const fetchBeneficiaries = async (api: Caller, signal?: AbortSignal): Promise<Beneficiary[]> =>
  (await api.call('p2pBeneficiaryList', {}, { schema: BeneficiariesAnswer, signal })).beneficiaries;

export const PayeeSchema = v.object({
  exist: v.optional(v.boolean()),
  exists: v.optional(v.boolean()),
  isEmployee: v.optional(v.boolean(), false),
  outBlacklist: v.optional(v.boolean(), true),
});
export interface Payee {
  exists: boolean;
  isEmployee: boolean;
  /** False when the payee is on the customer's payout blacklist. */
  outBlacklist: boolean;
}

/** `exist` and `exists` carry the same answer (the spec names both); either true means the payee exists. */
export const checkPayee = async (api: Caller, email: string, signal?: AbortSignal): Promise<Payee> => {
  const answer = await api.call('checkPayee', { email }, { schema: PayeeSchema, signal });
  return {
    exists: answer.exist === true || answer.exists === true,
    isEmployee: answer.isEmployee,
    outBlacklist: answer.outBlacklist,
  };
};

export const fetchP2pFee = (
  api: Caller,
  payload: NonNullable<ReturnType<typeof p2pFeeRequest>>,
  signal?: AbortSignal,
): Promise<Fee> => api.call('p2pFee', payload, { schema: FeeSchema, signal });

export interface P2pTransferInput {
  fromAccountId: number;
  toEmail: string;
  amount: string;
  description?: string;
}

export const p2pTransferFunds = (api: Caller, input: P2pTransferInput, idempotencyKey: string): Promise<SubmitResult> =>
  api.call('p2pTransferFunds', input, { schema: SubmitResultSchema, idempotencyKey });

export const RecentTransferSchema = v.object({
  transactionId: Id,
  isDisabled: v.optional(v.boolean(), false),
  type: v.string(),
  toEmail: v.optional(v.nullable(v.string()), null),
  toName: v.optional(v.nullable(v.string()), null),
  amount: Money,
  currencyCode: CurrencyCode,
  createdAt: Instant,
});
export type RecentTransfer = v.InferOutput<typeof RecentTransferSchema>;
const RecentAnswer = v.object({ transfers: v.array(RecentTransferSchema) });

/** The last `limit` transfers of a type (p2p: 3, payments.md 9); disabled ones are left out here. */
export const fetchRecentTransfers = async (
  api: Caller,
  payload: { type: string; limit: number },
  signal?: AbortSignal,
): Promise<RecentTransfer[]> =>
  (await api.call('recentTransfers', payload, { schema: RecentAnswer, signal })).transfers.filter((t) => !t.isDisabled);

/** The spec's keys (payments.md 6): "own" and "3d" (third party). */
const SplitAnswer = v.object({ own: v.array(RecentTransferSchema), '3d': v.array(RecentTransferSchema) });

/** Recent transfers split "own" and "3d" (read as `thirdParty`); disabled ones are left out. */
export const fetchRecentTransfersSplit = async (api: Caller, signal?: AbortSignal) => {
  const answer = await api.call('recentTransfers', {}, { schema: SplitAnswer, signal });
  const shown = (list: RecentTransfer[]) => list.filter((t) => !t.isDisabled);
  return { own: shown(answer.own), thirdParty: shown(answer['3d']) };
};
