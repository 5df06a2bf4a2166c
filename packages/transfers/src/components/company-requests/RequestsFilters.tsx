import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LazyDateField, ListOption, Select } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { type RequestsSearch, withFilters } from './search';
import * as styles from './requests.css';

export interface Creator {
  userId: number;
  name: string;
}

export interface RequestsFiltersProps {
  value: RequestsSearch;
  /** The transaction types dictionary ("All transactions", id 0, first). */
  types: readonly { id: number; name: string }[];
  /** The company's users who may have created a request (the business user list). */
  creators: readonly Creator[];
  onApply: (search: RequestsSearch) => void;
}

const ANY = 0;

/** The requests' filters (payments.md 7): transaction type, created from/to, creator. */
export function RequestsFilters({ value, types, creators, onApply }: RequestsFiltersProps) {
  const { t } = useLingui();
  const [type, setType] = useState<number>(value.type ?? ANY);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [creator, setCreator] = useState<number>(value.creator ?? ANY);
  const [submitted, setSubmitted] = useState(false);
  const datesBackwards = from !== '' && to !== '' && to < from;

  function apply(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (datesBackwards) return;
    onApply(
      withFilters({
        type: type === ANY ? undefined : type,
        from: from || undefined,
        to: to || undefined,
        creator: creator === ANY ? undefined : creator,
      }),
    );
  }

  function clear() {
    setType(ANY);
    setFrom('');
    setTo('');
    setCreator(ANY);
    setSubmitted(false);
    onApply({});
  }

  const typeItems = types.some((item) => item.id === ANY) ? types : [{ id: ANY, name: t`All transactions` }, ...types];
  const creatorItems = [{ userId: ANY, name: t`Anyone` }, ...creators];

  return (
    <form className={styles.filters} onSubmit={apply} aria-label={t`Filter the requests`} noValidate>
      <div className={styles.fieldRow}>
        <Select
          label={t`Transaction type`}
          items={typeItems}
          selectedKey={type}
          onSelectionChange={(key) => setType(Number(key ?? ANY))}
        >
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        <Select
          label={t`Created by`}
          items={creatorItems.map((item) => ({ id: item.userId, name: item.name }))}
          selectedKey={creator}
          onSelectionChange={(key) => setCreator(Number(key ?? ANY))}
        >
          {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
        </Select>
        <LazyDateField label={t`Created from`} value={from} onChange={setFrom} />
        <LazyDateField
          label={t`Created until`}
          value={to}
          onChange={setTo}
          errorMessage={submitted && datesBackwards ? t`The end date must not be before the start date.` : undefined}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit">
          <Trans>Apply filters</Trans>
        </Button>
        <Button variant="quiet" onPress={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}
