import { useLingui } from '@lingui/react/macro';
import { Failure, PageFrame, ScreenLoading, failureText, pageLayout } from '@paydeck/accounts';
import { ApiError } from '@paydeck/api-client';
import { api, realtime, useCompanyRights } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { saveUrl } from '@paydeck/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  actOnContract,
  checkSigner,
  contractSignUrl,
  fetchContract,
  generateContractPdf,
  identificationPush,
  startSignerIdentification,
} from '../api/contracts';
import { contractKeys } from '../api/keys';
import { type ContractAction, contractActions } from '../model/contract-actions';
import { identifiedReturnPath, landingWithReturn } from '../model/signer-identification';
import { contractsClient, useActingCustomer } from './client';

const loadContractView = () => import('../components/ContractView').then((m) => ({ default: m.ContractView }));
void loadContractView();
const ContractView = lazy(loadContractView);

const TerminateDialog = lazy(() =>
  import('../components/TerminateDialog').then((m) => ({ default: m.TerminateDialog })),
);

/** revenue-split/{contractId}: the contract and its actions by the status-action table; signing leaves for the page. */
export function ContractPage({ rawId }: { rawId: string }) {
  const contractId = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : 0;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const event = typeof search.event === 'string' ? search.event : undefined;
  // back from the identity provider's landing (split-pay-signer-identification's run)
  const identified = search.identified === 1 || search.identified === '1';
  const { t, i18n } = useLingui();
  const { can } = useCompanyRights();
  const queryClient = useQueryClient();
  const me = useActingCustomer();
  const contract = useQuery({
    queryKey: contractKeys.one(contractId),
    queryFn: ({ signal }) => fetchContract(contractsClient, contractId, signal),
    enabled: me !== null && contractId > 0,
  });
  const [busy, setBusy] = useState<ContractAction | 'pdf' | null>(null);
  const [terminating, setTerminating] = useState(false);
  const [notice, setNotice] = useState<ReactNode>(null);

  // the other party's moves arrive as smart-contract notifications
  useEffect(() => {
    realtime.start();
    return realtime.subscribe(
      () => void queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      ['notification'],
    );
  }, [queryClient]);

  const announce = (text: string) => setNotice(<p className={pageLayout.message}>{text}</p>);
  const navigate = useNavigate();
  // back from the signing page (event=signed | cancelled) or from the new-contract form (proposed): said once
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once per arrival
  useEffect(() => {
    if (!event) return;
    const said = {
      signed: t`Thank you: the contract is signed.`,
      cancelled: t`The signing was cancelled: the contract is not signed.`,
      proposed: t`Your proposal was sent. The counterparty signs it next.`,
    }[event];
    if (said) announce(said);
    void navigate({ href: `/revenue-split/${contractId}`, replace: true });
  }, [event]);
  // back from the provider: the push succeeds only once the contract's identification run has completed
  // biome-ignore lint/correctness/useExhaustiveDependencies: pushed once per arrival
  useEffect(() => {
    if (!identified || me === null || contractId === 0) return;
    void navigate({ href: `/revenue-split/${contractId}`, replace: true });
    void settle(
      async () => {
        try {
          await identificationPush(contractsClient, contractId);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409)
            throw new Error(t`Your signer is not identified: the identification was not completed. Try again.`);
          throw error;
        }
      },
      'identify',
      t`Your signer is identified.`,
    );
  }, [identified, me === null]);
  const settle = async (work: () => Promise<unknown>, action: ContractAction | 'pdf', done?: string) => {
    setBusy(action);
    setNotice(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      if (done) announce(done);
    } catch (error) {
      setNotice(
        <p className={pageLayout.message} role="alert">
          {failureText(error, i18n)}
        </p>,
      );
    } finally {
      setBusy(null);
    }
  };
  const returnPath = `/revenue-split/${contractId}`;
  const onAction = (action: ContractAction) => {
    switch (action) {
      case 'terminate':
        return setTerminating(true);
      case 'sign':
        return settle(async () => {
          if (!(await checkSigner(contractsClient, contractId))) throw new Error(t`You cannot sign this contract.`);
          const { signUrl } = await contractSignUrl(contractsClient, contractId, returnPath);
          if (!signUrl.startsWith('/') || signUrl.startsWith('//'))
            throw new Error(t`The signing page cannot be opened.`);
          window.location.assign(signUrl);
          await new Promise(() => undefined); // the page is leaving
        }, 'sign');
      case 'identify':
        // started, then the provider's workflow for this contract; its landing brings the person back here
        return settle(async () => {
          await actOnContract(contractsClient, contractId, 'identificationStarted');
          const run = await startSignerIdentification(api, contractId);
          const landing = landingWithReturn(run.url, identifiedReturnPath(contractId));
          if (!landing) throw new Error(t`The identification page cannot be opened.`);
          await navigate({ href: landing });
        }, 'identify');
      case 'cancel':
        return settle(
          () => actOnContract(contractsClient, contractId, 'cancel'),
          action,
          t`The contract is cancelled.`,
        );
      case 'reject':
        return settle(() => actOnContract(contractsClient, contractId, 'reject'), action, t`The contract is rejected.`);
      case 'terminateCancel':
        return settle(
          () => actOnContract(contractsClient, contractId, 'terminateCancel'),
          action,
          t`The termination is cancelled: the contract goes on.`,
        );
      case 'terminateNow':
        return settle(
          () => actOnContract(contractsClient, contractId, 'terminateNow'),
          action,
          t`The contract is terminated.`,
        );
    }
  };
  const onPdf = () =>
    settle(async () => {
      const pdf = await generateContractPdf(api, { contractId, brandId: activeBrand.id });
      saveUrl(pdf.redirectLink, pdf.fileName);
    }, 'pdf');

  return (
    <PageFrame>
      {contractId === 0 ? (
        <Failure message={t`There is no such contract.`} />
      ) : contract.isError ? (
        <Failure message={failureText(contract.error, i18n)} onRetry={() => void contract.refetch()} />
      ) : !contract.data || me === null ? (
        <ScreenLoading label={t`Loading the contract`} />
      ) : (
        <Suspense fallback={<ScreenLoading label={t`Loading the contract`} />}>
          <ContractView
            contract={contract.data}
            actions={
              // every contract write is full access's (right 2; the contracts service's policy): others read
              can('manage')
                ? contractActions(
                    {
                      ...contract.data,
                      senderId: contract.data.sender.id,
                      terminatedBy: contract.data.terminateInfo?.terminatedBy,
                    },
                    me,
                  )
                : []
            }
            busy={busy}
            onAction={onAction}
            onPdf={onPdf}
            notice={notice}
          />
        </Suspense>
      )}
      {terminating && (
        <Suspense fallback={null}>
          <TerminateDialog
            onClose={() => setTerminating(false)}
            onSubmit={async (note) => {
              await settle(
                () => actOnContract(contractsClient, contractId, 'terminate', { note }),
                'terminate',
                t`Termination requested: the other party decides.`,
              );
              setTerminating(false);
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
