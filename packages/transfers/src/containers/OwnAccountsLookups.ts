// The own-accounts form's lookups bound to the session's api client: each query enabled only while the
// model's precondition gives its payload (payments.md 5), the rate 1 without a call when the rule says so.
import { useLingui } from '@lingui/react/macro';
import { type Account, toLoadable } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { transferKeys } from '../api/keys';
import { fetchExchangeRate, fetchLimits, fetchMaxAmount, fetchOwnTransferFee } from '../api/own-accounts';
import { amountProblem, currencyScale } from '../components/own-accounts/rules';
import { idle, type Lookup, type LookupInputs, type OwnTransferLookups } from '../components/own-accounts/types';
import { needsExchangeRate } from '../model/exchange-rate';
import { limitsRequest, maxAmountRequest, ownFeeRequest } from '../model/preconditions';

/** How long typing must pause before the fee is asked for the amount. */
export const FEE_DELAY_MS = 300;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const chosen = (accounts: readonly Account[] | undefined, id: number | null) => {
  const account = accounts?.find((item) => item.accountId === id);
  return account ? { accountId: account.accountId, currencyCode: account.currencyCode } : null;
};

export function useOwnTransferLookups(inputs: LookupInputs, accounts: readonly Account[] | undefined) {
  const { i18n } = useLingui();
  const from = chosen(accounts, inputs.fromAccountId);
  const to = chosen(accounts, inputs.toAccountId);
  const typed = useSettled(inputs.amount, FEE_DELAY_MS);
  // An amount the currency cannot hold is not asked about (zero is: the fee rule asks for any amount).
  const problem = amountProblem(typed, currencyScale(from?.currencyCode));
  const feePayload = problem === null || problem === 'zero' ? ownFeeRequest({ amount: typed, from, to }) : null;
  const maxPayload = maxAmountRequest({ from, to });
  const limitsPayload = limitsRequest({ from, to });
  const askRate = needsExchangeRate(from?.currencyCode, to?.currencyCode);

  const fee = useQuery({
    queryKey: transferKeys.ownFee(feePayload ?? {}),
    queryFn: ({ signal }) => fetchOwnTransferFee(api, feePayload as NonNullable<typeof feePayload>, signal),
    enabled: feePayload !== null,
  });
  const max = useQuery({
    queryKey: transferKeys.maxAmount(maxPayload ?? {}),
    queryFn: ({ signal }) => fetchMaxAmount(api, maxPayload as NonNullable<typeof maxPayload>, signal),
    enabled: maxPayload !== null,
  });
  const limits = useQuery({
    queryKey: transferKeys.limits(limitsPayload ?? {}),
    queryFn: ({ signal }) => fetchLimits(api, limitsPayload as NonNullable<typeof limitsPayload>, signal),
    enabled: limitsPayload !== null,
  });
  const fromCurrency = from?.currencyCode ?? '';
  const toCurrency = to?.currencyCode ?? '';
  const rate = useQuery({
    queryKey: transferKeys.exchangeRate(fromCurrency, toCurrency),
    queryFn: ({ signal }) =>
      fetchExchangeRate(api, { fromCurrencyCode: fromCurrency, toCurrencyCode: toCurrency }, signal),
    enabled: askRate,
  });

  const lookup = <T>(asked: boolean, query: UseQueryResult<T>): Lookup<T> => (asked ? toLoadable(query, i18n) : idle);
  const lookups: OwnTransferLookups = {
    fee: lookup(feePayload !== null, fee),
    max: lookup(maxPayload !== null, max),
    limits: lookup(limitsPayload !== null, limits),
    rate: !from || !to ? idle : askRate ? toLoadable(rate, i18n) : { kind: 'ready', data: '1' },
  };
  return lookups;
}
