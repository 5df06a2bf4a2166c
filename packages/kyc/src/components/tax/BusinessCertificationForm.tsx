import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic } from '@tanstack/react-form';
import { useMemo } from 'react';
import type * as v from 'valibot';
import { needsControllingPersons } from '../../model/tax-classification';
import {
  type BusinessCertificationPayload,
  type BusinessCertificationValues,
  businessCertificationPayload,
} from '../../model/tax-payload';
import * as styles from '../common/common.css';
import { firstError, useAction } from '../common/useAction';
import { BusinessClassificationFields, businessFormOptions } from './BusinessClassificationFields';
import { ControllingPersonsFields } from './ControllingPersonsFields';
import { businessCertificationSchema, sayWith } from './tax-schema';
import { useTaxForm } from './tax-form';
import { TaxIdsFields } from './TaxIdsFields';

export interface AddressChoice {
  addressId: number;
  label: string;
}

export interface BusinessCertificationFormProps {
  defaults: BusinessCertificationValues;
  /** The company's addresses, for its place of business and registered address. */
  addresses: readonly AddressChoice[];
  today: string;
  onSubmit: (payload: BusinessCertificationPayload) => Promise<unknown>;
}

/** The company's FATCA/CRS self-certification: details, classification, US status, tax residences, controllers. */
export function BusinessCertificationForm({ defaults, addresses, today, onSubmit }: BusinessCertificationFormProps) {
  const { t, i18n } = useLingui();
  const send = useAction(onSubmit);
  const schemas = useMemo(() => {
    const say = sayWith(i18n);
    return {
      withPersons: businessCertificationSchema(say, today, true),
      withoutPersons: businessCertificationSchema(say, today, false),
    };
  }, [i18n, today]);
  const schemaFor = (values: BusinessCertificationValues) =>
    (needsControllingPersons(values) ? schemas.withPersons : schemas.withoutPersons) as unknown as v.GenericSchema<
      BusinessCertificationValues,
      unknown
    >;
  const form = useTaxForm({
    ...businessFormOptions,
    defaultValues: defaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value, formApi }) => formApi.parseValuesWithSchema(schemaFor(value)) },
    onSubmit: async ({ value }) => {
      await send.start(businessCertificationPayload(value));
    },
  });
  const address = (name: 'placeOfBusinessAddressId' | 'registeredAddressId', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <Select
          label={label}
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
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Company self-certification`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        <form.Field name="name">
          {(field) => (
            <TextField
              label={t`Company name`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="registrationCountryCode">
          {(field) => (
            <CountryComboBox
              label={t`Country of registration`}
              value={field.state.value || null}
              onChange={(code) => field.handleChange(typeof code === 'string' ? code : '')}
              onBlur={field.handleBlur}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        {addresses.length > 0 && address('placeOfBusinessAddressId', t`Place of business`)}
        {addresses.length > 0 && address('registeredAddressId', t`Registered address`)}
      </div>
      <BusinessClassificationFields form={form} />
      <TaxIdsFields form={form} fields={{ taxIds: 'taxIds' }} kind="business" legend={t`Company's tax residences`} />
      <form.Subscribe selector={(state) => needsControllingPersons(state.values)}>
        {(needed) =>
          needed && <ControllingPersonsFields form={form} fields={{ controllingPersons: 'controllingPersons' }} />
        }
      </form.Subscribe>
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
