// The external rails in the shared lookups (WIRE.md "Lookups": `transferMaxAmount` with the transferType as
// `operation`, `customerLimits` with it as `type`): the most the account can send on a rail once the fee
// is on top, capped by the rail's limit; limits do not vary by country (decided).
import { railOfTransferType } from '@paydeck/transfers/api';
import { type Answer, invalid, ok } from '../../api/answers.ts';
import type { SessionContext } from '../../api/registry.ts';
import { fromMinor, ratedCurrencies } from '../../money.ts';
import { spendableCents } from '../cards/fees.ts';
import { fromAccountOf, maxBeforeFee, railRefusal } from './external-book.ts';
import { type LimitType, remainingMinor } from './limits.ts';

/** The limit type of a `customerLimits` type: own accounts, p2p, or an external rail's transferType. */
export function limitTypeOf(type: string): LimitType | null {
  if (type === 'betweenAccounts' || type === 'p2p') return type;
  return railOfTransferType(type);
}

export async function externalMaxAmount(
  ctx: SessionContext,
  input: { operation: string; fromAccountId: number; currencyCode?: string | undefined },
): Promise<Answer> {
  const rail = railOfTransferType(input.operation);
  if (!rail) return invalid('operation', 'is not valid');
  const refusal = await railRefusal(ctx, rail);
  if (refusal) return refusal;
  const from = await fromAccountOf(ctx.db, ctx.customerId, input.fromAccountId);
  if (!from) return invalid('fromAccountId', 'is not one of your payment accounts');
  const to = (input.currencyCode || from.currencyCode).toUpperCase();
  if (!ratedCurrencies.includes(to)) return invalid('currencyCode', 'is not offered');
  const spendable = await spendableCents(ctx.db, from.id);
  const byBalance = maxBeforeFee(rail, spendable, from.currencyCode, to);
  const byLimit = await remainingMinor(ctx.db, from.id, rail, ctx.sandbox.now());
  // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only)
  const amount = byBalance < byLimit ? byBalance : byLimit;
  return ok({ amount: fromMinor(amount, from.currencyCode), type: byBalance <= byLimit ? 'balance' : 'limit' });
}
