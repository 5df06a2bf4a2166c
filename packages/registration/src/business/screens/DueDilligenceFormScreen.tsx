import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import type { DueDilligenceForm } from '../../model/draft';
import { DueDilligenceFormRules } from '../../model/form-rules';
import * as styles from '../business.css';
import { CountryListInput } from '../form/CountryListInput';
import { TextInput } from '../form/fields';
import { FormScreen } from '../form/FormScreen';
import { useDraftForm } from '../form/useDraftForm';
import { YesNoInput } from '../form/YesNoInput';

const answer = msg`Answer yes or no.`;
const overrides = {
  isRegulated: { required: answer },
  hasPoliticallyExposedPersons: { required: answer },
  operatesInSanctionedCountries: { required: answer },
  regulatorName: { required: msg`Enter the regulator's name.` },
  licenceNumber: { required: msg`Enter the licence number.` },
  countriesOfOperation: { required: msg`Add at least one country the company works in.` },
  numberOfEmployees: { wholeNumber: msg`Enter the number of employees as a whole number, e.g. 12.` },
};

/** dueDilligenceForm: regulation (regulator and licence only when regulated), exposure, countries, staff. */
export function DueDilligenceFormScreen({
  initial,
  save,
  onDone,
  onBack,
}: {
  initial: DueDilligenceForm;
  save: (value: DueDilligenceForm) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const form = useDraftForm({ initial, rules: DueDilligenceFormRules, overrides, save, onDone });
  const regulated = useStore(form.store, (state) => state.values.isRegulated === true);
  return (
    <FormScreen
      title={t`Due diligence`}
      intro={t`The bank must ask every company these questions.`}
      form={form}
      onBack={onBack}
    >
      <form.Field name="isRegulated">
        {(field) => <YesNoInput field={field} label={t`Is the company regulated by a financial authority?`} />}
      </form.Field>
      {regulated && (
        <div className={styles.fields}>
          <form.Field name="regulatorName">{(field) => <TextInput field={field} label={t`Regulator`} />}</form.Field>
          <form.Field name="licenceNumber">
            {(field) => <TextInput field={field} label={t`Licence number`} />}
          </form.Field>
        </div>
      )}
      <form.Field name="hasPoliticallyExposedPersons">
        {(field) => <YesNoInput field={field} label={t`Does a politically exposed person own or run the company?`} />}
      </form.Field>
      <form.Field name="operatesInSanctionedCountries">
        {(field) => <YesNoInput field={field} label={t`Does the company do business in sanctioned countries?`} />}
      </form.Field>
      <form.Field name="countriesOfOperation">
        {(field) => (
          <CountryListInput
            field={field}
            label={t`Countries the company works in`}
            addLabel={t`Add a country the company works in`}
          />
        )}
      </form.Field>
      <form.Field name="numberOfEmployees">
        {(field) => <TextInput field={field} label={t`Number of employees`} inputMode="numeric" />}
      </form.Field>
    </FormScreen>
  );
}
