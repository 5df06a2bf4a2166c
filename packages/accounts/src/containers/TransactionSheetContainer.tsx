import { useLingui } from '@lingui/react/macro';
import { api, useCompanyRights, usePermissions } from '@paydeck/auth';
import { activeBrand } from '@paydeck/brand-config/active';
import { saveUrl } from '@paydeck/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { accountKeys } from '../api/keys';
import { fetchPaymentProof, fetchTransactionDetails } from '../api/transaction';
import { failureText } from '../components/common/errors';
import { TransactionSheet } from '../components/transaction/TransactionSheet';
import { repeatHref } from '../model/transaction-sheet';
import { toLoadable } from './loadable';
import { useTransactionTypes } from './names';

export interface TransactionSheetContainerProps {
  transactionId: number;
  mode: 'dialog' | 'page';
  /** The list it opens over, with its filters (history's address, or /home). */
  closeHref: string;
  backLabel: string;
}

/** A transaction's details from the address (`?transactionId=`): loaded lazily, with the sheet's code. */
export function TransactionSheetContainer({
  transactionId,
  mode,
  closeHref,
  backLabel,
}: TransactionSheetContainerProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const { has } = usePermissions();
  const { can } = useCompanyRights();
  const { typeName } = useTransactionTypes();
  const details = useQuery({
    queryKey: accountKeys.transaction(transactionId),
    queryFn: ({ signal }) => fetchTransactionDetails(api, transactionId, signal),
  });
  const [proofLoading, setProofLoading] = useState(false);
  const [proofError, setProofError] = useState<string | null>(null);

  /** A fresh link each time (links last 30 minutes), in the interface language, saved as the server names it. */
  async function downloadProof() {
    setProofLoading(true);
    setProofError(null);
    try {
      const proof = await fetchPaymentProof(api, { transactionId, brandId: activeBrand.id });
      saveUrl(proof.redirectLink, proof.fileName);
    } catch (error) {
      setProofError(failureText(error, i18n));
    } finally {
      setProofLoading(false);
    }
  }

  const routeExists = (path: string) => path in router.routesByPath;
  return (
    <TransactionSheet
      details={
        details.data === null
          ? { kind: 'failed', message: t`This transaction is not in your history. Choose it again from the list.` }
          : toLoadable({ ...details, data: details.data ?? undefined }, i18n)
      }
      mode={mode}
      closeHref={closeHref}
      backLabel={backLabel}
      typeName={typeName}
      repeatHref={details.data ? repeatHref(details.data, { has, can, routeExists }) : null}
      proof={{ isLoading: proofLoading, error: proofError, onDownload: () => void downloadProof() }}
      onClose={() => void router.navigate({ href: closeHref })}
      onRetry={() => void details.refetch()}
    />
  );
}
