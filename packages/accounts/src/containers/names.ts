import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type Transaction, withAllTransactions } from '../api/history';
import { transactionTypesQuery } from '../queries';

/** The transaction types in the interface language, and a row's type in words. */
export function useTransactionTypes() {
  const { t, i18n } = useLingui();
  const types = useQuery(transactionTypesQuery(i18n.locale));
  const byId = new Map((types.data ?? []).map((type) => [type.id, type.name]));
  return {
    types: types.data ? withAllTransactions(types.data, t`All transactions`) : [],
    typeName: (row: Pick<Transaction, 'typeId' | 'operationType'>) => byId.get(row.typeId) ?? row.operationType,
  };
}
