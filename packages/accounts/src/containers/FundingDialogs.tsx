import { useLingui } from '@lingui/react/macro';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type Account,
  addCurrency,
  createWallet,
  fetchAvailableCurrencies,
  fetchPaymentInstructions,
  setInstructionViewed,
  type WalletCurrency,
} from '../api/accounts';
import { accountKeys } from '../api/keys';
import { failureText } from '../components/common/errors';
import { AddCurrencyDialog } from '../components/funding/AddCurrencyDialog';
import { CryptoDepositDialog } from '../components/funding/CryptoDepositDialog';
import { PaymentInstructionsDialog } from '../components/funding/PaymentInstructionsDialog';
import { openPaymentAccounts } from '../model/account';
import type { QuickActionId } from '../model/quick-actions';
import { toLoadable } from './loadable';

/** The dialogs of home's own quick actions: add a currency, add funds (instructions), deposit crypto. */
export function FundingDialogs({
  open,
  onClose,
  accounts,
}: {
  open: QuickActionId | null;
  onClose: () => void;
  accounts: readonly Account[];
}) {
  return (
    <>
      {open === 'addCurrency' && <AddCurrency onClose={onClose} />}
      {open === 'addFunds' && <Instructions onClose={onClose} />}
      {open === 'cryptoDeposit' && <CryptoDeposit onClose={onClose} accounts={accounts} />}
    </>
  );
}

function AddCurrency({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const submission = useRef(createSubmission()).current;
  const currencies = useQuery({
    queryKey: accountKeys.availableCurrencies(),
    queryFn: ({ signal }) => fetchAvailableCurrencies(api, signal),
  });
  const add = useMutation({
    mutationFn: (code: string) =>
      submission.submit({ currencyCode: code }, (_payload, key) => addCurrency(api, code, key)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
  return (
    <AddCurrencyDialog
      isOpen
      onClose={onClose}
      currencies={toLoadable(currencies, i18n)}
      onAdd={(code) => add.mutate(code)}
      busy={add.isPending}
      error={add.error ? failureText(add.error, i18n) : null}
      added={add.data}
      onRetry={() => void currencies.refetch()}
    />
  );
}

function Instructions({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const instructions = useQuery({
    queryKey: accountKeys.instructions(),
    queryFn: ({ signal }) => fetchPaymentInstructions(api, signal),
  });
  // Shown now: the server is told which were seen (the "New" marks stay until the next opening).
  const told = useRef(false);
  useEffect(() => {
    const unseen = instructions.data?.filter((instruction) => !instruction.isViewed) ?? [];
    if (told.current || unseen.length === 0) return;
    told.current = true;
    void Promise.allSettled(unseen.map((instruction) => setInstructionViewed(api, instruction))).then(() =>
      queryClient.invalidateQueries({ queryKey: accountKeys.instructions(), refetchType: 'none' }),
    );
  }, [instructions.data, queryClient]);
  return (
    <PaymentInstructionsDialog
      isOpen
      onClose={onClose}
      instructions={toLoadable(instructions, i18n)}
      onRetry={() => void instructions.refetch()}
    />
  );
}

function CryptoDeposit({ onClose, accounts }: { onClose: () => void; accounts: readonly Account[] }) {
  const { i18n } = useLingui();
  const submission = useRef(createSubmission()).current;
  const create = useMutation({
    mutationFn: (input: { currencyCode: WalletCurrency; accountId: number }) =>
      submission.submit(input, (_payload, key) => createWallet(api, input, key)),
  });
  return (
    <CryptoDepositDialog
      isOpen
      onClose={onClose}
      accounts={openPaymentAccounts(accounts)}
      onCreate={(input) => create.mutate(input)}
      busy={create.isPending}
      error={create.error ? failureText(create.error, i18n) : null}
      wallet={create.data}
    />
  );
}
