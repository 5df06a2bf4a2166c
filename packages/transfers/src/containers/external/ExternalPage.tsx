import { useLingui } from '@lingui/react/macro';
import {
  accountKeys,
  failureText,
  openPaymentAccounts,
  PageFrame,
  pageLayout,
  ScreenLoading,
  toLoadable,
  useAccounts,
} from '@paydeck/accounts';
import { createSubmission, type Submission } from '@paydeck/api-client';
import { api, usePermissions, useSession } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentTemplate } from '../../api/external-beneficiaries';
import { type ExternalInputs, submitExternal } from '../../api/external-transfers';
import { transferKeys } from '../../api/keys';
import { type Prefill, repeatPrefill, templatePrefill } from '../../components/external/prefill';
import type { ExternalValues } from '../../components/external/values';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import { type ExternalRail, externalRails, externalRecipients, usableTemplates } from '../../model/external';
import { isCountryCode } from '../../model/formats';
import type { Recipient } from '../../model/rails';
import { useDebounced } from '../p2p/useDebounced';
import { readRepeatSearch } from '../repeat/repeat-search';
import { ExternalRepeatNotice } from './ExternalRepeatNotice';
import { templatesQuery } from './external-queries';
import { useCountries } from './useCountries';
import { useExternalData } from './useExternalData';
import { useExternalRepeat } from './useExternalRepeat';

const loadScreen = () =>
  import('../../components/external/ExternalScreen').then((m) => ({ default: m.ExternalScreen }));
void loadScreen();
const ExternalScreen = lazy(loadScreen);
const loadPopup = () => import('./ExternalPopup').then((m) => ({ default: m.ExternalPopup }));
const ExternalPopup = lazy(loadPopup);

export interface ExternalSearch {
  country?: string;
  rail?: string;
  /** A transfer to repeat (history's "Repeat"): the form starts from it. */
  repeat?: number | string;
  /** A saved beneficiary chosen before the country: the form starts from it. */
  template?: number | string;
  /** `own`: to the person's own account elsewhere (an own-account withdrawal); else to someone else's. */
  to?: string;
}

/** The address keeps the country, the rail, and where the form starts from (a reload or a link opens the same). */
function readSearch(search: ExternalSearch) {
  const country =
    typeof search.country === 'string' && isCountryCode(search.country) ? search.country.toUpperCase() : null;
  const rail = externalRails.find((r) => r === search.rail) ?? null;
  const repeat = readRepeatSearch(search as Record<string, unknown>).repeat;
  const template = readRepeatSearch({ repeat: search.template }).repeat;
  return { country, rail, repeat, template };
}

/** The values a prefill gives the form of `rail` to `country` (none for another rail or country). */
const valuesFor = (prefill: Prefill | null, rail: ExternalRail | null, country: string | null) =>
  prefill && prefill.rail === rail && (prefill.countryCode === null || prefill.countryCode === country)
    ? prefill.values
    : undefined;

/**
 * transfer/external: the country's rails, the rail's form and lookups; the review's confirm with one
 * Idempotency-Key per intent; the approval popup only for a second factor; one outcome. `?repeat=<id>` starts the
 * form from that transfer (its rail and country chosen), `?template=<id>` from a saved beneficiary.
 */
