import { useLingui } from '@lingui/react/macro';
import { ScreenLoading } from '@paydeck/accounts';
import { api } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import {
  approvePayment,
  fetchExtraParams,
  fetchLastWithdrawals,
  fetchWithdrawalDetails,
  fetchPaymentCountries,
  fetchPaymentDetails,
  fetchPaymentMeta,
  fetchPaymentMethods,
  refusePayment,
  resendApprovalCode,
  submitPayment,
} from '../../api/global-pay-recipient';
import { isApiError } from '@paydeck/api-client';
import { extraParamLabels } from '../../components/global-pay/labels';
import { LinkProblemScreen } from '../../components/global-pay/LinkProblemScreen';
import { linkProblemOf } from '../../model/recipient-page';

const loadScreen = () =>
  import('../../components/global-pay/RecipientScreen').then((m) => ({ default: m.RecipientScreen }));
const RecipientScreen = lazy(loadScreen);

const key = (...parts: unknown[]) => ['global-pay-recipient', ...parts] as const;
const step = <T,>(query: { data: T | undefined; isFetching: boolean }) => ({
  data: query.data,
  pending: query.isFetching,
});

/** receive/{id}: the payment secret from the link, no session; every error is shown by the screen. */
export function ReceivePage({ paymentSecret }: { paymentSecret: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [country, setCountry] = useState('');
  const [method, setMethod] = useState('');
  const [operation, setOperation] = useState<{
    operationId: number;
    approveType: string;
    sentTo: string | null;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'submit' | 'approve' | 'refuse' | null>(null);
  const details = useQuery({
    queryKey: key(paymentSecret),
    queryFn: ({ signal }) => fetchPaymentDetails(api, paymentSecret, signal),
    retry: false,
  });
  const open = details.data?.status === 'new' || details.data?.status === 'pending';
  const countries = useQuery({
    queryKey: key(paymentSecret, 'countries'),
    queryFn: ({ signal }) => fetchPaymentCountries(api, paymentSecret, signal),
    enabled: open,
  });
  const currencyCode = countries.data?.find((c) => c.countryCode === country)?.currencyCode ?? '';
  const methods = useQuery({
    queryKey: key(paymentSecret, 'methods', country),
    queryFn: ({ signal }) => fetchPaymentMethods(api, paymentSecret, country, signal),
    enabled: open && country !== '',
  });
  const meta = useQuery({
    queryKey: key(paymentSecret, 'meta', country, method),
    queryFn: ({ signal }) =>
      fetchPaymentMeta(
        api,
        { paymentSecret, paymentMethod: method, toCurrencyCode: currencyCode, countryCode: country },
        signal,
      ),
    enabled: open && method !== '' && currencyCode !== '',
  });
  const extraParams = useQuery({
    queryKey: key('extra', method, country),
    queryFn: ({ signal }) =>
      fetchExtraParams(api, { paymentMethod: method, currencyCode, countryCode: country }, signal),
    enabled: open && method !== '',
  });
  const withdrawals = useQuery({
    queryKey: key(paymentSecret, 'withdrawals'),
    queryFn: ({ signal }) => fetchLastWithdrawals(api, paymentSecret, signal),
    enabled: details.isSuccess,
  });

  // stable: the open details dialog reads the payment again only when another one is opened
  const loadWithdrawal = useCallback(
    (paymentId: number) => fetchWithdrawalDetails(api, paymentSecret, paymentId),
    [paymentSecret],
  );

  const reloadDetails = () => queryClient.invalidateQueries({ queryKey: key(paymentSecret) });
  /** A refusal in the payee's words: each refused field by its label, else the server's description. */
  const failureOf = (error: unknown, fallback: string): string => {
    if (!isApiError(error) || error.kind !== 'business') return fallback;
    const fields = error.validationErrors.map(({ param, description }) => {
      const label = param === 'approvalCode' ? t`Code` : extraParamLabels[param];
      return `${typeof label === 'string' ? label : label ? i18n._(label) : param}: ${description}`;
    });
    return fields.length > 0 ? fields.join(' · ') : error.description || fallback;
  };
  async function run(which: 'submit' | 'approve' | 'refuse' | null, action: () => Promise<unknown>, fallback: string) {
    setFailure(null);
    setPending(which);
    try {
      await action();
    } catch (error) {
      setFailure(failureOf(error, fallback));
      // A locked payment (too many wrong codes) is stopped: the page shows what became of it.
      if (isApiError(error) && error.code === 'TA1') {
        setOperation(null);
        await reloadDetails();
      }
    } finally {
      setPending(null);
    }
  }
  const again = t`Something went wrong. Please try again.`;

  if (details.isPending) return <ScreenLoading label={t`Loading the payment`} />;
  if (details.isError) {
    return <LinkProblemScreen problem={linkProblemOf(details.error)} onRetry={() => void details.refetch()} />;
  }
  return (
    <Suspense fallback={<ScreenLoading label={t`Loading the payment`} />}>
      <RecipientScreen
        details={details.data}
        countries={step(countries)}
        methods={step(methods)}
        meta={step(meta)}
        extraParams={step(extraParams)}
        withdrawals={step(withdrawals)}
        loadWithdrawal={loadWithdrawal}
        country={country}
        method={method}
        onCountry={(next) => {
          setCountry(next);
          setMethod('');
        }}
        onMethod={setMethod}
        submitting={pending === 'submit'}
        onSubmit={(paymentDetails) =>
          void run(
            'submit',
            async () => {
              const answer = await submitPayment(api, {
                paymentSecret,
                paymentMethod: method,
                currencyCode,
                countryCode: country,
                paymentDetails,
              });
              setOperation({
                operationId: answer.operationId,
                approveType: answer.approveType,
                sentTo: answer.approvalSentTo,
              });
            },
            again,
          )
        }
        awaitingCode={operation !== null}
        onChangeDetails={() => setOperation(null)}
        approvalSentTo={operation?.sentTo ?? null}
        approving={pending === 'approve'}
        onApprove={(approvalCode) =>
          void run(
            'approve',
            async () => {
              if (!operation) return;
              await approvePayment(api, { paymentSecret, operationId: operation.operationId, approvalCode });
              setOperation(null);
              await reloadDetails();
            },
            again,
          )
        }
        onResend={() =>
          void run(
            null,
            async () => {
              if (operation)
                await resendApprovalCode(api, {
                  paymentSecret,
                  operationId: operation.operationId,
                  approveType: operation.approveType,
                });
            },
            again,
          )
        }
        refusing={pending === 'refuse'}
        onRefuse={() =>
          void run(
            'refuse',
            async () => {
              await refusePayment(api, paymentSecret);
              queryClient.setQueryData(key(paymentSecret), { ...details.data, status: 'refused' as const });
            },
            again,
          )
        }
        failure={failure}
      />
    </Suspense>
  );
}
