import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField, type TextFieldProps } from '@paydeck/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useId, useState } from 'react';
import {
  ANY_STATUS,
  type AppliedFilters,
  type FilterFields,
  filterFieldsOf,
  filterFieldsSchema,
  filtersOf,
} from '../model/filters';
import { type InvoiceDirection, invoiceStatusIds, invoiceStatusName } from '../model/invoice-rules';
import type { InvoiceSearch } from '../model/search';
import { fieldError } from './fieldError';
import * as styles from './invoices.css';
import { statusLabels } from './labels';

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
  /** A text field bound to the form, its rule's message at it. */
  const textField = (
    name: Exclude<keyof FilterFields, 'status'>,
    props: Pick<TextFieldProps, 'label' | 'type' | 'inputMode'>,
  ) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <TextField
            {...props}
            value={field.state.value}
            onChange={field.handleChange}
            isInvalid={!!error}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );
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
          {textField('from', { label: t`Sent from`, type: 'date' })}
          {textField('to', { label: t`Sent until`, type: 'date' })}
          {textField('min', { label: t`Amount from`, inputMode: 'decimal' })}
          {textField('max', { label: t`Amount to`, inputMode: 'decimal' })}
          {textField('email', { label: list === 'received' ? t`Sender's e-mail` : t`Payer's e-mail`, type: 'search' })}
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
