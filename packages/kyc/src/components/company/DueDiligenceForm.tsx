import { Trans, useLingui } from '@lingui/react/macro';
import { countryName } from '@paydeck/i18n';
import { Button, Checkbox, NumberField, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { DueDiligenceQuestionnaire } from '../../api/company';
import * as styles from '../common/common.css';
import { firstError, useAction } from '../common/useAction';

const empty: DueDiligenceQuestionnaire = {
  isRegulated: false,
  regulatorName: null,
  licenceNumber: null,
  hasPoliticallyExposedPersons: false,
  operatesInSanctionedCountries: false,
  countriesOfOperation: [],
  numberOfEmployees: 0,
};

/** The due-diligence questionnaire (WIRE-business.md): the regulator and licence only when regulated. */
export function DueDiligenceForm({
  questionnaire,
  readOnly,
  onSubmit,
}: {
  questionnaire: DueDiligenceQuestionnaire | null;
  readOnly: boolean;
  onSubmit: (questionnaire: DueDiligenceQuestionnaire) => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const send = useAction(onSubmit);
  const schema = useMemo(() => {
    const text = v.pipe(v.string(), v.trim());
    return v.pipe(
      v.object({
        isRegulated: v.boolean(),
        regulatorName: text,
        licenceNumber: text,
        hasPoliticallyExposedPersons: v.boolean(),
        operatesInSanctionedCountries: v.boolean(),
        countriesOfOperation: v.pipe(v.array(v.string()), v.minLength(1, t`Add at least one country.`)),
        numberOfEmployees: v.pipe(v.number(t`Enter the number of employees.`), v.integer(), v.minValue(0)),
      }),
      v.forward(
        v.check((value) => !value.isRegulated || value.regulatorName !== '', t`Enter the regulator's name.`),
        ['regulatorName'],
      ),
      v.forward(
        v.check((value) => !value.isRegulated || value.licenceNumber !== '', t`Enter the licence number.`),
        ['licenceNumber'],
      ),
    );
  }, [t]);
  const start = questionnaire ?? empty;
  const form = useForm({
    defaultValues: { ...start, regulatorName: start.regulatorName ?? '', licenceNumber: start.licenceNumber ?? '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      const answers = v.parse(schema, value);
      await send.start({
        ...answers,
        regulatorName: answers.isRegulated ? answers.regulatorName : null,
        licenceNumber: answers.isRegulated ? answers.licenceNumber : null,
      });
    },
  });
  const regulated = useStore(form.store, (state) => state.values.isRegulated);
  const flag = (
    name: 'isRegulated' | 'hasPoliticallyExposedPersons' | 'operatesInSanctionedCountries',
    label: string,
  ) => (
    <form.Field name={name}>
      {(field) => (
        <Checkbox isSelected={field.state.value} onChange={field.handleChange} isReadOnly={readOnly}>
          {label}
        </Checkbox>
      )}
    </form.Field>
  );
  const text = (name: 'regulatorName' | 'licenceNumber', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          isRequired
          isReadOnly={readOnly}
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
      aria-label={t`Due diligence`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void form.handleSubmit();
      }}
    >
      {flag('isRegulated', t`The company is regulated by a financial authority`)}
      {regulated && (
        <div className={styles.fields}>
          {text('regulatorName', t`Regulator`)}
          {text('licenceNumber', t`Licence number`)}
        </div>
      )}
      {flag('hasPoliticallyExposedPersons', t`A politically exposed person owns or runs the company`)}
      {flag('operatesInSanctionedCountries', t`The company does business in sanctioned countries`)}
      <form.Field name="countriesOfOperation">
        {(field) => (
          <div className={styles.form}>
            <ul className={styles.steps} aria-label={t`Countries of operation`}>
              {field.state.value.map((code) => {
                const country = countryName(code, i18n.locale);
                return (
                  <li key={code} className={styles.step}>
                    {country}
                    {!readOnly && (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t`Remove ${country}`}
                        onPress={() => field.handleChange(field.state.value.filter((entry) => entry !== code))}
                      >
                        ×
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {!readOnly && (
              <CountryComboBox
                label={t`Add a country of operation`}
                value={null}
                onChange={(code) => {
                  if (typeof code === 'string' && code && !field.state.value.includes(code)) {
                    field.handleChange([...field.state.value, code]);
                  }
                }}
                isInvalid={field.state.meta.errors.length > 0}
                errorMessage={firstError(field.state.meta.errors)}
              />
            )}
          </div>
        )}
      </form.Field>
      <form.Field name="numberOfEmployees">
        {(field) => (
          <NumberField
            label={t`Number of employees`}
            value={field.state.value}
            onChange={field.handleChange}
            minValue={0}
            step={1}
            isRequired
            isReadOnly={readOnly}
            isInvalid={field.state.meta.errors.length > 0}
            errorMessage={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button type="submit" isLoading={send.pending}>
            <Trans>Save the answers</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
