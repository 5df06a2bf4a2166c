import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LazyDateField, ListOption, Select, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { type Direction, directions, type TransactionType, transactionStatuses } from '../../api/history';
import { checkFilterForm, type FilterProblem } from '../../model/filter-form';
import type { HistoryFilterFields } from '../../model/history-search';

import * as layout from '../common/layout.css';
import { directionLabels, transactionStatusLabels } from '../common/labels';
import * as styles from './history.css';

export interface HistoryFiltersProps {
  value: HistoryFilterFields;
  types: readonly TransactionType[];
  onApply: (fields: HistoryFilterFields) => void;
}

const problemTexts: Record<FilterProblem, MessageDescriptor> = {
  emailInvalid: msg`Enter a valid e-mail address.`,
  amountInvalid: msg`Enter an amount, such as 10 or 10.50.`,
  amountRange: msg`The largest amount must not be below the smallest.`,
  dateRange: msg`The end date must not be before the start date.`,
};

const problemText = (problem: FilterProblem | undefined, i18n: I18n): string | undefined =>
  problem ? i18n._(problemTexts[problem]) : undefined;

const ALL = 'all';

/** Every filter of the history (payments.md 3): keyword, type, direction, status, dates, amounts, e-mail. */
export function HistoryFilters({ value, types, onApply }: HistoryFiltersProps) {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [type, setType] = useState<number>(value.type ?? 0);
  const [direction, setDirection] = useState<Direction>(value.direction ?? 'all');
  const [status, setStatus] = useState<string>(value.status === undefined ? ALL : String(value.status));
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [min, setMin] = useState(value.min ?? '');
  const [max, setMax] = useState(value.max ?? '');
  const [email, setEmail] = useState(value.email ?? '');
  const [submitted, setSubmitted] = useState(false);
  const problems = checkFilterForm({ keyword, from, to, min, max, email });
  const shown = submitted ? problems : {};

  function apply(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    const text = (s: string) => s.trim() || undefined;
    onApply({
      keyword: text(keyword),
      type: type === 0 ? undefined : type,
      direction: direction === 'all' ? undefined : direction,
      status: status === ALL ? undefined : Number(status),
      from: from || undefined,
      to: to || undefined,
      min: text(min.replace(',', '.')),
      max: text(max.replace(',', '.')),
      email: text(email),
    });
  }

  function reset() {
    for (const clear of [setKeyword, setFrom, setTo, setMin, setMax, setEmail]) clear('');
    setType(0);
    setDirection('all');
    setStatus(ALL);
    setSubmitted(false);
    onApply({});
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label={t`Filter transactions`} noValidate>
      <div className={layout.fieldRow}>
        <TextField
          label={t`Search`}
          description={t`Description, name, e-mail or reference`}
          value={keyword}
          onChange={setKeyword}
        />
        <Select
          label={t`Transaction type`}
          items={types.map((item) => ({ id: item.id, name: item.name }))}
          selectedKey={type}
          onSelectionChange={(key) => setType(Number(key ?? 0))}
        >
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        <Select
          label={t`Direction`}
          selectedKey={direction}
          onSelectionChange={(key) => setDirection((key ?? 'all') as Direction)}
        >
          {directions.map((d) => (
            <ListOption key={d} id={d}>
              {i18n._(directionLabels[d])}
            </ListOption>
          ))}
        </Select>
        <Select label={t`Status`} selectedKey={status} onSelectionChange={(key) => setStatus(String(key ?? ALL))}>
          {[
            <ListOption key={ALL} id={ALL}>
              {t`Any status`}
            </ListOption>,
            ...Object.values(transactionStatuses).map((id) => {
              const label = transactionStatusLabels[id]?.label;
              return (
                <ListOption key={id} id={String(id)}>
                  {label ? i18n._(label) : String(id)}
                </ListOption>
              );
            }),
          ]}
        </Select>
        <LazyDateField label={t`From date`} value={from} onChange={setFrom} />
        <LazyDateField label={t`To date`} value={to} onChange={setTo} errorMessage={problemText(shown.to, i18n)} />
        <TextField
          label={t`Smallest amount`}
          inputMode="decimal"
          value={min}
          onChange={setMin}
          isInvalid={shown.min !== undefined}
          errorMessage={problemText(shown.min, i18n)}
        />
        <TextField
          label={t`Largest amount`}
          inputMode="decimal"
          value={max}
          onChange={setMax}
          isInvalid={shown.max !== undefined}
          errorMessage={problemText(shown.max, i18n)}
        />
        <TextField
          label={t`Counterparty e-mail`}
          type="email"
          value={email}
          onChange={setEmail}
          isInvalid={shown.email !== undefined}
          errorMessage={problemText(shown.email, i18n)}
        />
      </div>
      <div className={layout.actions}>
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
        <Button variant="quiet" onPress={reset}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}
