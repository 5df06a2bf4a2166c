import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { ANY_STATUS, filterFieldsOf, filterFieldsSchema, filtersOf, type AppliedFilters } from '../model/filters';
import { type InvoiceDirection, invoiceStatusIds, invoiceStatusName } from '../model/invoice-rules';
import type { InvoiceSearch } from '../model/search';
import * as styles from './invoices.css';
import { statusLabels } from './labels';

/** A field's first problem, as the form's valibot rules give it. */
const problemOf = (errors: readonly unknown[]) => (errors[0] as { message?: string } | undefined)?.message;

/** The list's filters (payments.md 7): status (0 unpaid / awaiting payment), sent dates, amounts, the e-mail. */
export function InvoiceFilters({
  list,
  value,
  onApply,
}: {
  list: InvoiceDirection;
  value: InvoiceSearch;
  onApply: (filters: AppliedFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm({
    defaultValues: filterFieldsOf(value),
    // Checked when applied, then again on each change until the problem is fixed.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: filterFieldsSchema({
        amount: t`Enter an amount, such as 10 or 10.50.`,
        amountsBackwards: t`The largest amount must not be below the smallest.`,
        datesBackwards: t`The end date must not be before the start date.`,
      }),
    },
    onSubmit: ({ value: fields }) => onApply(filtersOf(fields)),
  });
  // Narrow screens show the fields behind a toggle, so the list is not five fields down (wide ones always show them).
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const activeCount = [value.status, value.from, value.to, value.min, value.max, value.email].filter(
    (filter) => filter !== undefined && filter !== '',
  ).length;

  return (
    <form
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      aria-label={t`Filter the invoices`}
      noValidate
    >
      <div className={styles.narrowOnly}>
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={panelId}
          onPress={() => setExpanded(!expanded)}
        >
          {activeCount > 0 ? t`Filters (${activeCount} on)` : t`Filters`}
        </Button>
      </div>
      <div id={panelId} className={expanded ? styles.filters : styles.filterPanelCollapsible}>
        <div className={styles.fieldRow}>
          <form.Field name="status">
            {(field) => (
              <Select
                label={t`Status`}
                selectedKey={field.state.value}
                onSelectionChange={(key) => field.handleChange(String(key ?? ANY_STATUS))}
              >
                {[
                  <ListOption key={ANY_STATUS} id={ANY_STATUS}>
                    {t`Any status`}
                  </ListOption>,
                  ...invoiceStatusIds.map((id) => {
                    const name = invoiceStatusName(id, list);
                    return (
                      <ListOption key={id} id={String(id)}>
                        {name ? i18n._(statusLabels[name]) : String(id)}
                      </ListOption>
                    );
                  }),
                ]}
              </Select>
            )}
          </form.Field>
          <form.Field name="from">
            {(field) => (
              <TextField label={t`Sent from`} type="date" value={field.state.value} onChange={field.handleChange} />
            )}
          </form.Field>
          <form.Field name="to">
            {(field) => (
              <TextField
                label={t`Sent until`}
                type="date"
                value={field.state.value}
                onChange={field.handleChange}
                isInvalid={!!problemOf(field.state.meta.errors)}
                errorMessage={problemOf(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="min">
            {(field) => (
              <TextField
                label={t`Amount from`}
                inputMode="decimal"
                value={field.state.value}
                onChange={field.handleChange}
                isInvalid={!!problemOf(field.state.meta.errors)}
                errorMessage={problemOf(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="max">
            {(field) => (
              <TextField
                label={t`Amount to`}
                inputMode="decimal"
                value={field.state.value}
                onChange={field.handleChange}
                isInvalid={!!problemOf(field.state.meta.errors)}
                errorMessage={problemOf(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <form.Field name="email">
            {(field) => (
              <TextField
                label={list === 'received' ? t`Sender's e-mail` : t`Payer's e-mail`}
                type="search"
                value={field.state.value}
                onChange={field.handleChange}
              />
            )}
          </form.Field>
        </div>
        <div className={styles.actions}>
          <Button type="submit">
            <Trans>Apply filters</Trans>
          </Button>
          <Button variant="quiet" onPress={() => onApply({})}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      </div>
    </form>
  );
}
