import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { type TaxKind, taxIdentifier } from '../../model/tax-table';
import { allowedMissingReasons, emptyTaxIdEntry, type TaxIdEntry, type TinMissingReason } from '../../model/tax-tin';
import * as styles from '../common/common.css';
import { firstError } from '../common/useAction';
import { withTaxFieldGroup } from './tax-form';
import { tinMissingReasonText } from './tax-text';
import * as taxStyles from './tax.css';

/**
 * The tax residences of a person or a company (a field array): per country the TIN named as that country names
 * it, or with "no TIN" the reason (and, for CANNOT_OBTAIN, the explanation).
 */
export const TaxIdsFields = withTaxFieldGroup({
  defaultValues: { taxIds: [] as TaxIdEntry[] },
  props: { kind: 'personal' as TaxKind, legend: '' },
  render: function TaxIds({ group, kind, legend }) {
    const { t, i18n } = useLingui();
    return (
      <group.Field name="taxIds" mode="array">
        {(list) => {
          const entries = list.state.value;
          const listError = firstError(list.state.meta.errors);
          return (
            <fieldset className={taxStyles.fieldset}>
              <legend className={taxStyles.legend}>{legend}</legend>
              {entries.map((_, index) => (
                // an array field re-renders when rows come and go; each row follows its own values
                // biome-ignore lint/suspicious/noArrayIndexKey: a field array's rows are its indexes
                <group.Field key={index} name={`taxIds[${index}]`}>
                  {(row) => {
                    const entry = row.state.value;
                    const identifier = taxIdentifier(entry.countryCode, kind);
                    const reasons = allowedMissingReasons(entry.countryCode, kind);
                    const place = index + 1;
                    return (
                      <fieldset className={taxStyles.entry} aria-label={t`Tax residence ${place}`}>
                        <div className={styles.fields}>
                          <group.Field name={`taxIds[${index}].countryCode`}>
                            {(field) => (
                              <CountryComboBox
                                label={t`Country of tax residence`}
                                value={field.state.value || null}
                                onChange={(code) => field.handleChange(typeof code === 'string' ? code : '')}
                                onBlur={field.handleBlur}
                                isRequired
                                isInvalid={field.state.meta.errors.length > 0}
                                errorMessage={firstError(field.state.meta.errors)}
                              />
                            )}
                          </group.Field>
                          {!entry.noTaxId && (
                            <group.Field name={`taxIds[${index}].taxId`}>
                              {(field) => (
                                <TextField
                                  label={
                                    entry.countryCode
                                      ? `${identifier.name} (${identifier.shortName})`
                                      : t`Tax identification number`
                                  }
                                  description={
                                    entry.countryCode && !identifier.required
                                      ? t`Not required for this country: give it if you have one.`
                                      : undefined
                                  }
                                  value={field.state.value}
                                  onChange={field.handleChange}
                                  onBlur={field.handleBlur}
                                  isRequired={!entry.countryCode || identifier.required}
                                  isInvalid={field.state.meta.errors.length > 0}
                                  errorMessage={firstError(field.state.meta.errors)}
                                />
                              )}
                            </group.Field>
                          )}
                        </div>
                        <group.Field name={`taxIds[${index}].noTaxId`}>
                          {(field) => (
                            <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                              <Trans>There is no tax identification number for this country</Trans>
                            </Checkbox>
                          )}
                        </group.Field>
                        {entry.noTaxId && (
                          <div className={styles.fields}>
                            <group.Field name={`taxIds[${index}].tinMissingReason`}>
                              {(field) => (
                                <Select
                                  label={t`Why is there none?`}
                                  placeholder={t`Choose`}
                                  value={field.state.value || null}
                                  onChange={(key) => field.handleChange(String(key ?? '') as TinMissingReason | '')}
                                  onBlur={field.handleBlur}
                                  isRequired
                                  isInvalid={field.state.meta.errors.length > 0}
                                  errorMessage={firstError(field.state.meta.errors)}
                                >
                                  {reasons.map((reason) => (
                                    <ListOption key={reason} id={reason}>
                                      {i18n._(tinMissingReasonText[reason])}
                                    </ListOption>
                                  ))}
                                </Select>
                              )}
                            </group.Field>
                            {entry.tinMissingReason === 'CANNOT_OBTAIN' && (
                              <group.Field name={`taxIds[${index}].tinMissingExplanation`}>
                                {(field) => (
                                  <TextField
                                    label={t`Why can the number not be obtained?`}
                                    value={field.state.value}
                                    onChange={field.handleChange}
                                    onBlur={field.handleBlur}
                                    isRequired
                                    maxLength={500}
                                    isInvalid={field.state.meta.errors.length > 0}
                                    errorMessage={firstError(field.state.meta.errors)}
                                  />
                                )}
                              </group.Field>
                            )}
                          </div>
                        )}
                        {entries.length > 1 && (
                          <div>
                            <Button variant="secondary" size="small" onPress={() => list.removeValue(index)}>
                              <Trans>Remove tax residence {place}</Trans>
                            </Button>
                          </div>
                        )}
                      </fieldset>
                    );
                  }}
                </group.Field>
              ))}
              {listError && (
                <p role="alert" className={styles.reason}>
                  {listError}
                </p>
              )}
              <div>
                <Button variant="secondary" onPress={() => list.pushValue(emptyTaxIdEntry())}>
                  <Trans>Add a country</Trans>
                </Button>
              </div>
            </fieldset>
          );
        }}
      </group.Field>
    );
  },
});
