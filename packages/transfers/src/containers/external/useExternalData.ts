// The external page's lookups from the chosen country, rail and the form's settled values: each asked only
// when its inputs are complete (the model's preconditions), each a Loadable for the screen.
import { useLingui } from '@lingui/react/macro';
import { type Account, failureText, type Loadable, toLoadable } from '@paydeck/accounts';
import { api, usePermissions } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { lookupIban, lookupSwift, fetchInstantKeyInfo } from '../../api/external-lookups';
import { transferKeys } from '../../api/keys';
import type { ExternalData, ExternalLookups } from '../../components/external/types';
import { receivedCurrency } from '../../components/external/fee-lines';
import type { ExternalValues } from '../../components/external/values';
import { type ExternalRail, externalRailsFor, needsBankAndBranchCode, transferTypeOf } from '../../model/external';
import type { Recipient } from '../../model/rails';
import {
  externalFeeRequest,
  externalLimitsRequest,
  externalMaxAmountRequest,
} from '../../model/external-preconditions';
import {
  banksQuery,
  blockedBinsQuery,
  branchesQuery,
  countryTypesQuery,
  extraParamsQuery,
  feeQuery,
  limitsQuery,
  maxQuery,
  networkFeeQuery,
  payoutCardsQuery,
  templatesQuery,
} from './external-queries';

const idle = { kind: 'idle' } as const;

export function useExternalData(input: {
  allowed: boolean;
  /** Someone else's account, or the person's own (its withdrawal flags decide the rails). */
  recipient?: Recipient;
  country: string | null;
  wanted: ExternalRail | null;
  /** The form's values once typing paused (the fee follows the amount). */
  values: ExternalValues | null;
  /** The paying account as chosen now: a choice, not typing, so its lookups are asked at once. */
  fromAccountId: number | null;
  accounts: readonly Account[];
}) {
  const { i18n } = useLingui();
  const { has } = usePermissions();
  const queryClient = useQueryClient();
  const { country, values } = input;
  const types = useQuery(countryTypesQuery(input.allowed ? country : null));
  const recipient = input.recipient ?? 'others';
  const rails = types.data ? externalRailsFor(has, types.data, recipient) : undefined;
  const rail = input.wanted !== null && rails?.includes(input.wanted) ? input.wanted : null;
  const from = input.accounts.find((a) => a.accountId === input.fromAccountId);
  const currencyCode = from?.currencyCode ?? null;

  const templates = useQuery(templatesQuery(rail === 'wire' || rail === 'eft'));
  const cards = useQuery(payoutCardsQuery(rail === 'oct'));
  const bins = useQuery(blockedBinsQuery(rail === 'oct'));
  const banks = useQuery(banksQuery(rail, country));
  const bankCode = values?.bankCode.trim() ?? '';
  const branchPayload =
    rail === 'eft' && country !== null && bankCode !== ''
      ? { paramName: 'branchCode', countryCode: country, bankCode }
      : null;
  const branches = useQuery(branchesQuery(branchPayload));
  const extraPayload =
    rail !== null && country !== null
      ? { transferType: transferTypeOf[rail], countryCode: country, ...(currencyCode ? { currencyCode } : {}) }
      : null;
  const extras = useQuery(extraParamsQuery(extraPayload));
  const lookupInputs = { fromAccountId: from?.accountId ?? null, currencyCode, countryCode: country };
  // The fee is asked for what the beneficiary receives (a template's or a repeated transfer's currency, the rail's).
  const received = rail && values && currencyCode ? receivedCurrency(rail, country ?? '', values, currencyCode) : null;
  const feeRequest =
    rail && values
      ? externalFeeRequest({ rail, amount: values.amount, ...lookupInputs, currencyCode: received ?? currencyCode })
      : null;
  // A withdrawal's fee is asked as one: the sandbox checks the withdrawal's flag there too.
  const feePayload = feeRequest && recipient === 'own' ? { ...feeRequest, toOwnAccount: true } : feeRequest;
  const fee = useQuery(feeQuery(rail, feePayload));
  const networkFee = useQuery(networkFeeQuery(rail === 'crypto' ? currencyCode : null));
  const maxPayload = rail ? externalMaxAmountRequest({ rail, ...lookupInputs }) : null;
  const max = useQuery(maxQuery(maxPayload));
  const limitsPayload = rail ? externalLimitsRequest({ rail, ...lookupInputs }) : null;
  const limits = useQuery(limitsQuery(limitsPayload));

  const railsState: typeof idle | Loadable<ExternalRail[]> =
    country === null || !input.allowed
      ? idle
      : rails
        ? { kind: 'ready', data: rails }
        : types.isError
          ? { kind: 'failed', message: failureText(types.error, i18n) }
          : { kind: 'loading' };

  const form: ExternalData = {
    templates: toLoadable(templates, i18n),
    payoutCards: toLoadable(cards, i18n),
    blockedBins: toLoadable(bins, i18n),
    banks: rail === 'eft' || rail === 'instant' ? toLoadable(banks, i18n) : null,
    branches: branchPayload ? toLoadable(branches, i18n) : null,
    extraParams: extraPayload
      ? toLoadable(extras, i18n)
      : { kind: 'ready', data: { extraParams: [], options: { extraParams: [] } } },
    fee: feePayload ? toLoadable(fee, i18n) : null,
    feeFor: feePayload,
    networkFee: rail === 'crypto' && currencyCode ? toLoadable(networkFee, i18n) : null,
    max: maxPayload ? toLoadable(max, i18n) : null,
    limits: limitsPayload ? toLoadable(limits, i18n) : null,
  };

  const lookups: ExternalLookups = useMemo(() => {
    const cached = <T>(name: string, arg: unknown, fn: (signal: AbortSignal) => Promise<T>) =>
      queryClient.fetchQuery({
        queryKey: [...transferKeys.all, 'external', name, arg],
        queryFn: ({ signal }) => fn(signal),
        staleTime: Number.POSITIVE_INFINITY,
      });
    return {
      swift: (swift) => cached('swift', swift, (signal) => lookupSwift(api, swift, signal)),
      iban: (iban) => cached('iban', iban, (signal) => lookupIban(api, iban, signal)),
      instantKey: (payload) => cached('instant-key', payload, (signal) => fetchInstantKeyInfo(api, payload, signal)),
    };
  }, [queryClient]);

  return {
    rails: railsState,
    retryRails: () => types.refetch(),
    form,
    lookups,
    needsCodes: needsBankAndBranchCode(country),
  };
}
