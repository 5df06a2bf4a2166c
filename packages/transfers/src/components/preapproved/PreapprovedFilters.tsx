import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { type FormEvent, useState } from 'react';
import { typeLabels } from './labels';
import {
  amountText,
  compareAmounts,
  parsePreapprovedSearch,
  type PreapprovedSearch,
  type PreapprovedType,
  preapprovedTypes,
} from './search';
import * as styles from './preapproved.css';

const ANY = 'any';

/** The filters of payments.md 7: beneficiary e-mail, amount from and to, type. */
export function PreapprovedFilters({
  value,
  onApply,
}: {
  value: PreapprovedSearch;
  onApply: (search: PreapprovedSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(value.email ?? '');
  const [min, setMin] = useState(value.min ?? '');
  const [max, setMax] = useState(value.max ?? '');
  const [type, setType] = useState<PreapprovedType | typeof ANY>(value.type ?? ANY);
  const [submitted, setSubmitted] = useState(false);

  const minBad = min.trim() !== '' && amountText(min) === undefined;
  const maxBad = max.trim() !== '' && amountText(max) === undefined;
  const minValue = amountText(min);
  const maxValue = amountText(max);
  const backwards = minValue !== undefined && maxValue !== undefined && compareAmounts(maxValue, minValue) < 0;
  const amountHint = t`Enter an amount, such as 10 or 10.50.`;

  function apply(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (minBad || maxBad || backwards) return;
    onApply(parsePreapprovedSearch({ email, min, max, type: type === ANY ? undefined : type }));
  }

  function clear() {
    setEmail('');
    setMin('');
    setMax('');
    setType(ANY);
    setSubmitted(false);
    onApply({});
  }

  return (
    <form className={styles.filters} onSubmit={apply} aria-label={t`Filter the preapproved payments`} noValidate>
      <div className={styles.fieldRow}>
        <TextField label={t`Beneficiary e-mail`} type="search" value={email} onChange={setEmail} />
        <TextField
          label={t`Amount from`}
          inputMode="decimal"
          value={min}
          onChange={setMin}
          isInvalid={submitted && minBad}
          errorMessage={submitted && minBad ? amountHint : undefined}
        />
        <TextField
          label={t`Amount to`}
          inputMode="decimal"
          value={max}
          onChange={setMax}
          isInvalid={submitted && (maxBad || backwards)}
          errorMessage={
            submitted && maxBad
              ? amountHint
              : submitted && backwards
                ? t`The largest amount must not be below the smallest.`
                : undefined
          }
        />
        <Select label={t`Type`} selectedKey={type} onSelectionChange={(key) => setType((key ?? ANY) as typeof type)}>
          {[
            <ListOption key={ANY} id={ANY}>
              {t`Any type`}
            </ListOption>,
            ...preapprovedTypes.map((id) => (
              <ListOption key={id} id={id}>
                {i18n._(typeLabels[id])}
              </ListOption>
            )),
          ]}
        </Select>
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