export function ExternalPage({ rawSearch }: { rawSearch: ExternalSearch }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { has } = usePermissions();
  const { accessRights } = useSession();
  // Someone else's account needs the sending flags, the person's own the withdrawal flags (payments.md 6).
  const recipients = externalRecipients(has);
  const allowed = recipients.length > 0;
  const recipient: Recipient = rawSearch.to === 'own' || !recipients.includes('others') ? 'own' : 'others';
  const countries = useCountries(i18n.locale);
  const search = readSearch(rawSearch);
  const { country, rail: wanted } = search;
  const accounts = useAccounts();
  const [values, setValues] = useState<ExternalValues | null>(null);
  const settled = useDebounced(values, 300);
  const data = useExternalData({
    allowed,
    recipient,
    country,
    wanted,
    values: settled,
    fromAccountId: values?.fromAccountId ?? null,
    accounts: accounts.data ?? [],
  });
  const rails = data.rails.kind === 'ready' ? data.rails.data : [];
  const rail = wanted !== null && rails.includes(wanted) ? wanted : null;
  const templates = useQuery(templatesQuery(allowed));
  const repeat = useExternalRepeat(search.repeat);

  const go = (next: ExternalSearch) =>
    void router.navigate({
      to: '/transfer/external',
      search: { ...next, ...(recipient === 'own' ? { to: 'own' } : {}) } as never,
      replace: true,
    });
  const keep = {
    ...(search.repeat ? { repeat: search.repeat } : {}),
    ...(search.template ? { template: search.template } : {}),
  };

  // The transfer to repeat, or the saved beneficiary, opens its rail and country once read.
  const payers = openPaymentAccounts(accounts.data ?? []).map((account) => account.accountId);
  const chosenTemplate = templates.data?.find((template) => template.id === search.template);
  const prefill =
    repeat.data !== undefined
      ? repeatPrefill(repeat.data, payers)
      : chosenTemplate
        ? templatePrefill(chosenTemplate)
        : null;
  const opened = useRef(false);
  const opens = prefill && !opened.current && (wanted === null || country === null) ? prefill : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, when the prefill is first read
  useEffect(() => {
    if (!opens) return;
    opened.current = true;
    go({ country: country ?? opens.countryCode ?? undefined, rail: opens.rail, ...keep });
  }, [opens?.rail, opens?.countryCode]);

  const submission = useRef<Submission | null>(null);
  submission.current ??= createSubmission();
  const intent = submission.current;
  const onSubmit = useCallback(
    async <R extends ExternalRail>(chosen: R, input: ExternalInputs[R]) => {
      void loadPopup();
      try {
        const sent = recipient === 'own' ? { ...input, toOwnAccount: true } : input;
        return await intent.submit(sent, (payload, key) =>
          submitExternal(api, chosen, payload as ExternalInputs[R], key),
        );
      } finally {
        // Settled, not only succeeded: after a timeout the transfer may have been booked all the same.
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      }
    },
    [intent, queryClient, recipient],
  );

  const repeated = repeat.data && repeatPrefill(repeat.data, payers) ? repeat.data : null;
  const waiting =
    (search.repeat !== undefined && (repeat.isPending || (repeat.data !== undefined && !repeated))) ||
    (search.template !== undefined && templates.isPending);
  return (
    <PageFrame>
      <TransfersFrame current="external">
        {waiting ? (
          <ScreenLoading label={t`Loading the transfer to repeat`} />
        ) : (
          <Suspense fallback={<ScreenLoading label={t`Loading the transfer form`} />}>
            <ExternalScreen
              allowed={allowed}
              countries={countries}
              countryCode={country}
              onCountryChange={(code) =>
                go({ ...(code ? { country: code } : {}), ...(wanted ? { rail: wanted } : {}), ...keep })
              }
              rails={data.rails.kind === 'idle' ? null : data.rails}
              onRetryRails={() => void data.retryRails()}
              rail={rail}
              onRailChange={(next) => go({ ...(country ? { country } : {}), rail: next, ...keep })}
              accounts={toLoadable(accounts, i18n)}
              onRetryAccounts={() => void accounts.refetch()}
              form={{
                data: data.form,
                lookups: data.lookups,
                onValuesChange: setValues,
                initialValues: valuesFor(prefill, rail, country),
              }}
              onSubmit={onSubmit}
              accessRight={accessRights}
              onAgain={() => {
                intent.reset();
                if (search.repeat || search.template)
                  go({ ...(country ? { country } : {}), ...(rail ? { rail } : {}) });
              }}
              saved={{
                templates: [
                  ...usableTemplates(templates.data ?? [], 'wire'),
                  ...usableTemplates(templates.data ?? [], 'eft'),
                ],
                onPick: (template: PaymentTemplate) => {
                  const picked = templatePrefill(template);
                  if (picked)
                    go({ country: picked.countryCode ?? undefined, rail: picked.rail, template: template.id });
                },
              }}
              notice={
                // Said while the form is the repeated transfer's (another country or rail starts an empty one).
                search.repeat !== undefined &&
                (repeat.isError || rail === null || valuesFor(prefill, rail, country)) ? (
                  <ExternalRepeatNotice
                    className={pageLayout.message}
                    failure={repeat.isError ? failureText(repeat.error, i18n) : null}
                    repeat={repeated}
                  />
                ) : null
              }
              recipientChoice={
                recipients.length > 1
                  ? {
                      value: recipient,
                      onChange: (next) =>
                        void router.navigate({
                          to: '/transfer/external',
                          search: {
                            ...(country ? { country } : {}),
                            ...(next === 'own' ? { to: 'own' } : {}),
                          } as never,
                          replace: true,
                        }),
                    }
                  : null
              }
              approval={(result, onOutcome) => (
                <Suspense fallback={null}>
                  <ExternalPopup result={result} onOutcome={onOutcome} />
                </Suspense>
              )}
            />
          </Suspense>
        )}
      </TransfersFrame>
    </PageFrame>
  );
}
