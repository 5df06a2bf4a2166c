// What the own-accounts screen is given: the lookups its inputs ask for, each idle until its inputs are there.
import type { Loadable } from '@paydeck/accounts';
import type { Limit, MaxAmount } from '../../api/own-accounts';
import type { Fee } from '../../api/schemas';

/** A lookup: not asked (its inputs are incomplete), or loading, failed, ready. */
export type Lookup<T> = { kind: 'idle' } | Loadable<T>;
export const idle = { kind: 'idle' } as const;

export interface OwnTransferLookups {
  fee: Lookup<Fee>;
  max: Lookup<MaxAmount>;
  limits: Lookup<Limit[]>;
  /** "1" without a call when the rule says so (model `exchangeRateFor`). */
  rate: Lookup<string>;
}

/** The inputs the lookups depend on, reported by the form as the person types. */
export interface LookupInputs {
  fromAccountId: number | null;
  toAccountId: number | null;
  amount: string;
}

export const readyValue = <T>(lookup: Lookup<T>): T | null => (lookup.kind === 'ready' ? lookup.data : null);
