import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { CompanyChooser, type CompanyListState } from '../components/company/CompanyChooser';
import { SessionPage } from '../components/layout/PublicPage';
import { resolveBusinessStart } from '../model/landing';
import { actForCompany } from '../session/company';
import { accessInfoQuery } from '../session/queries';
import { useSessionStore } from '../session/store';
import { forgetTarget, peekTarget } from '../session/target';
import { useFailureText } from './errors';

/** /select-company: the companies of customerAccesses; choosing one acts for it and opens its start page. */
export function CompanyPage() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const current = useSessionStore((state) => state.fromCustomerId);
  const own = useQuery(accessInfoQuery(null));
  const [choosing, setChoosing] = useState<number>();
  const [error, setError] = useState<string>();

  async function choose(customerId: number) {
    setChoosing(customerId);
    setError(undefined);
    try {
      const access = await actForCompany(queryClient, customerId);
      const path = resolveBusinessStart(access, peekTarget());
      forgetTarget();
      void router.navigate({ href: path, replace: true });
    } catch (failure) {
      setError(failureText(failure));
      setChoosing(undefined);
    }
  }

  const state: CompanyListState = error
    ? { kind: 'failed', message: error }
    : own.isSuccess
      ? { kind: 'ready', companies: own.data.accessList.filter((entry) => entry.accessRights !== 0), choosing, current }
      : own.isError
        ? { kind: 'failed', message: failureText(own.error) }
        : { kind: 'loading' };
  return (
    <SessionPage title={t`Companies`}>
      <CompanyChooser
        state={state}
        onChoose={(id) => void choose(id)}
        onRetry={() => {
          setError(undefined);
          void own.refetch();
        }}
      />
    </SessionPage>
  );
}
