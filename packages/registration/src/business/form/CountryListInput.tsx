import { useLingui } from '@lingui/react/macro';
import { countryName } from '@paydeck/i18n';
import { Button } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { useState } from 'react';
import * as styles from '../business.css';
import type { BoundField } from './fields';
import { firstError } from './form-errors';

/** A list of countries: each chosen one with its Remove button, and a country box that adds the one picked. */
export function CountryListInput({
  field,
  label,
  addLabel,
}: {
  field: BoundField<string[]>;
  label: string;
  addLabel: string;
}) {
  const { t, i18n } = useLingui();
  const codes = field.state.value;
  const error = firstError(field.state.meta.errors);
  // the box only adds: once a country is picked, a fresh box (empty, closed, focused) takes the next one
  const [added, setAdded] = useState(0);
  return (
    <div className={styles.fieldset}>
      {codes.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {codes.map((code) => {
            const name = countryName(code, i18n.locale);
            return (
              <li key={code} className={styles.chip}>
                {name}
                <Button
                  size="small"
                  variant="quiet"
                  aria-label={t`Remove ${name}`}
                  onPress={() => field.handleChange(codes.filter((entry) => entry !== code))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <CountryComboBox
        label={addLabel}
        key={added}
        autoFocus={added > 0}
        value={null}
        onChange={(code) => {
          if (typeof code !== 'string' || !code) return;
          if (!codes.includes(code)) field.handleChange([...codes, code]);
          setAdded((count) => count + 1);
        }}
        onBlur={field.handleBlur}
        isRequired
        isInvalid={error !== undefined}
        errorMessage={error}
      />
    </div>
  );
}
