import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { type ControllingPersonValues, emptyControllingPerson } from '../../model/tax-payload';
import * as styles from '../common/common.css';
import { useBirthCountryCodes } from '../common/places';
import { DateField } from '../common/DateField';
import { firstError } from '../common/useAction';
import { withTaxFieldGroup } from './tax-form';
import * as taxStyles from './tax.css';
import { TaxIdsFields } from './TaxIdsFields';

type TextKey = 'firstName' | 'lastName' | 'cityOfBirth' | 'address1' | 'city' | 'postalCode';
type CountryKey = 'countryOfBirth' | 'countryCode';

/**
 * The people who control a passive company (a field array): name, birth, address and their own tax residences
 * (a nested field array).
 */
export const ControllingPersonsFields = withTaxFieldGroup({
  defaultValues: { controllingPersons: [] as ControllingPersonValues[] },
  render: function ControllingPersons({ group }) {
    const { t } = useLingui();
    const birthCountries = useBirthCountryCodes();
    return (
      <group.Field name="controllingPersons" mode="array">
        {(list) => {
          const listError = firstError(list.state.meta.errors);
          return (
            <fieldset className={taxStyles.fieldset}>
              <legend className={taxStyles.legend}>
                <Trans>Controlling persons</Trans>
              </legend>
              <p className={styles.muted}>
                <Trans>
                  The people who own or control the company, directly or through others (usually more than 25%).
                </Trans>
              </p>
              {list.state.value.map((_, index) => {
                const place = index + 1;
                const text = (key: TextKey, label: string, autoComplete?: string) => (
                  <group.Field name={`controllingPersons[${index}].${key}`}>
                    {(field) => (
                      <TextField
                        label={label}
                        value={field.state.value}
                        onChange={field.handleChange}
                        onBlur={field.handleBlur}
                        autoComplete={autoComplete}
                        isRequired
                        isInvalid={field.state.meta.errors.length > 0}
                        errorMessage={firstError(field.state.meta.errors)}
                      />
                    )}
                  </group.Field>
                );
                const country = (key: CountryKey, label: string) => (
                  <group.Field name={`controllingPersons[${index}].${key}`}>
                    {(field) => (
                      <CountryComboBox
                        label={label}
                        only={key === 'countryOfBirth' ? birthCountries : undefined}
                        value={field.state.value || null}
                        onChange={(code) => field.handleChange(typeof code === 'string' ? code : '')}
                        onBlur={field.handleBlur}
                        isRequired
                        isInvalid={field.state.meta.errors.length > 0}
                        errorMessage={firstError(field.state.meta.errors)}
                      />
                    )}
                  </group.Field>
                );
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a field array's rows are its indexes
                  <fieldset key={index} className={taxStyles.entry} aria-label={t`Controlling person ${place}`}>
                    <div className={styles.fields}>
                      {text('firstName', t`First name`)}
                      {text('lastName', t`Last name`)}
                      <group.Field name={`controllingPersons[${index}].dateOfBirth`}>
                        {(field) => (
                          <DateField
                            label={t`Date of birth`}
                            value={field.state.value}
                            onChange={field.handleChange}
                            onBlur={field.handleBlur}
                            isRequired
                            errorMessage={firstError(field.state.meta.errors)}
                          />
                        )}
                      </group.Field>
                      {country('countryOfBirth', t`Country of birth`)}
                      {text('cityOfBirth', t`Place of birth`)}
                      {text('address1', t`Street address`)}
                      {text('city', t`City`)}
                      {text('postalCode', t`Postal code`)}
                      {country('countryCode', t`Country of residence`)}
                    </div>
                    <TaxIdsFields
                      form={group}
                      fields={{ taxIds: `controllingPersons[${index}].taxIds` }}
                      kind="personal"
                      legend={t`Tax residences of controlling person ${place}`}
                    />
                    <div>
                      <Button variant="secondary" size="small" onPress={() => list.removeValue(index)}>
                        <Trans>Remove controlling person {place}</Trans>
                      </Button>
                    </div>
                  </fieldset>
                );
              })}
              {listError && (
                <p role="alert" className={styles.reason}>
                  {listError}
                </p>
              )}
              <div>
                <Button variant="secondary" onPress={() => list.pushValue(emptyControllingPerson())}>
                  <Trans>Add a controlling person</Trans>
                </Button>
              </div>
            </fieldset>
          );
        }}
      </group.Field>
    );
  },
});
