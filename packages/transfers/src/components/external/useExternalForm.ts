// The external form's state: TanStack Form with the valibot rules (external-schema.ts), the server's
// refusals kept per field until the field changes, and the submit of the rail's payload.
import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { externalPayload, externalProblems, type PhoneRule, type RuleContext, usesIban } from './external-rules';
import { externalSchema } from './external-schema';
import { useExternalWords } from './external-words';
import { externalRefusal } from './refusal';
import type { ExternalFormProps } from './types';
import { emptyExternalValues, type ExternalField } from './values';

export function useExternalForm(
  { rail, countryCode, accounts, data, onValuesChange, onSubmit }: ExternalFormProps,
  phone: PhoneRule | undefined,
) {
  const { i18n } = useLingui();
  const text = useExternalWords();
  const [refused, setRefused] = useState<Partial<Record<ExternalField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const ctx: RuleContext = useMemo(
    () => ({
      rail,
      countryCode,
      accounts,
      blockedBins: data.blockedBins.kind === 'ready' ? data.blockedBins.data : null,
      extraParams: data.extraParams.kind === 'ready' ? data.extraParams.data : null,
      maxAmount: data.max?.kind === 'ready' ? data.max.data.amount : null,
      phone,
    }),
    [rail, countryCode, accounts, data.blockedBins, data.extraParams, data.max, phone],
  );
  const schema = useMemo(() => externalSchema(ctx, text), [ctx, text]);
  const form = useForm({
    defaultValues: {
      ...emptyExternalValues(countryCode, usesIban(countryCode) ? 'iban' : 'accountNumber'),
      fromAccountId: accounts.length === 1 ? (accounts[0]?.accountId ?? null) : null,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      if (externalProblems(ctx, value).length > 0) return;
      setFormError(null);
      try {
        await onSubmit(rail, externalPayload(ctx, value));
      } catch (error) {
        const extraNames = Object.keys(value.extras).concat(
          ctx.extraParams
            ? [...ctx.extraParams.extraParams, ...ctx.extraParams.options.extraParams].map((p) => p.name)
            : [],
        );
        const refusal = externalRefusal(error, extraNames);
        const currency = accounts.find((a) => a.accountId === value.fromAccountId)?.currencyCode ?? '';
        const next: Partial<Record<ExternalField, string>> = {};
        for (const entry of refusal.fields)
          next[entry.field] = 'text' in entry ? entry.text : text(entry.field, entry.problem, currency);
        setRefused(next);
        setFormError(refusal.form ? failureText(error, i18n) : null);
      }
    },
  });
  // What a rule needs that arrives after Send was pressed (the blocked BINs, the country's fields, the most that
  // can be sent) applies at once: the messages shown follow the new rules without another press.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rules (schema) changing is what reruns it
  useEffect(() => {
    if (form.state.submissionAttempts > 0) void form.validate('change');
  }, [form, schema]);
  const values = useStore(form.store, (state) => state.values);
  useEffect(() => onValuesChange(values), [values, onValuesChange]);
  const forget = useCallback((field: ExternalField) => setRefused(({ [field]: _gone, ...rest }) => rest), []);
  const errorOf = useCallback(
    (field: ExternalField, errors: readonly unknown[]) => {
      const own = errors.find((e) => typeof e === 'object' && e !== null && 'message' in e) as
        | { message: string }
        | undefined;
      return own?.message ?? refused[field];
    },
    [refused],
  );
  return { form, values, errorOf, forget, formError };
}

export type ExternalFormKit = ReturnType<typeof useExternalForm>;
export type ExternalFormApi = ExternalFormKit['form'];
