import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, failureText, useMoneyText } from '@paydeck/accounts';
import { isApiError } from '@paydeck/api-client';
import { AmountInput, Button, ListOption, Select, TextField } from '@paydeck/ui';
import { useStore } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import type { OwnTransferInput, OwnTransferResult } from '../../api/own-accounts';
import { firstError } from './field-errors';
import * as styles from './own-accounts.css';
import { OwnTransferReview } from './OwnTransferReview';
import { RecurringFields } from './RecurringFields';
import {
  convertAmount,
  currencyScale,
  type FieldName,
  type OwnTransferValues,
  REFERENCE_MAX,
  refusalsByField,
  transferInput,
  typedAmount,
} from './rules';
import { TransferSummary } from './TransferSummary';
import { type LookupInputs, type OwnTransferLookups, readyValue } from './types';
import { useOwnTransferForm } from './useOwnTransferForm';

export interface OwnTransferFormProps {
  /** The accounts that may take part (two or more). */
  accounts: readonly Account[];
  lookups: OwnTransferLookups;
  today: string;
  onInputsChange: (inputs: LookupInputs) => void;
  /** Sends the transfer with the intent's idempotency key; a second call while one runs sends nothing. */
  submit: (input: OwnTransferInput) => Promise<OwnTransferResult>;
  /** The confirm's answer, with what was sent. */
  onDone: (result: OwnTransferResult, input: OwnTransferInput) => void;
  /** Values to start from instead of the first two accounts (a transfer repeated from history). */
  initialValues?: Partial<OwnTransferValues> | undefined;
}

interface Review {
  values: OwnTransferValues;
  input: OwnTransferInput;
  /** What leaves the source account, as typed. */
  sent: string;
}

/**
 * From, to, amount (in the from account's currency), what arrives, reference, repeat; "Continue" checks them and
 * shows the review, whose "Confirm and send" sends. A field the server refuses brings the form back with it.
 */
export function OwnTransferForm({
  accounts,
  lookups,
  today,
  onInputsChange,
  submit,
  onDone,
  initialValues,
}: OwnTransferFormProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const [refusals, setRefusals] = useState<Partial<Record<FieldName, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const currencyOf = (id: number | null) => accounts.find((account) => account.accountId === id)?.currencyCode;

  const toReview = async (values: OwnTransferValues) => {
    const rate = readyValue(lookups.rate);
    const amount = typedAmount(values.amount, currencyOf(values.fromAccountId));
    const toCurrency = currencyOf(values.toAccountId);
    if (!rate || !amount || !toCurrency) {
      setProblem(t`The exchange rate is not known yet. Try again in a moment.`);
      return;
    }
    if (lookups.max.kind === 'loading') {
      setProblem(t`The most you can send is being checked. Try again in a moment.`);
      return;
    }
    setProblem(null);
    const input = transferInput(values, convertAmount(amount, rate, currencyScale(toCurrency)));
    setReview({ values, input, sent: amount });
  };

  const backToForm = () => {
    setReview(null);
    requestAnimationFrame(() => formElement.current?.focus());
  };

  const confirm = async (input: OwnTransferInput) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblem(null);
    setRefusals({});
    try {
      onDone(await submit(input), input);
    } catch (error) {
      if (isApiError(error) && error.validationErrors.length > 0) {
        const { fields, rest } = refusalsByField(error.validationErrors);
        setRefusals(fields);
        setProblem(rest.length > 0 ? rest.join(', ') : null);
        if (Object.keys(fields).length > 0) backToForm(); // the refused field is on the form
      } else setProblem(failureText(error, i18n));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const form = useOwnTransferForm({
    accounts,
    max: readyValue(lookups.max)?.amount ?? null,
    today,
    initialValues,
    onInputsChange,
    onSubmit: toReview,
  });
  const values = useStore(form.store, (state) => state.values);
  const edited = (field: FieldName) => {
    if (refusals[field]) setRefusals(({ [field]: _, ...others }) => others);
  };
  const fromCurrency = currencyOf(values.fromAccountId);
  const toCurrency = currencyOf(values.toAccountId);
  const accountLabel = (account: Account) =>
    `${account.currencyCode.toUpperCase()} · ${account.accountNumber} · ${money(account.balance, account.currencyCode)}`;

  const accountField = (name: 'fromAccountId' | 'toAccountId', label: string, choices: readonly Account[]) => (
    <form.Field name={name}>
      {(field) => {
        const error = firstError(field.state.meta.errors, refusals[name]);
        return (
          <Select
            label={label}
            items={choices}
            value={field.state.value}
            onChange={(key) => {
              const chosen = key === null ? null : Number(key);
              edited(name);
              // Choosing the target as the source swaps them, so the two always differ.
              if (name === 'fromAccountId' && chosen !== null && chosen === values.toAccountId)
                form.setFieldValue('toAccountId', values.fromAccountId);
              field.handleChange(chosen);
            }}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
          >
            {(account) => (
              <ListOption id={account.accountId} textValue={accountLabel(account)}>
                {accountLabel(account)}
              </ListOption>
            )}
          </Select>
        );
      }}
    </form.Field>
  );

  if (review) {
    return (
      <OwnTransferReview
        accounts={accounts}
        values={review.values}
        input={review.input}
        sent={review.sent}
        lookups={lookups}
        busy={busy}
        problem={problem}
        onEdit={backToForm}
        onConfirm={() => void confirm(review.input)}
      />
    );
  }

  return (
    <form
      ref={formElement}
      tabIndex={-1}
      className={styles.form}
      noValidate
      aria-label={t`Transfer between your accounts`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        {accountField('fromAccountId', t`From account`, accounts)}
        {accountField(
          'toAccountId',
          t`To account`,
          accounts.filter((account) => account.accountId !== values.fromAccountId),
        )}
        <form.Field name="amount">
          {(field) => {
            const error = firstError(field.state.meta.errors, refusals.amount);
            return (
              <AmountInput
                label={t`Amount to send`}
                currency={fromCurrency ?? accounts[0]?.currencyCode ?? ''}
                maxDecimals={currencyScale(fromCurrency)}
                value={field.state.value}
                onChange={(value) => {
                  edited('amount');
                  field.handleChange(value);
                }}
                onBlur={field.handleBlur}
                isRequired
                isInvalid={error !== undefined}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Field name="reference">
          {(field) => {
            const error = firstError(field.state.meta.errors, refusals.reference);
            return (
              <TextField
                label={t`Reference (optional)`}
                value={field.state.value}
                maxLength={REFERENCE_MAX}
                onChange={(value) => {
                  edited('reference');
                  field.handleChange(value);
                }}
                onBlur={field.handleBlur}
                isInvalid={error !== undefined}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
      </div>
      <TransferSummary lookups={lookups} amount={values.amount} fromCurrency={fromCurrency} toCurrency={toCurrency} />
      <RecurringFields form={form} refusals={refusals} onEdit={edited} />
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <div>
        <Button type="submit">
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}
