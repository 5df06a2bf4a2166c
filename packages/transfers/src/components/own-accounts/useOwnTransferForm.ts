import type { Account } from '@paydeck/accounts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useEffect, useMemo } from 'react';
import { ownTransferSchema } from './form-schema';
import { useSchemaWords } from './form-words';
import { emptyValues, type OwnTransferValues } from './rules';
import type { LookupInputs } from './types';

/** The form starts with the first account as the source and the next one as the target. */
export const startValues = (accounts: readonly Account[]): OwnTransferValues => ({
  ...emptyValues,
  fromAccountId: accounts[0]?.accountId ?? null,
  toAccountId: accounts[1]?.accountId ?? null,
});

/**
 * The own-accounts form (TanStack Form, valibot rules validated on submit and then as the person edits),
 * reporting the inputs the lookups depend on as they change.
 */
export function useOwnTransferForm({
  accounts,
  max,
  today,
  initialValues,
  onInputsChange,
  onSubmit,
}: {
  accounts: readonly Account[];
  max: string | null;
  today: string;
  /** Values to start from (a repeated transfer); the rest as `startValues`. */
  initialValues?: Partial<OwnTransferValues> | undefined;
  onInputsChange: (inputs: LookupInputs) => void;
  onSubmit: (values: OwnTransferValues) => Promise<void>;
}) {
  const words = useSchemaWords();
  const schema = useMemo(() => ownTransferSchema({ words, accounts, max, today }), [words, accounts, max, today]);
  const form = useForm({
    defaultValues: { ...startValues(accounts), ...initialValues },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => onSubmit(value),
  });
  const fromAccountId = useStore(form.store, (state) => state.values.fromAccountId);
  const toAccountId = useStore(form.store, (state) => state.values.toAccountId);
  const amount = useStore(form.store, (state) => state.values.amount);
  useEffect(() => {
    onInputsChange({ fromAccountId, toAccountId, amount });
  }, [fromAccountId, toAccountId, amount, onInputsChange]);
  return form;
}

export type OwnTransferForm = ReturnType<typeof useOwnTransferForm>;
