import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Button, LazyDateField, Link, ListOption, Radio, RadioGroup, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import type { Company } from '../api/schemas';
import * as styles from './contracts.css';
import {
  emptyNewContract,
  type NewContractProblem,
  type NewContractValues,
  newContractSchema,
} from './new-contract-rules';

export interface NewContractFormProps {
  /** The counterparty found by e-mail (null: not looked up or not found). */
  counterparty: { email: string; type: 'BUSINESS' | 'PERSONAL' } | null;
  companies: readonly Company[];
  onLookup: (email: string) => void;
  lookupProblem?: string | null;
  /** Verify, then PUT /contract; a refusal is the page's popup. */
  onSubmit: (values: NewContractValues) => Promise<unknown>;
}

function useWords(): (problem: NewContractProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    switch (problem) {
      case 'email':
        return t`Enter a valid e-mail, such as name@example.com.`;
      case 'company':
        return t`Choose the company whose revenue is shared.`;
      case 'percentage':
        return t`Enter a share above 0 and at most 100, with at most two decimals.`;
      case 'activeFrom':
        return t`Enter the date the contract starts.`;
      case 'activeTo':
        return t`The end date must be after the start.`;
      case 'signerRequired':
        return t`Enter the signer's name.`;
      case 'signerLong':
        return t`The signer's name must be at most 256 characters.`;
      case 'obligations':
        return t`Add at least one obligation.`;
      case 'obligationLong':
        return t`An obligation is too long.`;
      case 'noteLong':
        return t`The note is too long.`;
    }
  };
}

const message = (errors: unknown[]) =>
  (errors.find((error) => typeof error === 'object' && error !== null && 'message' in error) as { message: string })
    ?.message;

/** revenue-split/new: counterparty by e-mail, who pays, the company, the share, the dates, signers, obligations. */
export function NewContractForm({ counterparty, companies, onLookup, lookupProblem, onSubmit }: NewContractFormProps) {
  const { t } = useLingui();
  const word = useWords();
  const schema = useMemo(() => newContractSchema(word), [word]);
  const form = useForm({
    defaultValues: emptyNewContract(),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await onSubmit(value);
    },
  });
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  const text = (
    name: 'percentage' | 'mySignerName' | 'theirSignerName' | 'note',
    label: string,
    extra: { isRequired?: boolean; description?: string } = {},
  ) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          isInvalid={!!message(field.state.meta.errors)}
          errorMessage={message(field.state.meta.errors)}
          {...extra}
        />
      )}
    </form.Field>
  );
  // The dates in the app's language's order (not the browser's native input), kept as the wire's YYYY-MM-DD.
  const date = (name: 'activeFrom' | 'activeTo', label: string, isRequired = false) => (
    <form.Field name={name}>
      {(field) => (
        <LazyDateField
          label={label}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          isRequired={isRequired}
          errorMessage={message(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  const obligations = (name: 'myObligations' | 'theirObligations', legend: string) => (
    <form.Field name={name} mode="array">
      {(list) => (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          {list.state.value.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of one list
            <form.Field key={index} name={`${name}[${index}]`}>
              {(field) => (
                <TextField
                  label={t`Obligation ${index + 1}`}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                />
              )}
            </form.Field>
          ))}
          {message(list.state.meta.errors) && (
            <p className={styles.error} role="alert">
              {message(list.state.meta.errors)}
            </p>
          )}
          <div>
            <Button variant="secondary" size="small" onPress={() => list.pushValue('')}>
              <Trans>Add an obligation</Trans>
            </Button>
          </div>
        </fieldset>
      )}
    </form.Field>
  );

  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>New revenue-split contract</Trans>
        </h1>
        <Link href="/revenue-split">
          <Trans>All contracts</Trans>
        </Link>
      </header>
      <form
        className={pageLayout.section}
        noValidate
        aria-label={t`New revenue-split contract`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="counterpartyEmail">
          {(field) => (
            <div className={styles.actions}>
              <TextField
                label={t`Counterparty's e-mail`}
                type="email"
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={() => {
                  field.handleBlur();
                  if (field.state.value.trim() && field.state.value.trim() !== counterparty?.email) {
                    onLookup(field.state.value.trim());
                  }
                }}
                isRequired
                isInvalid={!!(message(field.state.meta.errors) || lookupProblem)}
                errorMessage={message(field.state.meta.errors) ?? lookupProblem ?? undefined}
                description={
                  counterparty
                    ? counterparty.type === 'BUSINESS'
                      ? t`Found: a business customer.`
                      : t`Found: a personal customer.`
                    : undefined
                }
              />
              <Button variant="secondary" onPress={() => onLookup(field.state.value.trim())}>
                <Trans>Find</Trans>
              </Button>
            </div>
          )}
        </form.Field>
        <form.Field name="role">
          {(field) => (
            <RadioGroup
              label={t`Who pays the share?`}
              value={field.state.value}
              onChange={(value) => field.handleChange(value as 'PAY' | 'RECEIVE')}
            >
              <Radio value="RECEIVE">{t`The counterparty pays me`}</Radio>
              <Radio value="PAY">{t`I pay the counterparty`}</Radio>
            </RadioGroup>
          )}
        </form.Field>
        <form.Field name="companyId">
          {(field) => (
            <Select
              label={t`Company`}
              selectedKey={field.state.value || null}
              onSelectionChange={(key) => field.handleChange(key == null ? '' : String(key))}
              isRequired
              isDisabled={companies.length === 0}
              isInvalid={!!message(field.state.meta.errors)}
              errorMessage={message(field.state.meta.errors)}
            >
              {companies.map((company) => (
                <ListOption key={company.id} id={String(company.id)}>
                  {company.title}
                </ListOption>
              ))}
            </Select>
          )}
        </form.Field>
        <div className={styles.fieldRow}>
          {text('percentage', t`Share of revenue, %`, { isRequired: true })}
          {date('activeFrom', t`Active from`, true)}
          {date('activeTo', t`Active to (optional)`)}
        </div>
        <div className={styles.fieldRow}>
          {text('mySignerName', t`Your signer's name`, { isRequired: true })}
          {text('theirSignerName', t`Counterparty's signer's name`, { isRequired: true })}
        </div>
        {obligations('myObligations', t`Your obligations`)}
        {obligations('theirObligations', t`The counterparty's obligations`)}
        {text('note', t`Note (optional)`)}
        <div className={styles.actions}>
          <Button type="submit" isLoading={isSubmitting}>
            <Trans>Send the proposal</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
