import { useLingui } from '@lingui/react/macro';
import { failureText, PageFrame, pageLayout, ScreenLoading } from '@paydeck/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { createContract, findCompanies, lookupCustomer, verifyContract } from '../api/contracts';
import { contractKeys } from '../api/keys';
import { newContractPayload, type NewContractValues } from '../components/new-contract-rules';
import { contractsClient, useActingCustomer } from './client';

const loadNewContractForm = () => import('../components/NewContractForm').then((m) => ({ default: m.NewContractForm }));
void loadNewContractForm();
const NewContractForm = lazy(loadNewContractForm);

interface Found {
  email: string;
  id: number;
  type: 'BUSINESS' | 'PERSONAL';
}

/** revenue-split/new: looks the counterparty up, lists the companies, verifies, then proposes (PUT /contract). */
export function NewContractPage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useActingCustomer();
  const [found, setFound] = useState<Found | null>(null);
  const [lookupProblem, setLookupProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const companies = useQuery({
    queryKey: [...contractKeys.all, 'companies', me, found?.id ?? null],
    queryFn: ({ signal }) =>
      findCompanies(contractsClient, found ? { forCounterpartyCustomerId: found.id } : {}, signal),
    enabled: me !== null,
  });
  const lookup = async (email: string): Promise<Found | null> => {
    if (found?.email === email) return found;
    setLookupProblem(null);
    try {
      const customer = await lookupCustomer(contractsClient, email);
      const next = { email, ...customer };
      setFound(next);
      return next;
    } catch (error) {
      setFound(null);
      setLookupProblem(failureText(error, i18n) || t`No customer has this e-mail.`);
      return null;
    }
  };
  const submit = async (values: NewContractValues) => {
    if (me === null) return;
    const counterparty = await lookup(values.counterpartyEmail.trim());
    if (!counterparty) return;
    setRefusal(null);
    try {
      const payload = newContractPayload(values, me, counterparty.id);
      if (!(await verifyContract(contractsClient, payload.companyId, counterparty.id))) {
        setRefusal(t`This company and counterparty cannot make a contract together.`);
        return;
      }
      const contract = await createContract(contractsClient, payload, key);
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      void router.navigate({ href: `/revenue-split/${contract.id}?event=proposed` });
    } catch (error) {
      setRefusal(failureText(error, i18n));
    }
  };
  return (
    <PageFrame>
      {refusal && (
        <p className={pageLayout.message} role="alert">
          {refusal}
        </p>
      )}
      <Suspense fallback={<ScreenLoading label={t`Loading the form`} />}>
        <NewContractForm
          counterparty={found}
          companies={companies.data?.data ?? []}
          onLookup={(email) => void lookup(email)}
          lookupProblem={lookupProblem}
          onSubmit={submit}
        />
      </Suspense>
    </PageFrame>
  );
}
