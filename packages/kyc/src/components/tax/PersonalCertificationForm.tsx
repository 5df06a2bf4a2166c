import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic } from '@tanstack/react-form';
import { useMemo } from 'react';
import {
  type PersonalCertificationPayload,
  type PersonalCertificationValues,
  personalCertificationPayload,
} from '../../model/tax-payload';
import * as styles from '../common/common.css';
import { DateField } from '../common/DateField';
import { useBirthCountryCodes } from '../common/places';
import { firstError, useAction } from '../common/useAction';
import type { AddressChoice } from './BusinessCertificationForm';
import { useTaxForm } from './tax-form';
import { personalCertificationSchema, sayWith } from './tax-schema';
import * as taxStyles from './tax.css';
import { TaxIdsFields } from './TaxIdsFields';
import { YesNoField } from './YesNoField';

export interface PersonalCertificationFormProps {
  defaults: PersonalCertificationValues;
  /** The person's addresses, for the residence address the certification names. */
  addresses: readonly AddressChoice[];
  today: string;
  onSubmit: (payload: PersonalCertificationPayload) => Promise<unknown>;
  /** The form's accessible name ("Tax self-certification", or the representative's). */
  label: string;
}

/** A person's tax self-certification (a customer, or a company representative): birth, citizenship, tax residences, US status. */
export function PersonalCertificationForm({
  defaults,
  addresses,
  today,
  onSubmit,
  label,
}: PersonalCertificationFormProps) {
  const { t, i18n } = useLingui();
  const birthCountries = useBirthCountryCodes();
  const send = useAction(onSubmit);
  const schema = useMemo(() => personalCertificationSchema(sayWith(i18n), today), [i18n, today]);
  const form = useTaxForm({
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await send.start(personalCertificationPayload(value));
    },
  });
  const country = (name: 'countryOfBirth' | 'citizenship', fieldLabel: string) => (
    <form.Field name={name}>
      {(field) => (
        <CountryComboBox
          label={fieldLabel}
          only={name === 'countryOfBirth' ? birthCountries : undefined}
          value={field.state.value || null}
          onChange={(code) => field.handleChange(typeof code === 'string' ? code : '')}
          onBlur={field.handleBlur}
          isRequired
          isInvalid={field.state.meta.errors.length > 0}
          errorMessage={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  const yesNo = (name: 'hasUSIndicia' | 'isUSTaxPayer', fieldLabel: string, description: string) => (
    <form.Field name={name}>
      {(field) => (
        <YesNoField
          label={fieldLabel}
          description={description}
          value={field.state.value}
          onChange={(value) => field.handleChange(value)}
          errorMessage={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        <form.Field name="dateOfBirth">
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
        </form.Field>
        {country('countryOfBirth', t`Country of birth`)}
        <form.Field name="cityOfBirth">
          {(field) => (
            <TextField
              label={t`Place of birth`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        {country('citizenship', t`Citizenship`)}
        {addresses.length > 0 && (
          <form.Field name="addressId">
            {(field) => (
              <Select
                label={t`Residence address`}
                placeholder={t`Choose`}
                value={field.state.value}
                onChange={(key) => field.handleChange(typeof key === 'number' ? key : null)}
              >
                {addresses.map((choice) => (
                  <ListOption key={choice.addressId} id={choice.addressId}>
                    {choice.label}
                  </ListOption>
                ))}
              </Select>
            )}
          </form.Field>
        )}
      </div>
      <TaxIdsFields form={form} fields={{ taxIds: 'taxIds' }} kind="personal" legend={t`Tax residences`} />
      <fieldset className={taxStyles.fieldset}>
        <legend className={taxStyles.legend}>
          <Trans>United States</Trans>
        </legend>
        {yesNo(
          'isUSTaxPayer',
          t`Are you a US taxpayer?`,
          t`A US citizen (also by birth there), a green card holder or a US resident for tax purposes.`,
        )}
        {yesNo(
          'hasUSIndicia',
          t`Do you have other links to the United States?`,
          t`A US birthplace, address, phone number, power of attorney or standing payments to a US account.`,
        )}
      </fieldset>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={send.pending}>
          <Trans>Save the self-certification</Trans>
        </Button>
      </div>
    </form>
  );
}
