import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@paydeck/ui';
import { useStore } from '@tanstack/react-form';
import type { LegalForm } from '../../model/draft';
import { LegalFormRules } from '../../model/form-rules';
import * as styles from '../business.css';
import { AddressFields } from '../form/AddressFields';
import { CountryInput, DateInput, TextInput } from '../form/fields';
import { FormScreen } from '../form/FormScreen';
import { useDraftForm } from '../form/useDraftForm';

const overrides = {
  registrationCountryCode: { required: msg`Choose the country the company is registered in.` },
  registrationNumber: { required: msg`Enter the company's registration number.` },
  registrationDate: { required: msg`Enter the date the company was registered.` },
};

/** legalForm: the company as registered: country, number, date, tax id, registered address, place of business. */
export function LegalFormScreen({
  initial,
  save,
  onDone,
  onBack,
}: {
  initial: LegalForm;
  save: (value: LegalForm) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const form = useDraftForm({
    initial,
    rules: LegalFormRules,
    groups: ['legalAddress', 'businessAddress'],
    overrides,
    save,
    onDone,
  });
  const same = useStore(form.store, (state) => state.values.sameBusinessAddress);
  return (
    <FormScreen title={t`Registration and addresses`} form={form} onBack={onBack}>
      <div className={styles.fields}>
        <form.Field name="registrationCountryCode">
          {(field) => <CountryInput field={field} label={t`Country of registration`} />}
        </form.Field>
        <form.Field name="registrationNumber">
          {(field) => <TextInput field={field} label={t`Registration number`} />}
        </form.Field>
        <form.Field name="registrationDate">
          {(field) => <DateInput field={field} label={t`Registration date`} />}
        </form.Field>
        <form.Field name="businessTaxId">
          {(field) => <TextInput field={field} label={t`Tax ID (optional)`} isRequired={false} />}
        </form.Field>
      </div>
      <form.Field name="legalAddress">
        {(field) => <AddressFields field={field} legend={t`Registered address`} />}
      </form.Field>
      <form.Field name="sameBusinessAddress">
        {(field) => (
          <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
            {t`The business is run from the registered address`}
          </Checkbox>
        )}
      </form.Field>
      {!same && (
        <form.Field name="businessAddress">
          {(field) => <AddressFields field={field} legend={t`Place of business`} />}
        </form.Field>
      )}
    </FormScreen>
  );
}
