import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Company } from '../../model/draft';
import { CompanyRules } from '../../model/form-rules';
import * as styles from '../business.css';
import { AddressFields } from '../form/AddressFields';
import { CountryInput, DateInput, TextInput } from '../form/fields';
import { FormScreen } from '../form/FormScreen';
import { useDraftForm } from '../form/useDraftForm';
import { DirectorsHub } from '../hubs/DirectorsHub';
import type { HubProps } from '../hubs/hub-types';
import { ShareholdersHub } from '../hubs/ShareholdersHub';

/** The company's own fields (its directors and shareholders are changed by its hubs, not by this form). */
export type CompanyFields = Omit<Company, 'directors' | 'shareholders'>;

const overrides = {
  name: { required: msg`Enter the company's registered name.` },
  registrationCountryCode: { required: msg`Choose the country the company is registered in.` },
  registrationNumber: { required: msg`Enter the company's registration number.` },
  registrationDate: { date: msg`Enter a real date, or leave it empty.` },
};

/**
 * companyForm: a company holding shares: its registration, then its own directors (at least one) and its own
 * shareholders (the next level, which may hold companies again).
 */
export function CompanyFormScreen({
  initial,
  hub,
  save,
  onDone,
  onBack,
}: {
  initial: CompanyFields;
  /** The nested hubs' draft and actions, at this company's level. */
  hub: Omit<HubProps, 'level'>;
  save: (value: CompanyFields) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const form = useDraftForm({ initial, rules: CompanyRules, overrides, save, onDone });
  return (
    <FormScreen title={t`A company holding shares`} form={form} onBack={onBack} nextLabel={t`Save and go back`}>
      <div className={styles.fields}>
        <form.Field name="name">{(field) => <TextInput field={field} label={t`Registered name`} />}</form.Field>
        <form.Field name="registrationCountryCode">
          {(field) => <CountryInput field={field} label={t`Country of registration`} />}
        </form.Field>
        <form.Field name="registrationNumber">
          {(field) => <TextInput field={field} label={t`Registration number`} />}
        </form.Field>
        <form.Field name="registrationDate">
          {(field) => <DateInput field={field} label={t`Registration date (optional)`} isRequired={false} />}
        </form.Field>
        <form.Field name="businessTaxId">
          {(field) => <TextInput field={field} label={t`Tax ID (optional)`} isRequired={false} />}
        </form.Field>
      </div>
      <form.Field name="address">
        {(field) => <AddressFields field={field} legend={t`Registered address (optional)`} isRequired={false} />}
      </form.Field>
      <section className={styles.section} aria-labelledby={`${initial.id}-directors`}>
        <h3 id={`${initial.id}-directors`} className={styles.subtitle}>
          {t`Its directors`}
        </h3>
        <DirectorsHub {...hub} level={initial.id} />
      </section>
      <section className={styles.section} aria-labelledby={`${initial.id}-shareholders`}>
        <h3 id={`${initial.id}-shareholders`} className={styles.subtitle}>
          {t`Its shareholders`}
        </h3>
        <ShareholdersHub {...hub} level={initial.id} />
      </section>
    </FormScreen>
  );
}
