import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { type FormEvent, useId, useState } from 'react';
import { type InvoiceDirection, invoiceStatusIds, invoiceStatusName } from '../model/invoice-rules';
import { amountText, compareAmounts, dateText, type InvoiceSearch } from '../model/search';
import * as styles from './invoices.css';
import { statusLabels } from './labels';

const ANY = 'any';
type Filters = Omit<InvoiceSearch, 'list' | 'page'>;

/** The list's filters (payments.md 7): status (0 unpaid / awaiting payment), sent dates, amounts, the e-mail. */
export function InvoiceFilters({
  list,
  value,
  onApply,
}: {
  list: InvoiceDirection;
  value: InvoiceSearch;
  onApply: (filters: Filters) => void;
}) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<string>(value.status === undefined ? ANY : String(value.status));
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [min, setMin] = useState(value.min ?? '');
  const [max, setMax] = useState(value.max ?? '');
  const [email, setEmail] = useState(value.email ?? '');
  const [submitted, setSubmitted] = useState(false);
  // Narrow screens show the fields behind a toggle, so the list is not five fields down (wide ones always show them).
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const activeCount = [value.status, value.from, value.to, value.min, value.max, value.email].filter(
    (filter) => filter !== undefined && filter !== '',
  ).length;

  const bad = (text: string, read: (v: unknown) => string | undefined) =>
    text.trim() !== '' && read(text) === undefined;
  const minValue = amountText(min);
  const maxValue = amountText(max);
  const amountsBackwards = minValue !== undefined && maxValue !== undefined && compareAmounts(maxValue, minValue) < 0;
  const datesBackwards = dateText(from) !== undefined && dateText(to) !== undefined && to < from;
  const problems = {
    min: bad(min, amountText) ? t`Enter an amount, such as 10 or 10.50.` : undefined,
    max: bad(max, amountText)
      ? t`Enter an amount, such as 10 or 10.50.`
      : amountsBackwards
        ? t`The largest amount must not be below the smallest.`
        : undefined,
    to: datesBackwards ? t`The end date must not be before the start date.` : undefined,
  };

  function apply(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.min || problems.max || problems.to) return;
    onApply({
      status: status === ANY ? undefined : (Number(status) as Filters['status']),
      from: from || undefined,
      to: to || undefined,
      min: min || undefined,
      max: max || undefined,
      email: email || undefined,
    });
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label={t`Filter the invoices`} noValidate>
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
          <Select label={t`Status`} selectedKey={status} onSelectionChange={(key) => setStatus(String(key ?? ANY))}>
            {[
              <ListOption key={ANY} id={ANY}>
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
          <TextField label={t`Sent from`} type="date" value={from} onChange={setFrom} />
          <TextField
            label={t`Sent until`}
            type="date"
            value={to}
            onChange={setTo}
            isInvalid={submitted && !!problems.to}
            errorMessage={submitted ? problems.to : undefined}
          />
          <TextField
            label={t`Amount from`}
            inputMode="decimal"
            value={min}
            onChange={setMin}
            isInvalid={submitted && !!problems.min}
            errorMessage={submitted ? problems.min : undefined}
          />
          <TextField
            label={t`Amount to`}
            inputMode="decimal"
            value={max}
            onChange={setMax}
            isInvalid={submitted && !!problems.max}
            errorMessage={submitted ? problems.max : undefined}
          />
          <TextField
            label={list === 'received' ? t`Sender's e-mail` : t`Payer's e-mail`}
            type="search"
            value={email}
            onChange={setEmail}
          />
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
