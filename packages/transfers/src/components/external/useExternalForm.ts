// The external form's state: TanStack Form with the valibot rules (external-schema.ts), the server's
// refusals kept per field until the field changes, the review of valid values (what the confirm sends), and the
// confirm: a refusal of a field goes back to the form with its message, any other stays on the review.
import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ExternalInputs } from '../../api/external-transfers';
import type { ExternalRail } from '../../model/external';
import { externalPayload, externalProblems, type PhoneRule, type RuleContext, usesIban } from './external-rules';
import { externalSchema } from './external-schema';
import { problemAbout, useExternalWords } from './external-words';
import { externalRefusal } from './refusal';
import type { ExternalFormProps } from './types';
import { emptyExternalValues, type ExternalField, type ExternalValues } from './values';

/** Valid values under review and the payload the confirm sends. */
export interface ExternalReviewState {
  values: ExternalValues;
  input: ExternalInputs[ExternalRail];
}

export function useExternalForm(
  { rail, countryCode, accounts, data, onValuesChange, onSubmit, initialValues }: ExternalFormProps,
  phone: PhoneRule | undefined,
) {
  const { i18n } = useLingui();
  const text = useExternalWords();
  const [refused, setRefused] = useState<Partial<Record<ExternalField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The last review stays mounted (hidden) after "Edit" or a refused field: react-aria announces its busy button by
  // that button's id, and an announcement naming a removed element is an unnamed image to assistive technology.
  const [reviewed, setReviewed] = useState<{ state: ExternalReviewState; key: number } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const review = reviewing ? (reviewed?.state ?? null) : null;
  const [confirming, setConfirming] = useState(false);
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
      ...initialValues,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: ({ value }) => {
      if (externalProblems(ctx, value).length > 0) return;
      setFormError(null);
      setReviewed((last) => ({
        state: { values: value, input: externalPayload(ctx, value) },
        key: (last?.key ?? 0) + 1,
      }));
      setReviewing(true);
    },
  });
  /** The confirm: the reviewed payload sent once (the page keeps one Idempotency-Key per intent). */
  const confirm = useCallback(async () => {
    if (!review || confirming) return;
    setConfirming(true);
    setFormError(null);
    try {
      await onSubmit(rail, review.input);
    } catch (error) {
      const value = review.values;
      const extraNames = Object.keys(value.extras).concat(
        ctx.extraParams
          ? [...ctx.extraParams.extraParams, ...ctx.extraParams.options.extraParams].map((p) => p.name)
          : [],
      );
      const refusal = externalRefusal(error, extraNames);
      const about = problemAbout(ctx, value);
      const next: Partial<Record<ExternalField, string>> = {};
      for (const entry of refusal.fields)
        next[entry.field] = 'text' in entry ? entry.text : text(entry.field, entry.problem, about);
      setRefused(next);
      setFormError(refusal.form ? failureText(error, i18n) : null);
      // A field's refusal is corrected on the form; anything else is said on the review.
      if (refusal.fields.length > 0) setReviewing(false);
    } finally {
      setConfirming(false);
    }
  }, [review, confirming, onSubmit, rail, ctx, text, i18n]);
  const edit = useCallback(() => setReviewing(false), []);
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
  return { form, values, errorOf, forget, formError, review, reviewed, confirming, confirm, edit };
}

export type ExternalFormKit = ReturnType<typeof useExternalForm>;
export type ExternalFormApi = ExternalFormKit['form'];
