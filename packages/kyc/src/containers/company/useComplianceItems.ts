// The compliance items of the company acted for (WIRE.md "Company compliance declarations"): the declarations and
// the escort statement read together, and their signing (every kyc answer is read again afterwards).
import { api } from '@paydeck/auth';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { companyKeys } from '../../api/company-keys';
import {
  type ComplianceKind,
  type DeclarationSignature,
  fetchDeclarations,
  fetchEscortStatement,
  sendDeclaration,
  sendEscortStatement,
} from '../../api/declarations';
import { complianceItems } from '../../model/declarations';
import { PAGE_DATA_FRESH_MS } from '../queries';
import { useKycChange } from '../useKycChange';

export const declarationsQuery = (company: number | null) =>
  queryOptions({
    queryKey: [...companyKeys.declarations(company), 'declarations'],
    queryFn: ({ signal }) => fetchDeclarations(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });

export const escortStatementQuery = (company: number | null) =>
  queryOptions({
    queryKey: [...companyKeys.declarations(company), 'escort-statement'],
    queryFn: ({ signal }) => fetchEscortStatement(api, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });

/** The items asked of the company (a query-like result: data, isError, error) and a retry of what failed. */
export function useComplianceItems(company: number | null) {
  const [declarations, statement] = useQueries({
    queries: [declarationsQuery(company), escortStatementQuery(company)],
  });
  const failure = [declarations, statement].find((query) => query.isError);
  return {
    query: {
      data: declarations.data && statement.data ? complianceItems(declarations.data, statement.data) : undefined,
      isError: !!failure,
      error: failure?.error ?? null,
    },
    retry: () => void Promise.all([declarations, statement].map((query) => query.isError && query.refetch())),
  };
}

/** Signs one item for the company acted for. */
export function useSignCompliance() {
  const change = useKycChange();
  return change(
    (kind: ComplianceKind, signature: DeclarationSignature): Promise<unknown> =>
      kind === 'prohibitedEscort' ? sendEscortStatement(api, signature) : sendDeclaration(api, kind, signature),
  );
}
