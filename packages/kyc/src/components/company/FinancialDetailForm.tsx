import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { FinancialDetail } from '../../api/company';
import type { DictionaryItem } from '../../api/schemas';
import * as styles from '../common/common.css';
import { firstError, useAction } from '../common/useAction';

export interface FinancialDictionaries {
  sourcesOfFunds: readonly DictionaryItem[];
  purposesOfAccount: readonly DictionaryItem[];
  estimatedMonthlyDeposits: readonly DictionaryItem[];
}

type ChoiceField = 'sourceOfFundsId' | 'purposeOfAccountId' | 'estimatedMonthlyDepositId';

/** The company's financial detail (WIRE-business.md): turnover and its currency, source of funds, purpose, deposits. */
export function FinancialDetailForm({
  detail,
  dictionaries,
  readOnly,
  onSubmit,
}: {
  detail: FinancialDetail | null;
  dictionaries: FinancialDictionaries;
  /** Only full access (2) changes it. */
  readOnly: boolean;
  onSubmit: (detail: FinancialDetail) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const send = useAction(onSubmit);
  const schema = useMemo(() => {
    const choice = (message: string) => v.number(message);
    return v.object({
      annualTurnover: v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d{1,15}(\.\d{1,2})?$/, t`Enter the yearly turnover as a number, e.g. 250000.00.`),
      ),
      currencyCode: v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^[A-Z]{3}$/, t`Enter the currency's three-letter code, e.g. EUR.`),
      ),
      sourceOfFundsId: choice(t`Choose the source of funds.`),
      purposeOfAccountId: choice(t`Choose the purpose of the account.`),
      estimatedMonthlyDepositId: choice(t`Choose the monthly deposits.`),
    });
  }, [t]);
  const form = useForm({
    defaultValues: {
      annualTurnover: detail?.annualTurnover ?? '',
      currencyCode: detail?.currencyCode ?? 'EUR',
      sourceOfFundsId: (detail?.sourceOfFundsId ?? null) as number | null,
      purposeOfAccountId: (detail?.purposeOfAccountId ?? null) as number | null,
      estimatedMonthlyDepositId: (detail?.estimatedMonthlyDepositId ?? null) as number | null,
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await send.start(v.parse(schema, value));
    },
  });
  const choice = (name: ChoiceField, label: string, items: readonly DictionaryItem[]) => (
    <form.Field name={name}>
      {(field) => (
        <Select
          label={label}
          items={items}
          value={field.state.value}
          onChange={(key) => field.handleChange(Number(key))}
          isRequired
          isDisabled={readOnly}
          isInvalid={field.state.meta.errors.length > 0}
          errorMessage={firstError(field.state.meta.errors)}
        >
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
      )}
    </form.Field>
  );
  const text = (name: 'annualTurnover' | 'currencyCode', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          inputMode={name === 'annualTurnover' ? 'decimal' : 'text'}
          isRequired
          isReadOnly={readOnly}
          isInvalid={field.state.meta.errors.length > 0}
          errorMessage={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Financial details`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        {text('annualTurnover', t`Yearly turnover`)}
        {text('currencyCode', t`Currency`)}
        {choice('sourceOfFundsId', t`Source of funds`, dictionaries.sourcesOfFunds)}
        {choice('purposeOfAccountId', t`Purpose of the account`, dictionaries.purposesOfAccount)}
        {choice('estimatedMonthlyDepositId', t`Monthly deposits`, dictionaries.estimatedMonthlyDeposits)}
      </div>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button type="submit" isLoading={send.pending}>
            <Trans>Save the financial details</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
