import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { NewAddress } from '../../api/address';
import { AddressType, type AddressTypeName } from '../../model/document-status';
import * as styles from './common.css';
import { addressTypeText } from './document-text';
import { firstError, useAction } from './useAction';

const typeNames = (Object.keys(AddressType) as AddressTypeName[]).filter((name) => name !== 'unspecified');

/** A new address (or the one replacing an address): type, street, city, postal code, country. */
export function AddressForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Partial<NewAddress>;
  submitLabel: string;
  onSubmit: (address: NewAddress) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const send = useAction(onSubmit);
  const schema = useMemo(
    () =>
      v.object({
        addressType: v.number(),
        address1: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the street and house number.`)),
        address2: v.pipe(v.string(), v.trim()),
        city: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the city.`)),
        postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the postal code.`)),
        countryCode: v.pipe(v.string(), v.nonEmpty(t`Choose the country.`)),
      }),
    [t],
  );
  const form = useForm({
    defaultValues: {
      addressType: initial?.addressType ?? AddressType.home,
      address1: initial?.address1 ?? '',
      address2: initial?.address2 ?? '',
      city: initial?.city ?? '',
      postalCode: initial?.postalCode ?? '',
      countryCode: initial?.countryCode ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const parsed = v.parse(schema, value);
      await send.start({ ...parsed, address2: parsed.address2 || undefined });
    },
  });
  const text = (
    name: 'address1' | 'address2' | 'city' | 'postalCode',
    label: string,
    autoComplete: string,
    required = true,
  ) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          autoComplete={autoComplete}
          isRequired={required}
          isInvalid={field.state.meta.errors.length > 0}
          errorMessage={firstError(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className={styles.fields}>
        <form.Field name="addressType">
          {(field) => (
            <Select
              label={t`Type of address`}
              value={field.state.value}
              onChange={(key) => field.handleChange(Number(key))}
            >
              {typeNames.map((name) => (
                <ListOption key={name} id={AddressType[name]}>
                  {i18n._(addressTypeText[name])}
                </ListOption>
              ))}
            </Select>
          )}
        </form.Field>
        {text('address1', t`Street and house number`, 'address-line1')}
        {text('address2', t`Flat, floor (optional)`, 'address-line2', false)}
        {text('city', t`City`, 'address-level2')}
        {text('postalCode', t`Postal code`, 'postal-code')}
        <form.Field name="countryCode">
          {(field) => (
            <CountryComboBox
              label={t`Country`}
              value={field.state.value || null}
              onChange={(code) => field.handleChange(typeof code === 'string' ? code : '')}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      <div className={styles.steps}>
        <Button type="submit" isLoading={send.pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
