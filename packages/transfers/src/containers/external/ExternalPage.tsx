import { Trans, useLingui } from '@lingui/react/macro';
import { accountKeys, PageFrame, pageLayout, ScreenLoading, toLoadable, useAccounts } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api, usePermissions } from '@paydeck/auth';
import { Link } from '@paydeck/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { type ExternalInputs, type ExternalTransferResult, submitExternal } from '../../api/external-transfers';
import { transferKeys } from '../../api/keys';
import type { ApprovalOutcome } from '../../components/approval/ApprovalFlow';
import type { ExternalValues } from '../../components/external/values';
import { TransferDetails } from '../../components/own-accounts/TransferDetails';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import { type ExternalRail, externalRails } from '../../model/external';
import { isCountryCode } from '../../model/formats';
import { railFlags } from '../../model/rails';
import { useDebounced } from '../p2p/useDebounced';
import { useCountries } from './useCountries';
import { useExternalData } from './useExternalData';

const loadScreen = () =>
  import('../../components/external/ExternalScreen').then((m) => ({ default: m.ExternalScreen }));
void loadScreen();
const ExternalScreen = lazy(loadScreen);
const loadPopup = () => import('../approval/ApprovalPopup').then((m) => ({ default: m.ApprovalPopup }));
const ApprovalPopup = lazy(loadPopup);

export interface ExternalSearch {
  country?: string;
  rail?: string;
}

/** The address keeps the country and the rail (a reload or a link opens the same form). */
function readSearch(search: ExternalSearch) {
  const country =
    typeof search.country === 'string' && isCountryCode(search.country) ? search.country.toUpperCase() : null;
  const rail = externalRails.find((r) => r === search.rail) ?? null;
  return { country, rail };
}

/** transfer/external: the country's rails, the rail's form and lookups, the submit with one Idempotency-Key per intent. */
export function ExternalPage({ rawSearch }: { rawSearch: ExternalSearch }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { has } = usePermissions();
  const allowed = externalRails.some((rail) => {
    const flag = railFlags[rail];
    return flag === null || has(flag);
  });
  const countries = useCountries(i18n.locale);
  const { country, rail: wanted } = readSearch(rawSearch);
  const accounts = useAccounts();
  const [values, setValues] = useState<ExternalValues | null>(null);
  const settled = useDebounced(values, 300);
  const data = useExternalData({
    allowed,
    country,
    wanted,
    values: settled,
    fromAccountId: values?.fromAccountId ?? null,
    accounts: accounts.data ?? [],
  });
  const rails = data.rails.kind === 'ready' ? data.rails.data : [];
  const rail = wanted !== null && rails.includes(wanted) ? wanted : null;

  const go = (next: ExternalSearch) =>
    void router.navigate({ to: '/transfer/external', search: next as never, replace: true });

  const [submission] = useState(createSubmission);
  const [submitResult, setSubmitResult] = useState<ExternalTransferResult | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<ReactNode>(null);

  const onSubmit = useCallback(
    async <R extends ExternalRail>(chosen: R, input: ExternalInputs[R]) => {
      setNotice(null);
      void loadPopup();
      const result = await submission.submit(input, (payload, key) =>
        submitExternal(api, chosen, payload as ExternalInputs[R], key),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      setSubmitResult(result);
      return result;
    },
    [queryClient, submission],
  );

  const onDone = useCallback(
    (outcome: ApprovalOutcome) => {
      setSubmitResult(null);
      submission.reset();
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      if (outcome === 'failed') return;
      setFormKey((k) => k + 1);
      setNotice(
        <p className={pageLayout.message} role="status">
          {outcome === 'waiting' ? (
            <Trans>
              Your transfer waits for approval. Its money is held until then; history shows it as processing.
            </Trans>
          ) : (
            <Trans>
              Your transfer was sent. <Link href="/history">History</Link> shows its status as the banks process it.
            </Trans>
          )}
        </p>,
      );
    },
    [queryClient, submission],
  );

  return (
    <PageFrame>
      <TransfersFrame current="external">
        <Suspense fallback={<ScreenLoading label={t`Loading the transfer form`} />}>
          <ExternalScreen
            allowed={allowed}
            countries={countries}
            countryCode={country}
            onCountryChange={(code) => go({ ...(code ? { country: code } : {}), ...(wanted ? { rail: wanted } : {}) })}
            rails={data.rails.kind === 'idle' ? null : data.rails}
            onRetryRails={() => void data.retryRails()}
            rail={rail}
            onRailChange={(next) => go({ ...(country ? { country } : {}), rail: next })}
            accounts={toLoadable(accounts, i18n)}
            onRetryAccounts={() => void accounts.refetch()}
            form={{ data: data.form, lookups: data.lookups, onValuesChange: setValues, onSubmit }}
            notice={notice}
            formKey={formKey}
          />
        </Suspense>
        {submitResult && (
          <Suspense fallback={null}>
            <ApprovalPopup
              submitResult={submitResult}
              onDone={onDone}
              details={<TransferDetails result={submitResult} />}
            />
          </Suspense>
        )}
      </TransfersFrame>
    </PageFrame>
  );
}
