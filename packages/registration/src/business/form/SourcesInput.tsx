import { useLingui } from '@lingui/react/macro';
import { Checkbox, TextField } from '@paydeck/ui';
import type { DictionaryItem } from '../../api/schemas';
import * as styles from '../business.css';
import type { BoundField } from './fields';
import { firstError, groupErrors } from './form-errors';

/** The person's sources of funds: a box per source of the (personal) dictionary. */
export function SourcesInput({ field, items }: { field: BoundField<number[]>; items: readonly DictionaryItem[] }) {
  const { t } = useLingui();
  const chosen = field.state.value;
  const error = firstError(field.state.meta.errors);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Where the person's money comes from`}</legend>
      {items.map((item) => (
        <Checkbox
          key={item.id}
          isSelected={chosen.includes(item.id)}
          onChange={(on) => field.handleChange(on ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
        >
          {item.name}
        </Checkbox>
      ))}
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}

/** A detail for each chosen source (asked of a person holding more than 25 percent), keyed by the source's id. */
export function SourceDetailsInput({
  field,
  sources,
  items,
}: {
  field: BoundField<Record<string, string>>;
  sources: readonly number[];
  items: readonly DictionaryItem[];
}) {
  const { t } = useLingui();
  const details = field.state.value;
  const errors = groupErrors(field.state.meta.errors);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Details of each source of funds`}</legend>
      <p className={styles.muted}>{t`Asked of everyone holding more than 25 percent: say how the money was earned.`}</p>
      {sources.map((id) => {
        const name = items.find((item) => item.id === id)?.name ?? String(id);
        const key = String(id);
        return (
          <TextField
            key={key}
            label={t`Details: ${name}`}
            value={details[key] ?? ''}
            onChange={(text) => field.handleChange({ ...details, [key]: text })}
            onBlur={field.handleBlur}
            isRequired
            isInvalid={errors[key] !== undefined}
            errorMessage={errors[key]}
          />
        );
      })}
    </fieldset>
  );
}
