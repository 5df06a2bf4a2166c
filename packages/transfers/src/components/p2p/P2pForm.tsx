import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, availableAmount, type Loadable, useMoneyText } from '@paydeck/accounts';
import { AmountInput, Button, ListOption, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Beneficiary, P2pTransferInput, Payee } from '../../api/p2p';
import type { Fee, SubmitResult } from '../../api/schemas';
import { wireAmount } from '../../model/amount';
import { checkableEmail } from '../../model/preconditions';
import { FeeLine } from './FeeLine';
import { P2pReview } from './P2pReview';
import { PayeeField } from './PayeeField';
import {
  amountProblem,
  currencyScale,
  emptyP2pValues,
  type P2pField,
  type P2pValues,
  p2pPayload,
  payeeName,
  REFERENCE_MAX,
} from './p2p-rules';
import { p2pSchema } from './p2p-schema';
import { useP2pWords } from './p2p-words';
import * as styles from './p2p.css';
import { useP2pConfirm } from './useP2pConfirm';

/** Values put into the form from outside (a recent payee picked, a transfer repeated); a new `id` applies them. */
export interface P2pPrefill {
  id: number;
  values: Partial<P2pValues>;
}

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
  /** p2pTransferFunds, after the review's confirm; a refusal (ApiError) is shown at its fields. */
  onSubmit: (input: P2pTransferInput) => Promise<SubmitResult>;
  /** The confirm's answer, with what was sent. */
  onDone?: (result: SubmitResult, input: P2pTransferInput) => void;
  prefill?: P2pPrefill | null;
}

/**
 * The person-to-person form: from account (the first one chosen), payee, amount at the currency's scale, fee,
 * reference; "Continue" checks them (and waits for the payee check) and shows the review, which sends.
 */
export function P2pForm({
  accounts,
  beneficiaries,
  payee,
  fee,
  onValuesChange,
  onSubmit,
  onDone = () => undefined,
  prefill = null,
}: P2pFormProps) {
  const { t } = useLingui();
  const words = useP2pWords();
  const money = useMoneyText();
  const [review, setReview] = useState<P2pTransferInput | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const sent = useP2pConfirm({ accounts, words, onSubmit, onDone });
  const { refused, forget } = sent;
  const payeeAnswer = payee?.kind === 'ready' ? payee.data : null;
  const schema = useMemo(() => p2pSchema({ words, accounts, payee: payeeAnswer }), [words, accounts, payeeAnswer]);
  const form = useForm({
    defaultValues: { ...emptyP2pValues, fromAccountId: accounts[0]?.accountId ?? null, ...prefill?.values },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const payload = p2pPayload(value);
      if (!payload) return;
      if (checkableEmail(value.toEmail) !== null && (payee === null || payee.kind === 'loading')) {
        sent.setProblem(t`The payee is being checked. Try again in a moment.`);
        return;
      }
      sent.setProblem(null);
      setReview(payload);
    },
  });
  const applied = useRef(prefill?.id ?? null);
  useEffect(() => {
    if (!prefill || applied.current === prefill.id) return;
    applied.current = prefill.id;
    setReview(null);
    for (const [name, value] of Object.entries(prefill.values))
      form.setFieldValue(name as keyof P2pValues, value as never);
  }, [prefill, form]);
  const values = useStore(form.store, (state) => state.values);
  useEffect(() => onValuesChange(values), [values, onValuesChange]);
  const account = accounts.find((item) => item.accountId === values.fromAccountId);
  const currency = account?.currencyCode ?? accounts[0]?.currencyCode ?? '';
  const available = account ? money(availableAmount(account), currency) : null;
  const amountTaken = amountProblem(values.amount, account) === null;
  const errorOf = (field: P2pField, errors: unknown[]) => {
    const first = errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as
      | { message: string }
      | undefined;
    return first?.message ?? refused[field];
  };
  const backToForm = () => {
    setReview(null);
    requestAnimationFrame(() => formElement.current?.focus());
  };

  if (review && account) {
    return (
      <P2pReview
        account={account}
        input={review}
        payeeName={beneficiaries.kind === 'ready' ? payeeName(beneficiaries.data, review.toEmail) : null}
        fee={fee}
        busy={sent.busy}
        problem={sent.problem}
        onEdit={backToForm}
        onConfirm={() => void sent.confirm(review).then((fieldRefused) => fieldRefused && backToForm())}
      />
    );
  }

  return (
    <form
      ref={formElement}
      tabIndex={-1}
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
            currency={currency}
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
      {/* No fee nor total for an amount the form refuses: nothing shows money that cannot leave. */}
      {(amountTaken || values.amount.trim() === '') && (
        <FeeLine fee={fee} amount={wireAmount(values.amount)} currency={currency} />
      )}
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
      {sent.problem && (
        <p role="alert" className={styles.error}>
          {sent.problem}
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
