import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFilter } from 'react-aria-components';
import { ListOption } from '../list/ListOption';
import { ComboBox, type ComboBoxProps } from './ComboBox';
import * as styles from './combobox.css';
import { type Country, countries } from './countries';

export type CountryComboBoxProps = Omit<ComboBoxProps<Country>, 'items' | 'children' | 'defaultFilter'> & {
  /** Limit the choice to these ISO alpha-2 codes (default: every country). */
  only?: readonly string[];
  /** Show the ISO code instead of the flag emoji (for places where emoji flags do not render well). */
  showCodes?: boolean;
};

/**
 * A searchable country choice: flag (or ISO code) and name in the interface language. The
 * selected key is the ISO alpha-2 code; typing matches the name (accents ignored) or the code.
 */
export function CountryComboBox({ only, showCodes = false, ...props }: CountryComboBoxProps) {
  const { i18n } = useLingui();
  const list = useMemo(() => countries(i18n.locale, only), [i18n.locale, only]);
  const codeByName = useMemo(() => new Map(list.map((country) => [country.name, country.id])), [list]);
  const { contains } = useFilter({ sensitivity: 'base' });
  const matches = (name: string, typed: string) =>
    contains(name, typed) || codeByName.get(name) === typed.trim().toUpperCase();
  return (
    <ComboBox {...props} items={list} defaultFilter={matches}>
      {(country) => (
        <ListOption id={country.id} textValue={country.name}>
          {showCodes ? null : (
            <span aria-hidden="true" className={styles.flag}>
              {country.flag}
            </span>
          )}
          <span>{country.name}</span>
          {showCodes && <span className={styles.code}>{country.id}</span>}
        </ListOption>
      )}
    </ComboBox>
  );
}
