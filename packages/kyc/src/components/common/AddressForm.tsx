import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ListOption, Select, TextField } from '@paydeck/ui';
import { ComboBox, CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import type { NewAddress } from '../../api/address';
import { AddressType, type AddressTypeName } from '../../model/document-status';
import * as styles from './common.css';
import { addressTypeText } from './document-text';
import { useCountryStates } from './places';
import { firstError, useAction } from './useAction';

const typeNames = (Object.keys(AddressType) as AddressTypeName[]).filter((name) => name !== 'unspecified');

/**
 * A new address (or the one replacing an address): type, street, city, postal code, country, and the state where
 * the country has states (`dictionaryStates` through the places provider).
 */
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
  const [countryCode, setCountryCode] = useState(initial?.countryCode ?? '');
  const states = useCountryStates(countryCode);
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          addressType: v.number(),
          address1: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the street and house number.`)),
          address2: v.pipe(v.string(), v.trim()),
          city: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the city.`)),
          postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter the postal code.`)),
          countryCode: v.pipe(v.string(), v.nonEmpty(t`Choose the country.`)),
          stateCode: v.string(),
        }),
        v.forward(
          v.check(
            ({ stateCode }) => !states?.length || states.some((state) => state.stateCode === stateCode),
            t`Choose the state.`,
          ),
          ['stateCode'],
        ),
      ),
    [t, states],
  );
  const form = useForm({
    defaultValues: {
      addressType: initial?.addressType ?? AddressType.home,
      address1: initial?.address1 ?? '',
      address2: initial?.address2 ?? '',
      city: initial?.city ?? '',
      postalCode: initial?.postalCode ?? '',
      countryCode: initial?.countryCode ?? '',
      stateCode: initial?.stateCode ?? '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const parsed = v.parse(schema, value);
      await send.start({
        ...parsed,
        address2: parsed.address2 || undefined,
        stateCode: states?.length ? parsed.stateCode : undefined,
      });
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
              onChange={(code) => {
                const next = typeof code === 'string' ? code : '';
                field.handleChange(next);
                if (next !== countryCode) form.setFieldValue('stateCode', '');
                setCountryCode(next);
              }}
              isRequired
              isInvalid={field.state.meta.errors.length > 0}
              errorMessage={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
        {states && states.length > 0 && (
          <form.Field name="stateCode">
            {(field) => (
              <ComboBox
                label={t`State, province or territory`}
                items={states}
                value={field.state.value || null}
                onChange={(key) => field.handleChange(typeof key === 'string' ? key : '')}
                onBlur={field.handleBlur}
                isRequired
                isInvalid={field.state.meta.errors.length > 0}
                errorMessage={firstError(field.state.meta.errors)}
              >
                {(state) => (
                  <ListOption id={state.stateCode} textValue={state.stateName}>
                    {state.stateName}
                  </ListOption>
                )}
              </ComboBox>
            )}
          </form.Field>
        )}
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
