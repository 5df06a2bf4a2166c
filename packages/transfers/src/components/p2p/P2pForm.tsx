import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, availableAmount, failureText, type Loadable, useMoneyText } from '@paydeck/accounts';
import { AmountInput, Button, ListOption, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useEffect, useMemo, useState } from 'react';
import type { Beneficiary, P2pTransferInput, Payee } from '../../api/p2p';
import type { Fee } from '../../api/schemas';
import { wireAmount } from '../../model/amount';
import { FeeLine } from './FeeLine';
import { PayeeField } from './PayeeField';
import {
  currencyScale,
  emptyP2pValues,
  type P2pField,
  type P2pValues,
  p2pPayload,
  REFERENCE_MAX,
  refusalOf,
} from './p2p-rules';
import { p2pSchema } from './p2p-schema';
import { useP2pWords } from './p2p-words';
import * as styles from './p2p.css';

export interface P2pFormProps {
  /** The open payment accounts (at least one). */
  accounts: Account[];
  beneficiaries: Loadable<Beneficiary[]>;
  /** The payee check of the typed e-mail (null while the e-mail is empty or invalid: never sent then). */
  payee: Loadable<Payee> | null;
  /** The fee (null while it may not be asked: amount not above 0, no valid payee or account). */
  fee: Loadable<Fee> | null;
  /** Every change of the values (the page asks the payee check and the fee from them). */
  onValuesChange: (values: P2pValues) => void;
  /** p2pTransferFunds; a refusal (ApiError) is shown at its fields. */
  onSubmit: (input: P2pTransferInput) => Promise<unknown>;
}

/** The person-to-person form: from account, payee, amount at the currency's scale, fee, reference. */
export function P2pForm({ accounts, beneficiaries, payee, fee, onValuesChange, onSubmit }: P2pFormProps) {
  const { t, i18n } = useLingui();
  const words = useP2pWords();
  const money = useMoneyText();
  const [refused, setRefused] = useState<Partial<Record<P2pField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const payeeAnswer = payee?.kind === 'ready' ? payee.data : null;
  const schema = useMemo(() => p2pSchema({ words, accounts, payee: payeeAnswer }), [words, accounts, payeeAnswer]);
  const form = useForm({
    defaultValues: {
      ...emptyP2pValues,
      fromAccountId: accounts.length === 1 ? (accounts[0]?.accountId ?? null) : null,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const payload = p2pPayload(value);
      if (!payload) return;
      setFormError(null);
      try {
        await onSubmit(payload);
      } catch (error) {
        const refusal = refusalOf(error);
        const currency = accounts.find((a) => a.accountId === value.fromAccountId)?.currencyCode ?? '';
        const next: Partial<Record<P2pField, string>> = {};
        for (const entry of refusal.fields) {
          next[entry.field] =
            'text' in entry
              ? entry.text
              : entry.field === 'toEmail'
                ? words.email(entry.problem, currency)
                : words.amount(entry.problem, currency);
        }
        setRefused(next);
        setFormError(refusal.form ? failureText(error, i18n) : null);
      }
    },
  });
  const values = useStore(form.store, (state) => state.values);
  useEffect(() => onValuesChange(values), [values, onValuesChange]);
  const account = accounts.find((item) => item.accountId === values.fromAccountId);
  const currency = account?.currencyCode ?? '';
  const available = account ? money(availableAmount(account), currency) : null;
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const errorOf = (field: P2pField, errors: unknown[]) => {
    const first = errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as
      | { message: string }
      | undefined;
    return first?.message ?? refused[field];
  };
  const forget = (field: P2pField) => setRefused(({ [field]: _gone, ...rest }) => rest);

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Send money to a person`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field name="fromAccountId">
        {(field) => (
          <Select
            label={t`From account`}
            items={accounts}
            value={field.state.value}
            onChange={(key) => {
              field.handleChange(key === null ? null : Number(key));
              forget('fromAccountId');
            }}
            isRequired
            isInvalid={!!errorOf('fromAccountId', field.state.meta.errors)}
            errorMessage={errorOf('fromAccountId', field.state.meta.errors)}
          >
            {(item: Account) => {
              const label = `${item.currencyCode} · ${money(availableAmount(item), item.currencyCode)}`;
              return (
                <ListOption id={item.accountId} textValue={label}>
                  {label}
                </ListOption>
              );
            }}
          </Select>
        )}
      </form.Field>
      <form.Field name="toEmail">
        {(field) => (
          <PayeeField
            value={field.state.value}
            onChange={(email) => {
              field.handleChange(email);
              forget('toEmail');
            }}
            onBlur={field.handleBlur}
            beneficiaries={beneficiaries}
            payee={payee}
            errorMessage={errorOf('toEmail', field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="amount">
        {(field) => (
          <AmountInput
            label={t`Amount`}
            currency={currency || '¤'}
            maxDecimals={currencyScale(currency)}
            value={field.state.value}
            onChange={(amount) => {
              field.handleChange(amount);
              forget('amount');
            }}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={!!errorOf('amount', field.state.meta.errors)}
            errorMessage={errorOf('amount', field.state.meta.errors)}
            description={available ? t`Available: ${available}` : undefined}
          />
        )}
      </form.Field>
      <FeeLine fee={fee} amount={wireAmount(values.amount)} currency={currency} />
      <form.Field name="description">
        {(field) => (
          <TextField
            label={t`Reference (optional)`}
            value={field.state.value}
            onChange={(text) => {
              field.handleChange(text);
              forget('description');
            }}
            onBlur={field.handleBlur}
            maxLength={REFERENCE_MAX}
            isInvalid={!!errorOf('description', field.state.meta.errors)}
            errorMessage={errorOf('description', field.state.meta.errors)}
            description={t`The payee sees it with the payment.`}
          />
        )}
      </form.Field>
      {formError && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={isSubmitting}>
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}
